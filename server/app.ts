/**
 * The embedded server's request handling: the prerendered pages and assets,
 * the not-found pages with their 404 status, and the security headers on
 * every response. Form and chat endpoints mount under /api.
 */
import { Hono } from 'hono';
import type { NotFoundPage } from '#app/site-manifest.ts';
import { baseSecurityHeaders } from './security-headers.ts';
import type { StaticFile, StaticSite } from './static-site.ts';

export interface AppOptions {
  site: StaticSite;
  notFoundPages: NotFoundPage[];
  /** Sub-apps mounted before the static site, such as the form endpoints under /api/forms. */
  mounts?: { path: string; app: Hono }[];
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those we have for the file. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.br && ok('br')) return 'br';
  if (file.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/** The ETag of one encoding of a file: the identity body's tag, marked for br and gzip. */
export function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * The decoded path, or undefined for a path no page can have: bad percent
 * encoding, or control characters (a CR/LF would end up in a header).
 */
export function decodePath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return /[\u0000-\u001f\u007f]/.test(decoded) ? undefined : decoded;
}

/**
 * The one URL of a page, from the path as sent: without /index.html or a
 * trailing slash, and with leading slashes collapsed, so the result is always
 * a path on this site (never //host or /\host, which browsers read as
 * another site).
 */
export function canonicalPath(rawPath: string): string {
  const path = rawPath
    .replace(/\/index\.html$/i, '/')
    .replace(/(.)\/+$/, '$1')
    .replace(/^[/\\]+/, '/');
  return path.startsWith('/') ? path : `/${path}`;
}

export function createApp({ site, notFoundPages, mounts = [] }: AppOptions) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // An error under /api answers in JSON like every other API answer; the
  // details go to the log, never to the client.
  app.onError((error, c) => {
    console.error(`${c.req.method} ${new URL(c.req.url).pathname}:`, error);
    if (new URL(c.req.url).pathname.startsWith('/api/')) {
      return c.json(
        { message: 'Something went wrong on our side. Please try again in a minute.' },
        500,
      );
    }
    return c.text('Internal Server Error', 500);
  });

  for (const mount of mounts) app.route(mount.path, mount.app);
  // Nothing else lives under /api: a JSON 404, never an HTML page.
  app.all('/api/*', (c) => c.json({ message: 'There is no such endpoint.' }, 404));

  const send = (request: Request, file: StaticFile, status: 200 | 404): Response => {
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined, file);
    // Each encoding is a different body, so it has its own strong ETag.
    const etag = etagFor(file.etag, encoding);
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Cache-Control': status === 404 ? 'no-store' : file.cacheControl,
      ETag: etag,
      Vary: 'Accept-Encoding',
    });
    if (file.csp) headers.set('Content-Security-Policy', file.csp);
    if (status === 200 && etagMatches(request.headers.get('if-none-match') ?? undefined, etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body!.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body!), {
      status,
      headers,
    });
  };

  app.on(['GET', 'HEAD'], '*', (c) => {
    const url = new URL(c.req.url);
    const pathname = decodePath(url.pathname);
    if (pathname === undefined) return c.text('Bad Request', 400);

    // One URL per page: /features/ and /features/index.html go to /features.
    // The target is built from the path as it was sent (still encoded), so
    // /%2Fevil.example/ stays /%2Fevil.example on this site.
    const target = canonicalPath(url.pathname);
    if (target !== url.pathname) return c.redirect(`${target}${url.search}`, 301);

    const file =
      (pathname.endsWith('.html') ? undefined : site.files.get(pathname)) ??
      site.files.get(pathname === '/' ? '/index.html' : `${pathname}/index.html`);
    if (file) return send(c.req.raw, file, 200);

    // Route data of a page that does not exist, or a missing asset: no page.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    }
    for (const page of notFoundPages) {
      const notFound = site.files.get(`/${page.file}`);
      if (notFound && page.matches(pathname)) return send(c.req.raw, notFound, 404);
    }
    return c.text('Not Found', 404);
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}
