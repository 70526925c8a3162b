/**
 * Sending a filled form: what the browser loads only once the visitor starts
 * typing, so none of it weighs on the page's first load. Builds the body from
 * the contract, adds the honeypot and the fill's idempotency key for our own
 * endpoint, and posts it.
 */
import { readFields, type FormSpec } from '~/forms/contract';
export { SubmissionSuccess } from './submission-success';
import { createFillKey } from '~/lib/forms/fill-key';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { isSameOrigin } from '~/lib/forms/same-origin';
import { submitForm, type SubmitOutcome } from '~/lib/forms/submit';

/**
 * The request body: exactly the contract's fields in its order, as JSON, or
 * as multipart data with the file when the form carries one.
 */
export function encodeSubmission(
  form: FormSpec,
  data: FormData,
): Record<string, string> | FormData {
  const fields = readFields(form, data);
  if (!form.upload) return fields;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const file = data.get(form.upload.name);
  if (file instanceof File) body.set(form.upload.name, file, file.name);
  return body;
}

// One key per form on the page, for as long as its fill lasts.
const fillKeys = new WeakMap<HTMLFormElement, ReturnType<typeof createFillKey>>();

export async function sendSubmission(
  form: FormSpec,
  element: HTMLFormElement,
  endpoint: string,
): Promise<SubmitOutcome> {
  const data = new FormData(element);
  const body = encodeSubmission(form, data);
  const ours = isSameOrigin(endpoint);
  let fillKey = fillKeys.get(element);
  if (!fillKey) fillKeys.set(element, (fillKey = createFillKey()));
  // Our own endpoint also gets the honeypot and the fill's key, so a retry
  // of this fill counts once; an external webhook gets exactly the spec's
  // fields and no extra header (it would need CORS for them).
  if (ours) {
    const trap = String(data.get(HONEYPOT_FIELD) ?? '');
    if (body instanceof FormData) body.set(HONEYPOT_FIELD, trap);
    else body[HONEYPOT_FIELD] = trap;
  }
  const outcome = await submitForm(endpoint, body, {
    headers: ours ? { 'Idempotency-Key': fillKey.get() } : {},
  });
  if (outcome.ok) fillKey.renew();
  return outcome;
}
