import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/db';
import { createDocsFeedbackStore } from '../storage/docs-feedback';
import { MAX_COMMENT, parseDocsFeedback } from './docs-feedback';
import { createFeedbackRoutes } from './routes';

const pages = ['add-vendor', 'pricing-rules'];

describe('parseDocsFeedback', () => {
  it.each([
    [
      { page: 'add-vendor', helpful: 'yes' },
      { page: 'add-vendor', helpful: true, comment: '' },
    ],
    [
      { page: 'add-vendor', helpful: 'no', comment: '  Step 3 is unclear \n' },
      { page: 'add-vendor', helpful: false, comment: 'Step 3 is unclear' },
    ],
  ])('keeps %j', (fields, value) => {
    expect(parseDocsFeedback(fields, pages)).toEqual({ ok: true, value });
  });

  it.each([
    [{ page: '../etc', helpful: 'yes' }, 'The page is not a documentation article.'],
    [{ page: 'add-vendor', helpful: 'maybe' }, "Choose 'Yes' or 'No'."],
    [
      { page: 'add-vendor', helpful: 'no', comment: 'x'.repeat(MAX_COMMENT + 1) },
      'The comment is too long (at most 500 characters).',
    ],
    [
      { page: 'add-vendor', helpful: 'no', comment: 'bad \u001b[31m' },
      'The comment has characters we cannot keep.',
    ],
  ])('refuses %j', (fields, message) => {
    expect(parseDocsFeedback(fields, pages)).toEqual({ ok: false, message });
  });
});

describe('POST /docs', () => {
  const setup = (max = 100) => {
    const db = openDatabase(mkdtempSync(path.join(tmpdir(), 'feedback-')));
    const app = createFeedbackRoutes({
      store: createDocsFeedbackStore(db),
      pages,
      rateLimit: { max, windowMs: 60_000 },
    });
    const post = (fields: Record<string, string>) =>
      app.request('/docs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const rows = () => db.prepare('SELECT page, helpful, comment FROM docs_feedback').all();
    return { app, post, rows };
  };

  it('stores the answer and sends the browser back to the thank-you state', async () => {
    const { post, rows } = setup();
    const response = await post({ page: 'add-vendor', helpful: 'no', comment: 'Missing CSV' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/documentation/add-vendor#feedback-thanks');
    expect(rows()).toEqual([{ page: 'add-vendor', helpful: 0, comment: 'Missing CSV' }]);
  });

  it('refuses a bad answer, an unknown page, JSON and a flood, storing nothing', async () => {
    const { app, post, rows } = setup(1);
    const bad = await post({ page: 'add-vendor', helpful: 'perhaps' });
    expect(bad.headers.get('location')).toBe('/documentation/add-vendor#feedback-failed');
    expect((await post({ page: 'nope', helpful: 'yes' })).status).toBe(400);
    const json = await app.request('/docs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(rows()).toEqual([]);
    // The limiter counted the answer on a known page; the next one is refused.
    const flood = await post({ page: 'add-vendor', helpful: 'yes' });
    expect(flood.headers.get('location')).toBe('/documentation/add-vendor#feedback-failed');
    expect(rows()).toEqual([]);
  });
});
