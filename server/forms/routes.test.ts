import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/db';
import { listSubmissions } from '../storage/submissions';
import { HONEYPOT_FIELD } from '../../app/lib/forms/honeypot';
import { createFormRoutes } from './routes';

function setup(rateMax = 100) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-'));
  const db = openDatabase(dataDir);
  const app = createFormRoutes({
    db,
    dataDir,
    forwardTo: { contact: 'https://hooks.test/contact' },
    rateLimit: { max: rateMax, windowMs: 60_000 },
    trustProxy: false,
    clientAddress: () => '203.0.113.7',
  });
  return { app, db, dataDir };
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '',
  plan: 'premium',
  websiteUrl: 'https://ada.example',
  subject: 'sales',
  message: 'We sell lighting from nine vendors.',
};

const postJson = (
  app: ReturnType<typeof setup>['app'],
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(`/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function application(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (file) data.set('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  return data;
}

const applicant = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  position: 'Middle React Frontend Developer',
};

describe('form endpoints', () => {
  it('store a valid submission before answering 200, with an outbox row when forwarding', async () => {
    const { app, db } = setup();
    const response = await postJson(app, 'contact', contact);
    expect(response.status).toBe(200);
    const [stored] = listSubmissions(db);
    expect(stored).toMatchObject({
      form: 'contact',
      data: contact,
      delivery: { target: 'https://hooks.test/contact', attempts: 0 },
    });
  });

  it('answer bad input with 4xx and a message, and store nothing', async () => {
    const { app, db } = setup();
    const cases: [Response, number, string][] = [
      [
        await postJson(app, 'contact', { ...contact, email: 'nope' }),
        422,
        'Please enter a valid email address.',
      ],
      [
        await postJson(app, 'contact', { ...contact, subject: undefined }),
        422,
        'Subject is required.',
      ],
      [await postJson(app, 'contact', '{"name": '), 400, 'The request body is not valid JSON.'],
      [await postJson(app, 'quote', { name: 'x' }), 422, 'Email is required.'],
      [
        await app.request('/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: 'hi',
        }),
        415,
        'Send the form as JSON (Content-Type: application/json).',
      ],
      [
        await postJson(app, 'contact', { ...contact, message: 'x'.repeat(70_000) }),
        413,
        'The submission is too large.',
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
    expect(listSubmissions(db)).toEqual([]);
  });

  it('count a retried submission once', async () => {
    const { app, db } = setup();
    const headers = { 'Idempotency-Key': 'f4b6c3e2-1' };
    const first = (await (await postJson(app, 'contact', contact, headers)).json()) as {
      id: number;
    };
    const second = (await (await postJson(app, 'contact', contact, headers)).json()) as {
      id: number;
    };
    expect(second.id).toBe(first.id);
    expect(listSubmissions(db)).toHaveLength(1);
  });

  it('keep nothing from a bot that fills the honeypot, and do not tell it', async () => {
    const { app, db } = setup();
    const response = await postJson(app, 'contact', { ...contact, [HONEYPOT_FIELD]: '555-0100' });
    expect(response.status).toBe(200);
    expect(listSubmissions(db)).toEqual([]);
  });

  it('limit submissions per address with a clear 429', async () => {
    const { app } = setup(2);
    expect((await postJson(app, 'contact', contact)).status).toBe(200);
    expect((await postJson(app, 'contact', contact)).status).toBe(200);
    const limited = await postJson(app, 'contact', contact);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      message: 'Too many submissions from your network. Please wait a minute and try again.',
    });
  });

  it('store a resume under a generated name, checked from its bytes', async () => {
    const { app, db, dataDir } = setup();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
    const response = await app.request('/application', {
      method: 'POST',
      body: application(applicant, { name: 'Ada CV.pdf', bytes: pdf }),
    });
    expect(response.status).toBe(200);
    const [stored] = listSubmissions(db);
    expect(stored!.data).toMatchObject(applicant);
    expect(stored!.uploads).toEqual([
      expect.objectContaining({
        field: 'resume',
        originalName: 'Ada CV.pdf',
        mime: 'application/pdf',
        size: pdf.length,
      }),
    ]);
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([stored!.uploads[0]!.storedName]);
    expect(stored!.uploads[0]!.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('refuse a renamed executable, a missing resume and an oversized one', async () => {
    const { app, db } = setup();
    const exe = new TextEncoder().encode('MZ\u0090\u0000 pretending');
    const renamed = await app.request('/application', {
      method: 'POST',
      body: application(applicant, { name: 'cv.pdf', bytes: exe }),
    });
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toEqual({
      message: 'The CV must be a PDF, DOC or DOCX document.',
    });

    const missing = await app.request('/application', {
      method: 'POST',
      body: application(applicant),
    });
    expect(await missing.json()).toEqual({ message: 'Please upload your CV/Resume.' });

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const oversized = await app.request('/application', {
      method: 'POST',
      body: application(applicant, { name: 'cv.pdf', bytes: big }),
    });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({
      message: 'File is too large. Please upload a file under 5MB.',
    });
    expect(listSubmissions(db)).toEqual([]);
  });

  it('match the content type case-insensitively and keep the multipart boundary intact', async () => {
    const { app, db } = setup();
    const json = await postJson(app, 'contact', contact, {
      'Content-Type': 'Application/JSON; charset=UTF-8',
    });
    expect(json.status).toBe(200);
    const data = application(applicant, {
      name: 'cv.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'),
    });
    const framed = new Request('http://x/application', { method: 'POST', body: data });
    const type = framed.headers
      .get('content-type')!
      .replace('multipart/form-data', 'Multipart/Form-Data');
    const multipart = await app.request('/application', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: await framed.arrayBuffer(),
    });
    expect(multipart.status).toBe(200);
    expect(listSubmissions(db)).toHaveLength(2);
  });

  it('know only the four forms', async () => {
    const { app } = setup();
    expect((await postJson(app, 'newsletter', contact)).status).toBe(404);
  });
});
