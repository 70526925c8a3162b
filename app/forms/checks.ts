/**
 * One field's rules, without zod and without content: the server's schema
 * (./validation.ts) is built on them, and a page that must say exactly what
 * the server would say (the chat's hand-off) imports them without pulling
 * zod into its bundle.
 */
import { maxLengthOf, type Choice, type FieldSpec } from './contract';

// The HTML standard's definition of a valid e-mail address: the same test
// the browser's type=email applies, so both agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The first problem with one field's raw value, or its cleaned value.
 * `options` are the field's allowed values (./option-sources.ts resolves
 * those kept in content).
 */
export function checkValue(
  field: FieldSpec,
  raw: unknown,
  options: readonly Choice[] | undefined = field.options,
): { ok: true; value: string } | { ok: false; message: string } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, message: `${field.label} must be text.` };
  }
  const value = (raw ?? '').trim();
  if (value === '') {
    if (!field.required) return { ok: true, value: '' };
    // A question reads badly as "… is required."
    return {
      ok: false,
      message: field.label.endsWith('?')
        ? `Please answer "${field.label}"`
        : `${field.label} is required.`,
    };
  }
  const max = maxLengthOf(field);
  if (value.length > max) {
    return { ok: false, message: `${field.label} is too long (at most ${max} characters).` };
  }
  if (field.kind === 'email' && !isEmail(value)) {
    return { ok: false, message: 'Please enter a valid email address.' };
  }
  if (field.kind === 'url' && !isWebUrl(value)) {
    return {
      ok: false,
      message: `${field.label} must be a web address starting with http:// or https://.`,
    };
  }
  if (options && !options.some((option) => option.value === value)) {
    return { ok: false, message: `${field.label} must be one of the listed options.` };
  }
  return { ok: true, value };
}
