/**
 * Security headers for every response, and the Content-Security-Policy of
 * each page: scripts only from our origin plus the exact inline scripts the
 * page was built with (by hash), no plugins, no framing by other sites.
 */
import { createHash } from 'node:crypto';
import type { ExternalOrigins } from './build-config.ts';

export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** sha256 sources for every inline `<script>` (one without a src) in the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    // JSON-LD is data, not script; it needs no permission.
    if (/type\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Pages that embed the meeting scheduler mark its container with this attribute. */
export const SCHEDULER_MARKER = 'data-embed="scheduler"';

export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  origins: ExternalOrigins;
  /** The page embeds the scheduler: allow its script, frame and API, on this page only. */
  scheduler?: boolean;
}): string {
  const { scriptHashes, origins } = options;
  const scheduler = options.scheduler ? origins.scheduler : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...scheduler]],
    // Inline styles: the stylesheet is inlined into each page, and UI
    // primitives set style attributes. Style injection cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...new Set([...origins.connect, ...scheduler])]],
    ['frame-src', scheduler.length > 0 ? scheduler : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
