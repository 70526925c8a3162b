/**
 * The embedded endpoints the four forms post to when no external webhook is
 * configured: POST /api/forms/{contact|vendor-request|quote} with JSON, and
 * /api/forms/application with multipart data and the resume. Every rule is
 * checked again here; a problem answers 4xx with a JSON `message` the form
 * shows; an accepted submission is committed before the 200.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { resumeRules } from '../../app/content/forms.ts';
import { HONEYPOT_FIELD } from '../../app/lib/forms/honeypot.ts';
import { uploadsDir, type Db } from '../storage/db.ts';
import { createSubmissionStore, type UploadRecord } from '../storage/submissions.ts';
import { formNames, formRules, type FormName } from './definitions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { claimedExtension, detectResumeType } from './resume.ts';
import { validateSubmission } from './validate.ts';

const JSON_LIMIT = 64 * 1024;
// The resume's 5 MB plus the other fields and multipart framing.
const MULTIPART_LIMIT = resumeRules.maxBytes + 256 * 1024;

export interface FormRoutesOptions {
  db: Db;
  dataDir: string;
  /** Upstream webhook per form, for the outbox (FORWARD_CONTACT_URL...). */
  forwardTo: Partial<Record<FormName, string>>;
  rateLimit: { max: number; windowMs: number };
  /** Use X-Forwarded-For for the client address (behind a proxy you trust). */
  trustProxy: boolean;
  clientAddress: (c: Context) => string;
}

const problem = (
  c: Context,
  status: 400 | 413 | 415 | 422 | 429,
  message: string,
  headers?: Record<string, string>,
) => c.json({ message }, status, headers);

export function createFormRoutes(options: FormRoutesOptions) {
  const app = new Hono();
  const store = createSubmissionStore(options.db);
  const limiter = createRateLimiter(options.rateLimit.max, options.rateLimit.windowMs);
  const address = (c: Context) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    return forwarded || options.clientAddress(c);
  };

  app.post('/:form', async (c, next) => {
    const form = c.req.param('form') as FormName;
    if (!formNames.includes(form)) return c.json({ message: 'There is no such form.' }, 404);
    const limit = form === 'application' ? MULTIPART_LIMIT : JSON_LIMIT;
    return bodyLimit({
      maxSize: limit,
      onError: (ctx) =>
        problem(
          ctx,
          413,
          form === 'application' ? resumeRules.tooLarge : 'The submission is too large.',
        ),
    })(c, next);
  });

  app.post('/:form', async (c) => {
    const form = c.req.param('form') as FormName;
    const ip = address(c);
    const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 100) || undefined;
    const contentType = c.req.header('content-type') ?? '';

    let fields: Record<string, unknown>;
    let resume: File | undefined;
    if (form === 'application') {
      if (!contentType.startsWith('multipart/form-data')) {
        return problem(c, 415, 'Send the application as multipart form data.');
      }
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        return problem(c, 400, 'The form data could not be read.');
      }
      fields = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
      );
      const file = body.resume;
      resume = file instanceof File ? file : undefined;
    } else {
      if (!contentType.startsWith('application/json')) {
        return problem(c, 415, 'Send the form as JSON (Content-Type: application/json).');
      }
      try {
        fields = (await c.req.json()) as Record<string, unknown>;
      } catch {
        return problem(c, 400, 'The request body is not valid JSON.');
      }
    }

    // A filled honeypot is a bot: answer as if all went well and keep nothing.
    if (
      fields &&
      typeof fields === 'object' &&
      typeof fields[HONEYPOT_FIELD] === 'string' &&
      fields[HONEYPOT_FIELD] !== ''
    ) {
      return c.json({ ok: true });
    }

    // A retry of a request that was already stored answers as the first time
    // did, before anything (a CV file, a rate-limit slot) is spent on it again.
    const storedId = idempotencyKey ? store.findId(idempotencyKey) : undefined;
    if (storedId !== undefined) return c.json({ ok: true, id: storedId });

    const verdict = limiter.take(ip);
    if (!verdict.allowed) {
      return problem(
        c,
        429,
        'Too many submissions from your network. Please wait a minute and try again.',
        {
          'Retry-After': String(verdict.retryAfterSeconds),
        },
      );
    }

    const result = validateSubmission(formRules[form], fields);
    if (!result.ok) return problem(c, 422, result.message);

    const uploads: UploadRecord[] = [];
    if (form === 'application') {
      if (!resume || resume.size === 0) return problem(c, 422, resumeRules.missing);
      if (resume.size > resumeRules.maxBytes) return problem(c, 413, resumeRules.tooLarge);
      const bytes = new Uint8Array(await resume.arrayBuffer());
      const type = detectResumeType(bytes);
      if (!type || !claimedExtension(resume.name)) {
        return problem(c, 422, 'The CV must be a PDF, DOC or DOCX document.');
      }
      const dir = uploadsDir(options.dataDir);
      await mkdir(dir, { recursive: true });
      const storedName = `${randomUUID()}.${type.ext}`;
      // Written and flushed before the row that points at it is committed.
      const fd = openSync(path.join(dir, storedName), 'wx');
      try {
        writeSync(fd, bytes);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      uploads.push({
        field: 'resume',
        storedName,
        originalName: path.basename(resume.name).slice(0, 200),
        mime: type.mime,
        size: bytes.length,
      });
    }

    const saved = store.save({
      form,
      data: result.data,
      idempotencyKey,
      ip,
      uploads,
      forwardTo: options.forwardTo[form],
    });
    return c.json({ ok: true, id: saved.id });
  });

  return app;
}
