/**
 * The embedded endpoints the four forms post to when no external webhook is
 * configured: POST /api/forms/{id}, JSON for a form without a file and
 * multipart data for one with a file (the application's CV). Each request
 * runs the same short pipeline of named steps; what differs between forms
 * (fields, options, limits, the file rule, the body's encoding) comes from
 * the form's contract in app/forms, never from a branch on its name.
 *
 * Everything that can refuse a request cheaply (the key, the rate limit, the
 * upload gate) runs before the body is read.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { FormId, FormSpec } from '#app/forms/contract.ts';
import { forms, isFormId } from '#app/forms/index.ts';
import { validateForm } from '#app/forms/validation.server.ts';
import { honeypotFilled } from '#app/lib/forms/honeypot.ts';
import { rateLimitKey } from '../client-address.ts';
import { mediaTypeOf } from '../media-type.ts';
import { uploadsDir, type Db } from '../storage/db.ts';
import {
  createSubmissionStore,
  sameSubmission,
  type UploadRecord,
} from '../storage/submissions.ts';
import { isNativeSubmission, nativeFailure, nativeSuccess, type ResultPage } from './native.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { createFreeSpaceProbe, createSlots, createVolumeLimiter } from './upload-guard.ts';
import { checkUpload, removeUploads, writeUpload, type UploadCheck } from './uploads.ts';

const JSON_LIMIT = 64 * 1024;
// Multipart framing and the other fields, on top of the file's own limit.
const MULTIPART_OVERHEAD = 256 * 1024;
const MAX_KEY_LENGTH = 100;

export const messages = {
  storageUnavailable:
    'We could not save your submission just now. Nothing was stored; please try again in a few minutes.',
  rateLimited: 'Too many submissions from your network. Please wait a minute and try again.',
  uploadsBusy: 'We are receiving many files right now. Please try again in a minute.',
  uploadVolume:
    'Your network has sent as many files as we accept in one day. Please try again tomorrow.',
  keyConflict:
    'This form was already sent with different answers. Reload the page to send a new submission.',
  keyTooLong: `The Idempotency-Key header is longer than ${MAX_KEY_LENGTH} characters.`,
  serverError: 'Something went wrong on our side. Please try again in a minute.',
};

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
  /** The client's address (client-address.ts `requestAddress`). */
  clientAddress: (c: Context) => string;
  uploads?: { maxBytesPerDay: number; concurrency: number; minFreeBytes: number };
  /** Free bytes in the data folder (statfs by default). */
  freeBytes?: () => number;
  /** The prerendered error page of a form, for answers to a form sent without JavaScript. */
  errorPage?: (id: FormId) => ResultPage | undefined;
  log?: (message: string) => void;
}

/** What one request has gathered so far, step by step. */
interface Submission {
  form: FormSpec;
  ip: string;
  bucket: string;
  key?: string;
  /** The submission already stored under this key, for a retry. */
  stored?: { id: number; fingerprint: string | null };
  fields: Record<string, unknown>;
  data: Record<string, string>;
  file?: Extract<UploadCheck, { ok: true }>;
  fingerprint?: string;
  uploads: UploadRecord[];
  /** Run when the request ends, however it ends (an upload slot to give back). */
  cleanup: (() => void)[];
}

type Problem = {
  status: 400 | 404 | 413 | 415 | 422 | 429 | 503;
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

/** A hash of what was submitted: the cleaned fields in contract order and the file's bytes. */
function fingerprintOf(s: Submission): string {
  const hash = createHash('sha256').update(s.form.id).update('\0');
  hash.update(JSON.stringify(Object.keys(s.form.fields).map((name) => s.data[name] ?? '')));
  if (s.file) hash.update('\0').update(s.file.bytes);
  return hash.digest('base64url');
}

export function createFormRoutes(options: FormRoutesOptions) {
  const store = createSubmissionStore(options.db);
  const limiter = createRateLimiter(options.rateLimit.max, options.rateLimit.windowMs);
  const uploadLimits = options.uploads ?? {
    maxBytesPerDay: 25 * 1024 * 1024,
    concurrency: 4,
    minFreeBytes: 0,
  };
  const volume = createVolumeLimiter(uploadLimits.maxBytesPerDay);
  const slots = createSlots(uploadLimits.concurrency);
  const uploadDir = uploadsDir(options.dataDir);
  const freeBytes = options.freeBytes ?? createFreeSpaceProbe(options.dataDir);

  /** A retried request reuses its key; a key longer than we store would collide when cut. */
  const idempotencyKey: Step = (c, s) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) return;
    if (key.length > MAX_KEY_LENGTH) return { status: 400, message: messages.keyTooLong };
    s.key = key;
    s.stored = store.findByKey(key);
  };

  /** Counted before the body is read; a retry of a stored submission spends no slot. */
  const rateLimit: Step = (_c, s) => {
    if (s.stored) return;
    const verdict = limiter.take(s.bucket);
    if (verdict.allowed) return;
    return {
      status: 429,
      message: messages.rateLimited,
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    };
  };

  /** Before a file's body is read: room on the disk, the day's volume, a free upload slot. */
  const uploadGate: Step = (c, s) => {
    if (!s.form.upload || s.stored) return;
    if (freeBytes() < uploadLimits.minFreeBytes) {
      return {
        status: 503,
        message: messages.storageUnavailable,
        headers: { 'Retry-After': '300' },
      };
    }
    const declared = Number(c.req.header('content-length')) || 0;
    if (!volume.allows(s.bucket, declared)) return { status: 429, message: messages.uploadVolume };
    const release = slots.tryAcquire();
    if (!release) {
      return { status: 503, message: messages.uploadsBusy, headers: { 'Retry-After': '30' } };
    }
    s.cleanup.push(release);
  };

  const readBody: Step = async (c, s) => {
    const limit = bodyLimitOf(s.form);
    const tooLarge: Problem = {
      status: 413,
      message: s.form.upload ? s.form.upload.tooLarge : 'The submission is too large.',
    };
    if (Number(c.req.header('content-length')) > limit) return tooLarge;
    // The media type is case-insensitive; the multipart boundary is not.
    const contentType = c.req.header('content-type') ?? '';
    const mediaType = mediaTypeOf(contentType);
    // A form without a file takes JSON from our script, and what a browser
    // sends by itself when the script did not run.
    const accepted = s.form.upload
      ? ['multipart/form-data']
      : ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
    if (!accepted.includes(mediaType)) {
      return {
        status: 415,
        message: s.form.upload
          ? 'Send the form as multipart form data.'
          : 'Send the form as JSON (Content-Type: application/json).',
      };
    }
    const bytes = await readLimited(c.req.raw, limit);
    if (!bytes) return tooLarge;
    if (s.form.upload) volume.record(s.bucket, bytes.length);
    if (mediaType === 'application/x-www-form-urlencoded') {
      s.fields = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
    } else if (mediaType === 'multipart/form-data') {
      try {
        const body = await new Response(bytes, {
          headers: { 'content-type': contentType },
        }).formData();
        s.fields = Object.fromEntries(body.entries());
      } catch {
        return { status: 400, message: 'The form data could not be read.' };
      }
    } else {
      try {
        s.fields = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
      } catch {
        return { status: 400, message: 'The request body is not valid JSON.' };
      }
    }
  };

  /** A filled honeypot is a bot: answer exactly as a success would, and keep nothing. */
  const honeypot: Step = (_c, s) => {
    if (s.fields && typeof s.fields === 'object' && honeypotFilled(s.fields)) {
      return { ok: true, id: store.nextId() };
    }
  };

  const validate: Step = (_c, s) => {
    const result = validateForm(s.form, s.fields);
    if (!result.ok) return { status: 422, message: result.message };
    s.data = result.data as Record<string, string>;
  };

  const checkFile: Step = async (_c, s) => {
    const rule = s.form.upload;
    if (!rule) return;
    const checked = await checkUpload(rule, s.fields[rule.name]);
    if (!checked.ok) return { status: checked.status, message: checked.message };
    s.file = checked;
  };

  /** A retry of a stored submission answers as the first attempt did; a different one under its key is refused. */
  const replay: Step = (_c, s) => {
    s.fingerprint = fingerprintOf(s);
    if (!s.stored) return;
    if (!sameSubmission(s.stored.fingerprint, s.fingerprint)) {
      return { status: 422, message: messages.keyConflict };
    }
    return { ok: true, id: s.stored.id };
  };

  const storeFile: Step = (_c, s) => {
    if (s.file && s.form.upload) s.uploads.push(writeUpload(uploadDir, s.form.upload.name, s.file));
  };

  const save: Step = async (_c, s) => {
    const saved = await store.save({
      form: s.form.id,
      data: s.data,
      idempotencyKey: s.key,
      ip: s.ip,
      uploads: s.uploads,
      forwardTo: options.forwardTo[s.form.id],
      fingerprint: s.fingerprint,
    });
    // A concurrent attempt of the same fill got there first: keep its files only.
    if (saved.duplicate) removeUploads(uploadDir, s.uploads);
    if (saved.conflict) return { status: 422, message: messages.keyConflict };
    return { ok: true, id: saved.id };
  };

  const pipeline: Step[] = [
    idempotencyKey,
    rateLimit,
    uploadGate,
    readBody,
    honeypot,
    validate,
    checkFile,
    replay,
    storeFile,
    save,
  ];

  const app = new Hono();
  app.post('/:form', async (c) => {
    const id = c.req.param('form');
    if (!isFormId(id)) return c.json({ message: 'There is no such form.' }, 404);
    const ip = options.clientAddress(c);
    const submission: Submission = {
      form: forms[id],
      ip,
      bucket: rateLimitKey(ip),
      fields: {},
      data: {},
      uploads: [],
      cleanup: [],
    };
    const native = isNativeSubmission(c);
    const answer = (result: Problem | { ok: true; id: number }) => {
      if ('ok' in result) {
        return native ? nativeSuccess(c, id) : c.json({ ok: true, id: result.id });
      }
      return native
        ? nativeFailure(c, options.errorPage?.(id), result.status, result.message)
        : c.json({ message: result.message }, result.status, result.headers);
    };
    try {
      for (const step of pipeline) {
        const result = await step(c, submission);
        if (result) return answer(result);
      }
      throw new Error('The form pipeline ended without an answer.');
    } catch (error) {
      removeUploads(uploadDir, submission.uploads);
      if (isStorageUnavailable(error)) {
        options.log?.(`forms: could not store a ${id} submission (${String(error)})`);
        return answer({
          status: 503,
          message: messages.storageUnavailable,
          headers: { 'Retry-After': '60' },
        });
      }
      throw error;
    } finally {
      for (const done of submission.cleanup) done();
    }
  });
  app.options('/:form', (c) => c.body(null, 204, { Allow: 'POST, OPTIONS' }));
  app.all('/:form', (c) =>
    isFormId(c.req.param('form'))
      ? c.json({ message: 'This endpoint only accepts POST.' }, 405, { Allow: 'POST, OPTIONS' })
      : c.json({ message: 'There is no such form.' }, 404),
  );
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
