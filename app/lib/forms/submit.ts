/**
 * Sends a form to its webhook and turns every way it can fail into the one
 * message the form shows (spec §8): the server's JSON `message`, else
 * 'Server error: {status}', else the thrown error's text, else 'An unknown
 * error occurred.' Unlike a bare fetch, a request that hangs fails after a
 * timeout instead of spinning forever.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

export class SubmitTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The server did not answer within ${seconds} seconds. Please try again.`);
    this.name = 'SubmitTimeoutError';
  }
}

/** The message of a non-OK answer: its JSON `message`, else the status. */
export async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: fall through to the status.
  }
  return `Server error: ${response.status}`;
}

export function thrownMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unknown error occurred.';
}

export interface SubmitOptions {
  timeoutMs?: number;
  /** Extra headers, only for our own endpoints (a webhook would need CORS for them). */
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

/** POSTs JSON (a plain object) or multipart form data (a FormData), in CORS mode. */
export async function submitForm(
  url: string,
  body: Record<string, unknown> | FormData,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const { timeoutMs = SUBMIT_TIMEOUT_MS, headers = {}, fetchImpl = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SubmitTimeoutError(timeoutMs / 1000)),
    timeoutMs,
  );
  try {
    const isMultipart = body instanceof FormData;
    const response = await fetchImpl(url, {
      method: 'POST',
      mode: 'cors',
      headers: isMultipart ? headers : { 'Content-Type': 'application/json', ...headers },
      body: isMultipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    // The success body is not read (spec §7).
    if (response.ok) return { ok: true };
    return { ok: false, message: await failureMessage(response) };
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    return { ok: false, message: thrownMessage(reason) };
  } finally {
    clearTimeout(timer);
  }
}
