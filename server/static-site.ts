/**
 * The prerendered build, loaded into memory at startup: every file with its
 * precompressed variants, content type, ETag and caching policy, and every
 * page with its own Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExternalOrigins } from './build-config.ts';
import { contentSecurityPolicy, inlineScriptHashes, SCHEDULER_MARKER } from './security-headers.ts';

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Set for HTML pages. */
  csp?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown twins (app/lib/markdown-twins).
  '.md': 'text/markdown; charset=utf-8',
  // The vendor price list template (public/templates), opened by spreadsheets.
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.woff2': 'font/woff2',
  // React Router's prerendered route data (turbo-stream).
  '.data': 'text/x-script; charset=utf-8',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Files under /assets/ carry a content hash in their name, so they never change. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export interface StaticSite {
  /** URL path of a file ('/assets/x.js', '/features/index.html') to the file. */
  files: Map<string, StaticFile>;
}

export function loadStaticSite(clientDir: string, origins: ExternalOrigins): StaticSite {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run npm run build`);
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const urlPath = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
    const body = readFileSync(full);
    const file: StaticFile = {
      body,
      contentType: contentTypeFor(full),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      cacheControl: cacheControlFor(urlPath),
    };
    if (existsSync(`${full}.br`)) file.br = readFileSync(`${full}.br`);
    if (existsSync(`${full}.gz`)) file.gzip = readFileSync(`${full}.gz`);
    if (full.endsWith('.html')) {
      const html = body.toString('utf8');
      file.csp = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        origins,
        scheduler: html.includes(SCHEDULER_MARKER),
      });
    }
    files.set(urlPath, file);
  }
  return { files };
}
