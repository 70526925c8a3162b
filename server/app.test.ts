import { describe, expect, it } from 'vitest';
import { createApp, chooseEncoding, etagMatches } from './app';
import type { StaticFile, StaticSite } from './static-site';

function file(body: string, extra: Partial<StaticFile> = {}): StaticFile {
  return {
    body: Buffer.from(body),
    contentType: 'text/html; charset=utf-8',
    etag: `"${body.length}-etag"`,
    cacheControl: 'public, max-age=0, must-revalidate',
    ...extra,
  };
}

const site: StaticSite = {
  files: new Map([
    ['/index.html', file('<h1>Home</h1>', { csp: "default-src 'self'" })],
    [
      '/features/index.html',
      file('<h1>Features</h1>', { br: Buffer.from('br!'), gzip: Buffer.from('gz!') }),
    ],
    ['/404.html', file('<h1>Page Not Found</h1>')],
    ['/vendor-integrations/404.html', file('<h1>Vendor Not Found</h1>')],
    [
      '/assets/app-1.js',
      file('console.log(1)', {
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: 'public, max-age=31536000, immutable',
      }),
    ],
  ]),
};

const app = createApp({
  site,
  notFoundPages: [
    {
      prerenderPath: '/vendor-integrations/__not-found',
      file: 'vendor-integrations/404.html',
      matches: (p) => /^\/vendor-integrations\/[^/]+$/.test(p),
    },
    { prerenderPath: '/__not-found', file: '404.html', matches: () => true },
  ],
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('pages', () => {
  it('serves a prerendered page with 200, its CSP and security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Home</h1>');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown paths with the matching not-found page and 404', async () => {
    const vendor = await get('/vendor-integrations/unknown');
    expect(vendor.status).toBe(404);
    expect(await vendor.text()).toBe('<h1>Vendor Not Found</h1>');
    const deeper = await get('/vendor-integrations/unknown/deeper');
    expect(await deeper.text()).toBe('<h1>Page Not Found</h1>');
    const other = await get('/nope');
    expect(other.status).toBe(404);
    expect(other.headers.get('cache-control')).toBe('no-store');
  });

  it('never serves a not-found file as a page of its own', async () => {
    expect((await get('/404.html')).status).toBe(404);
    expect((await get('/index.html', {})).status).toBe(301);
  });

  it('redirects trailing slashes and index.html to the canonical path', async () => {
    const res = await get('/features/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/features?a=1');
    expect((await get('/features/index.html')).headers.get('location')).toBe('/features');
  });

  it('sends the best precompressed variant the client accepts', async () => {
    const br = await get('/features', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('br!');
    const gz = await get('/features', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/features');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<h1>Features</h1>');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/');
    const res = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('rejects malformed escapes, control characters and non-GET methods', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/features%0D%0ASet-Cookie:%20x=1/')).status).toBe(400);
    expect((await get('/a%00b')).status).toBe(400);
    expect((await app.request('/', { method: 'DELETE' })).status).toBe(405);
  });

  it('never redirects to another site', async () => {
    for (const path of [
      '//evil.example/',
      '/%2Fevil.example/',
      '/%5Cevil.example/',
      '/%2F%2Fevil.example%2F',
      '///evil.example/index.html',
      '/%5C%5Cevil.example/',
    ]) {
      const res = await get(path);
      const location = res.headers.get('location');
      if (location === null) {
        expect(res.status, path).toBe(404);
        continue;
      }
      expect(res.status, path).toBe(301);
      const target = new URL(location, 'https://vendorhub.io/');
      expect(target.origin, `${path} -> ${location}`).toBe('https://vendorhub.io');
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('gives each encoding of a file its own ETag, and matches only its own', async () => {
    const br = await get('/features', { 'accept-encoding': 'br' });
    const gz = await get('/features', { 'accept-encoding': 'gzip' });
    const plain = await get('/features');
    const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(
      (await get('/features', { 'accept-encoding': 'br', 'if-none-match': tags[0]! })).status,
    ).toBe(304);
    expect(
      (await get('/features', { 'accept-encoding': 'gzip', 'if-none-match': tags[0]! })).status,
    ).toBe(200);
  });
});

describe('api errors', () => {
  it('answer in JSON, without details', async () => {
    const { Hono } = await import('hono');
    const failing = new Hono();
    failing.get('/boom', () => {
      throw new Error('secret detail');
    });
    const withApi = createApp({
      site,
      notFoundPages: [],
      mounts: [{ path: '/api/test', app: failing }],
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await withApi.request('/api/test/boom');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again in a minute.',
      });
      const missing = await withApi.request('/api/nothing');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'There is no such endpoint.' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('assets', () => {
  it('are cached for a year; a missing one is a plain 404', async () => {
    const res = await get('/assets/app-1.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/app-2.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
  });
});

describe('chooseEncoding', () => {
  const f = file('x', { br: Buffer.from('b'), gzip: Buffer.from('g') });
  it('honours q=0 and wildcards', () => {
    expect(chooseEncoding('br;q=0, gzip', f)).toBe('gzip');
    expect(chooseEncoding('*', f)).toBe('br');
    expect(chooseEncoding('identity', f)).toBe('identity');
    expect(chooseEncoding(undefined, f)).toBe('identity');
  });
});

describe('etagMatches', () => {
  it('accepts lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
