import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/db';
import { listSubmissions } from '../storage/submissions';
import { HONEYPOT_FIELD } from '#app/lib/forms/honeypot.ts';
import { docxEntries, ole, zip } from './fixtures/documents';
import { requestAddress } from '../client-address';
import { createFormRoutes, messages, type FormRoutesOptions } from './routes';

function setup(rateMax = 100, extra: Partial<FormRoutesOptions> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-'));
  const db = openDatabase(dataDir);
  const app = createFormRoutes({
    db,
    dataDir,
    forwardTo: { contact: 'https://hooks.test/contact' },
    rateLimit: { max: rateMax, windowMs: 60_000 },
    clientAddress: requestAddress(0, () => '203.0.113.7'),
    ...extra,
  });
  return { app, db, dataDir };
}

const pdfBytes = (text = 'Ada Lovelace CV') =>
  new TextEncoder().encode(`%PDF-1.7\n1 0 obj\n(${text})\nendobj\n%%EOF\n`);

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
    await postJson(app, 'contact', contact);
    const response = await postJson(app, 'contact', { ...contact, [HONEYPOT_FIELD]: '555-0100' });
    expect(response.status).toBe(200);
    // The same answer as a real success, with a plausible next id.
    expect(await response.json()).toEqual({ ok: true, id: 2 });
    const listed = await postJson(app, 'contact', { ...contact, [HONEYPOT_FIELD]: ['x'] });
    expect(listed.status).toBe(200);
    expect(listSubmissions(db)).toHaveLength(1);
  });

  it('refuse a key reused with a different body or form, and an over-long key', async () => {
    const { app, db } = setup();
    const headers = { 'Idempotency-Key': 'fill-1' };
    expect((await postJson(app, 'contact', contact, headers)).status).toBe(200);
    const changed = await postJson(
      app,
      'contact',
      { ...contact, message: 'Another lead' },
      headers,
    );
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ message: messages.keyConflict });
    const otherForm = await postJson(
      app,
      'vendor-request',
      { name: 'Ada', email: 'ada@example.com', message: 'Hi', vendor: 'Nora Lighting' },
      headers,
    );
    expect(otherForm.status).toBe(422);
    // Whitespace trimmed the same way is the same submission.
    expect(
      (await postJson(app, 'contact', { ...contact, name: ' Ada Lovelace ' }, headers)).status,
    ).toBe(200);
    const long = await postJson(app, 'contact', contact, { 'Idempotency-Key': 'k'.repeat(101) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: messages.keyTooLong });
    expect(listSubmissions(db)).toHaveLength(1);
  });

  it('do not let a spoofed X-Forwarded-For escape the limit behind one proxy', async () => {
    const { app } = setup(2, { clientAddress: requestAddress(1, () => '10.0.0.1') });
    const spoofed = (fake: string) =>
      postJson(app, 'contact', contact, { 'X-Forwarded-For': `${fake}, 198.51.100.20` });
    expect((await spoofed('1.1.1.1')).status).toBe(200);
    expect((await spoofed('2.2.2.2')).status).toBe(200);
    for (const fake of ['3.3.3.3', '<script>not-an-ip</script>', '4.4.4.4', '5.5.5.5', '6.6.6.6']) {
      expect((await spoofed(fake)).status).toBe(429);
    }
    // Another real client behind the same proxy has its own bucket.
    const other = await postJson(app, 'contact', contact, { 'X-Forwarded-For': '198.51.100.21' });
    expect(other.status).toBe(200);
  });

  it('count IPv6 addresses of one /64 in one bucket', async () => {
    let address = '2001:db8:1:2::1';
    const { app } = setup(2, { clientAddress: requestAddress(0, () => address) });
    expect((await postJson(app, 'contact', contact)).status).toBe(200);
    address = '2001:db8:1:2:ffff:ffff:ffff:1';
    expect((await postJson(app, 'contact', contact)).status).toBe(200);
    address = '2001:db8:1:2:abcd::99';
    expect((await postJson(app, 'contact', contact)).status).toBe(429);
    address = '2001:db8:1:3::1';
    expect((await postJson(app, 'contact', contact)).status).toBe(200);
  });

  it('answer the rate limit before reading a 5 MB body', async () => {
    const { app } = setup(1);
    expect(
      (
        await app.request('/application', {
          method: 'POST',
          body: application(applicant, { name: 'cv.pdf', bytes: pdfBytes() }),
        })
      ).status,
    ).toBe(200);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 80) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const limited = await app.request('/application', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(5 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(limited.status).toBe(429);
    // At most what the stream had buffered ahead; nowhere near the 5 MB.
    expect(pulled).toBeLessThan(5);
  });

  it('cap the daily upload volume per address, the uploads read at once, and refuse uploads under the free-space floor', async () => {
    const volume = setup(100, {
      uploads: { maxBytesPerDay: 300, concurrency: 4, minFreeBytes: 0 },
    });
    const send = (app: typeof volume.app, text: string) =>
      app.request('/application', {
        method: 'POST',
        body: application(applicant, { name: 'cv.pdf', bytes: pdfBytes(text) }),
      });
    expect((await send(volume.app, 'first')).status).toBe(200);
    const over = await send(volume.app, 'second');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: messages.uploadVolume });

    const low = setup(100, {
      uploads: { maxBytesPerDay: 1e9, concurrency: 4, minFreeBytes: 1000 },
      freeBytes: () => 999,
    });
    const refused = await send(low.app, 'x');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: messages.storageUnavailable });
    expect(listSubmissions(low.db)).toEqual([]);

    const busy = setup(100, { uploads: { maxBytesPerDay: 1e9, concurrency: 1, minFreeBytes: 0 } });
    let release!: () => void;
    const slow = busy.app.request('/application', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream({
        start(controller) {
          release = () => controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 20));
    const second = await send(busy.app, 'y');
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({ message: messages.uploadsBusy });
    release();
    expect((await slow).status).toBe(400);
    expect((await send(busy.app, 'z')).status).toBe(200);
  });

  it('refuse fake and macro-enabled CVs with the form message, and store a safe name', async () => {
    const { app, db, dataDir } = setup();
    const wrong = { message: 'The CV must be a PDF, DOC or DOCX document.' };
    const cases: [string, Uint8Array][] = [
      ['cv.pdf', new TextEncoder().encode('%PDF-1.7\n<html><script>alert(1)</script></html>')],
      [
        'cv.docx',
        new Uint8Array([
          0x50,
          0x4b,
          0x03,
          0x04,
          ...new TextEncoder().encode('word/document.xml....'),
        ]),
      ],
      ['cv.docx', zip({ ...docxEntries, 'word/vbaProject.bin': 'macro' })],
      ['cv.doc', ole(['Root Entry', 'WordDocument', 'Macros'])],
    ];
    for (const [name, bytes] of cases) {
      const response = await app.request('/application', {
        method: 'POST',
        body: application(applicant, { name, bytes }),
      });
      expect(response.status, name).toBe(422);
      expect(await response.json()).toEqual(wrong);
    }
    expect(listSubmissions(db)).toEqual([]);
    const good = await app.request('/application', {
      method: 'POST',
      body: application(applicant, { name: '..\\..\\cv\u202Efdp.docx', bytes: zip(docxEntries) }),
    });
    expect(good.status).toBe(200);
    expect(listSubmissions(db)[0]!.uploads[0]!.originalName).toBe('cvfdp.docx');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(1);
  });

  it('take a form the browser sent by itself: 303 to the thank-you page, or the error page with the problem', async () => {
    const errorHtml =
      '<html><body><h1>Contact message not sent</h1><p data-slot="form-error-message" class="x">Submission failed: Your submission could not be sent.</p></body></html>';
    const { app, db } = setup(100, {
      errorPage: (id) =>
        id === 'contact' ? { html: errorHtml, csp: "default-src 'self'" } : undefined,
    });
    const navigate = {
      'Sec-Fetch-Mode': 'navigate',
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    const sent = await app.request('/contact', {
      method: 'POST',
      headers: navigate,
      body: new URLSearchParams({ ...contact, company_fax: '' }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/form/contact/sent');
    expect(listSubmissions(db)[0]!.data).toEqual(contact);

    const refused = await app.request('/contact', {
      method: 'POST',
      headers: navigate,
      body: new URLSearchParams({ ...contact, websiteUrl: 'javascript:alert(1)<b>' }).toString(),
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'self'");
    const html = await refused.text();
    expect(html).toContain(
      '<p data-slot="form-error-message" class="x">Submission failed: Website URL must be a web address starting with http:// or https://.</p>',
    );
    expect(listSubmissions(db)).toHaveLength(1);

    // A multipart application, as a browser sends it with its file.
    const application = await app.request('/application', {
      method: 'POST',
      headers: { 'Sec-Fetch-Mode': 'navigate' },
      body: (() => {
        const data = new FormData();
        for (const [k, v] of Object.entries(applicant)) data.set(k, v);
        data.set('resume', new Blob([pdfBytes()]), 'cv.pdf');
        return data;
      })(),
    });
    expect(application.status).toBe(303);
    expect(application.headers.get('location')).toBe('/form/application/sent');
  });

  it('answer other methods with 405 and Allow, in JSON', async () => {
    const { app } = setup();
    const get = await app.request('/contact');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ message: 'This endpoint only accepts POST.' });
    const options = await app.request('/contact', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await app.request('/newsletter')).status).toBe(404);
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
    const pdf = pdfBytes();
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
      bytes: pdfBytes(),
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
