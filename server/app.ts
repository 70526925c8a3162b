/**
 * The embedded server's request handling: the prerendered pages and assets,
 * the not-found pages with their 404 status, and the security headers on
 * every response. Form and chat endpoints mount under /api.
 */
import { Hono } from 'hono';
import type { NotFoundPage } from '../app/site-manifest.ts';
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

export function createApp({ site, notFoundPages, mounts = [] }: AppOptions) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  for (const mount of mounts) app.route(mount.path, mount.app);
  // Nothing else lives under /api: a JSON 404, never an HTML page.
  app.all('/api/*', (c) => c.json({ message: 'There is no such endpoint.' }, 404));

  const send = (request: Request, file: StaticFile, status: 200 | 404): Response => {
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Cache-Control': status === 404 ? 'no-store' : file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    });
    if (file.csp) headers.set('Content-Security-Policy', file.csp);
    if (
      status === 200 &&
      etagMatches(request.headers.get('if-none-match') ?? undefined, file.etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined, file);
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
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Bad Request', 400);
    }

    // One URL per page: /features/ and /features/index.html go to /features.
    const canonical = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
    if (canonical !== pathname) return c.redirect(`${canonical}${url.search}`, 301);

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
