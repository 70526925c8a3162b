/**
 * Server-side validation of a submission: the browser's checks are a
 * convenience, these are the rules. Returns the cleaned data (exactly the
 * form's fields, trimmed strings) or the first problem as a message.
 */
import type { FieldRule } from './definitions.ts';

// The HTML standard's definition of a valid e-mail address: the same test
// the browser's type=email applies, so both agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const MAX_LENGTH: Record<FieldRule['kind'], number> = {
  text: 200,
  email: 254,
  url: 2048,
  'long-text': 10_000,
  choice: 200,
};

export type ValidationResult =
  { ok: true; data: Record<string, string> } | { ok: false; message: string; field?: string };

export function isEmail(value: string): boolean {
  return value.length <= MAX_LENGTH.email && EMAIL.test(value);
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function validateSubmission(
  rules: Record<string, FieldRule>,
  input: unknown,
): ValidationResult {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, message: 'The request body must be a JSON object of form fields.' };
  }
  const source = input as Record<string, unknown>;
  const data: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw = source[name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      return { ok: false, field: name, message: `${rule.label} must be text.` };
    }
    const value = (raw ?? '').trim();
    if (value === '') {
      if (rule.required) return { ok: false, field: name, message: `${rule.label} is required.` };
      data[name] = '';
      continue;
    }
    if (value.length > MAX_LENGTH[rule.kind]) {
      return {
        ok: false,
        field: name,
        message: `${rule.label} is too long (at most ${MAX_LENGTH[rule.kind]} characters).`,
      };
    }
    if (rule.kind === 'email' && !isEmail(value)) {
      return { ok: false, field: name, message: 'Please enter a valid email address.' };
    }
    if (rule.kind === 'url' && !isWebUrl(value)) {
      return {
        ok: false,
        field: name,
        message: `${rule.label} must be a web address starting with http:// or https://.`,
      };
    }
    if (rule.kind === 'choice' && !rule.choices?.includes(value)) {
      return {
        ok: false,
        field: name,
        message: `${rule.label} must be one of the listed options.`,
      };
    }
    data[name] = value;
  }
  return { ok: true, data };
}
