/** The embedded server's HTTP contract: redirects, caching, compression, headers. */
import { expect, test } from '@playwright/test';

test('a trailing slash redirects permanently to the canonical URL', async ({ request }) => {
  const response = await request.get('/features/?ref=x', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/features?ref=x');
});

test('pages carry strict security headers and a hash-based CSP', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test('HTML is revalidated by ETag and answers 304 when unchanged', async ({ request }) => {
  const first = await request.get('/pricing');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(first.headers()['cache-control']).toContain('max-age=0');
  const second = await request.get('/pricing', { headers: { 'If-None-Match': etag! } });
  expect(second.status()).toBe(304);
});

test('hashed assets are precompressed and cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(script!, { headers: { 'Accept-Encoding': accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toContain('text/javascript');
  }
});

test('a missing asset is a plain 404, not a page', async ({ request }) => {
  const response = await request.get('/assets/missing-123.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/plain');
});

test('other methods are refused on pages', async ({ request }) => {
  expect((await request.post('/features')).status()).toBe(405);
});
