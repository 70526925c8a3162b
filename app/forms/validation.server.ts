/**
 * The server's rules for a form, built from its contract as a zod schema:
 * the browser's checks are a convenience, these are the rules. The embedded
 * server, the scripts and the tests import this; the browser never does, and
 * the `.server` name makes the build fail if a page ever imports it (zod stays
 * out of the page bundles).
 */
import { z } from 'zod';
import { checkValue } from './checks';
import type { FieldSpec, FormSpec, FormValues } from './contract';
import { optionsOf } from './option-sources';

export { isEmail, isWebUrl } from './checks';

/** The first problem with one field's raw value, or its cleaned value. */
export function checkField(
  field: FieldSpec,
  raw: unknown,
): { ok: true; value: string } | { ok: false; message: string } {
  return checkValue(field, raw, optionsOf(field));
}

function fieldSchema(field: FieldSpec) {
  // optional(): a missing key reaches the check as undefined, like a blank field.
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const result = checkField(field, raw);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

const cache = new WeakMap<FormSpec, z.ZodType>();

/** The zod schema of a form: exactly its fields, trimmed; anything else is dropped. */
export function schemaOf<T extends FormSpec>(form: T): z.ZodType<FormValues<T>> {
  let schema = cache.get(form);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(
        Object.entries(form.fields).map(([name, field]) => [name, fieldSchema(field)]),
      ),
    );
    cache.set(form, schema);
  }
  return schema as z.ZodType<FormValues<T>>;
}

export type ValidationResult<T extends FormSpec> =
  { ok: true; data: FormValues<T> } | { ok: false; message: string; field?: string };

/** Validates a submission; on failure, the first problem in field order. */
export function validateForm<T extends FormSpec>(form: T, input: unknown): ValidationResult<T> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, message: 'The request body must be a JSON object of form fields.' };
  }
  const result = schemaOf(form).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0]!;
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  return { ok: false, message: issue.message, ...(field ? { field } : {}) };
}
