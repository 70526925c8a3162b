/**
 * The embedded endpoints the four forms post to when no external webhook is
 * configured: POST /api/forms/{id}, JSON for a form without a file and
 * multipart data for one with a file (the application's CV). Each request
 * runs the same short pipeline of named steps; what differs between forms
 * (fields, options, limits, the file rule, the body's encoding) comes from
 * the form's contract in app/forms, never from a branch on its name.
 */
import { Hono, type Context } from 'hono';
import type { FormSpec } from '../../app/forms/contract.ts';
import { forms, isFormId } from '../../app/forms/index.ts';
import { validateForm } from '../../app/forms/validation.ts';
import { honeypotFilled } from '../../app/lib/forms/honeypot.ts';
import { uploadsDir, type Db } from '../storage/db.ts';
import { createSubmissionStore, type UploadRecord } from '../storage/submissions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { checkUpload, removeUploads, writeUpload } from './uploads.ts';

const JSON_LIMIT = 64 * 1024;
// Multipart framing and the other fields, on top of the file's own limit.
const MULTIPART_OVERHEAD = 256 * 1024;
const MAX_KEY_LENGTH = 100;
export const STORAGE_UNAVAILABLE =
  'We could not save your submission just now. Nothing was stored; please try again in a few minutes.';

// Errors of a disk that is full, read-only or failing, from the file system
// or from SQLite: the request was fine, so the answer is 503, not 500.
const STORAGE_ERROR_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'EMFILE',
  'ENFILE',
]);
export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    STORAGE_ERROR_CODES.has(code) ||
    /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|PROTOCOL)/.test(code)
  );
}

export interface FormRoutesOptions {
  db: Db;
  dataDir: string;
  /** Upstream webhook per form, for the outbox (FORWARD_CONTACT_URL...). */
  forwardTo: Partial<Record<string, string>>;
  rateLimit: { max: number; windowMs: number };
  /** Use X-Forwarded-For for the client address (behind a proxy you trust). */
  trustProxy: boolean;
  clientAddress: (c: Context) => string;
  log?: (message: string) => void;
}

/** What one request has gathered so far, step by step. */
interface Submission {
  form: FormSpec;
  ip: string;
  key?: string;
  /** The submission already stored under this key, for a retry. */
  storedId?: number;
  fields: Record<string, unknown>;
  data: Record<string, string>;
  uploads: UploadRecord[];
}

type Problem = {
  status: 400 | 404 | 413 | 415 | 422 | 429;
  message: string;
  headers?: Record<string, string>;
};
/** A step either lets the request go on, or ends it with an answer. */
type StepResult = void | Problem | { ok: true; id: number };
type Step = (c: Context, s: Submission) => StepResult | Promise<StepResult>;

/** How many bytes a form's body may have: the file's limit and framing, or a small JSON object. */
export function bodyLimitOf(form: FormSpec): number {
  return form.upload ? form.upload.maxBytes + MULTIPART_OVERHEAD : JSON_LIMIT;
}

export function createFormRoutes(options: FormRoutesOptions) {
  const store = createSubmissionStore(options.db);
  const limiter = createRateLimiter(options.rateLimit.max, options.rateLimit.windowMs);
  const uploadDir = uploadsDir(options.dataDir);
  const address = (c: Context) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    return forwarded || options.clientAddress(c);
  };

  /** A retried request reuses its key; a key longer than we store would collide when cut. */
  const idempotencyKey: Step = (c, s) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) return;
    if (key.length > MAX_KEY_LENGTH) {
      return {
        status: 400,
        message: `The Idempotency-Key header is longer than ${MAX_KEY_LENGTH} characters.`,
      };
    }
    s.key = key;
    s.storedId = store.findId(key);
  };

  /** Counted before the body is read; a retry of a stored submission spends no slot. */
  const rateLimit: Step = (_c, s) => {
    if (s.storedId !== undefined) return;
    const verdict = limiter.take(s.ip);
    if (verdict.allowed) return;
    return {
      status: 429,
      message: 'Too many submissions from your network. Please wait a minute and try again.',
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    };
  };

  const readBody: Step = async (c, s) => {
    const declared = Number(c.req.header('content-length'));
    const tooLarge: Problem = {
      status: 413,
      message: s.form.upload ? s.form.upload.tooLarge : 'The submission is too large.',
    };
    if (declared > bodyLimitOf(s.form)) return tooLarge;
    // The media type is case-insensitive; the multipart boundary is not.
    const contentType = c.req.header('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const bytes = await readLimited(c.req.raw, bodyLimitOf(s.form));
    if (!bytes) return tooLarge;
    if (s.form.upload) {
      if (mediaType !== 'multipart/form-data') {
        return { status: 415, message: 'Send the form as multipart form data.' };
      }
      try {
        const body = await new Response(bytes, {
          headers: { 'content-type': contentType },
        }).formData();
        s.fields = Object.fromEntries(body.entries());
      } catch {
        return { status: 400, message: 'The form data could not be read.' };
      }
    } else {
      if (mediaType !== 'application/json') {
        return { status: 415, message: 'Send the form as JSON (Content-Type: application/json).' };
      }
      try {
        s.fields = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
      } catch {
        return { status: 400, message: 'The request body is not valid JSON.' };
      }
    }
  };

  /** A filled honeypot is a bot: answer as if all went well and keep nothing. */
  const honeypot: Step = (_c, s) => {
    if (s.fields && typeof s.fields === 'object' && honeypotFilled(s.fields)) {
      return { ok: true, id: 0 };
    }
  };

  /** A retry of a stored submission answers as the first attempt did. */
  const replay: Step = (_c, s) => {
    if (s.storedId !== undefined) return { ok: true, id: s.storedId };
  };

  const validate: Step = (_c, s) => {
    const result = validateForm(s.form, s.fields);
    if (!result.ok) return { status: 422, message: result.message };
    s.data = result.data as Record<string, string>;
  };

  const storeUploads: Step = async (_c, s) => {
    const rule = s.form.upload;
    if (!rule) return;
    const checked = await checkUpload(rule, s.fields[rule.name]);
    if (!checked.ok) return { status: checked.status, message: checked.message };
    s.uploads.push(writeUpload(uploadDir, rule.name, checked));
  };

  const save: Step = async (_c, s) => {
    try {
      const saved = await store.save({
        form: s.form.id,
        data: s.data,
        idempotencyKey: s.key,
        ip: s.ip,
        uploads: s.uploads,
        forwardTo: options.forwardTo[s.form.id],
      });
      // A concurrent attempt of the same fill got there first: keep its files only.
      if (saved.duplicate) removeUploads(uploadDir, s.uploads);
      return { ok: true, id: saved.id };
    } catch (error) {
      removeUploads(uploadDir, s.uploads);
      throw error;
    }
  };

  const pipeline: Step[] = [
    idempotencyKey,
    rateLimit,
    readBody,
    honeypot,
    replay,
    validate,
    storeUploads,
    save,
  ];

  const app = new Hono();
  app.post('/:form', async (c) => {
    const id = c.req.param('form');
    if (!isFormId(id)) return c.json({ message: 'There is no such form.' }, 404);
    const submission: Submission = {
      form: forms[id],
      ip: address(c),
      fields: {},
      data: {},
      uploads: [],
    };
    try {
      for (const step of pipeline) {
        const result = await step(c, submission);
        if (!result) continue;
        if ('ok' in result) return c.json({ ok: true, id: result.id });
        return c.json({ message: result.message }, result.status, result.headers);
      }
      throw new Error('The form pipeline ended without an answer.');
    } catch (error) {
      removeUploads(uploadDir, submission.uploads);
      if (isStorageUnavailable(error)) {
        options.log?.(`forms: could not store a ${id} submission (${String(error)})`);
        return c.json({ message: STORAGE_UNAVAILABLE }, 503, { 'Retry-After': '60' });
      }
      throw error;
    }
  });
  return app;
}

/** The request body, or undefined as soon as it grows past `limit` bytes. */
async function readLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
