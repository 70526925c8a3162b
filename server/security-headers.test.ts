import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { externalOrigins } from './build-config';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external scripts and JSON-LD', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">import("/assets/x.js");</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = 1;'),
      sha('import("/assets/x.js");'),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only our origin, the page hashes and the configured webhooks', () => {
    const origins = externalOrigins({
      VITE_CHAT_WEBHOOK_URL: 'https://n8n.example.com/webhook/abc/chat',
    });
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], origins });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://n8n.example.com;");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('cal.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
  it('allows the scheduler only on a page that embeds it', () => {
    const origins = externalOrigins({});
    const csp = contentSecurityPolicy({ scriptHashes: [], origins, scheduler: true });
    expect(csp).toContain("script-src 'self' https://app.cal.com https://cal.com");
    expect(csp).toContain('frame-src https://app.cal.com https://cal.com');
    expect(csp).toContain("connect-src 'self' https://app.cal.com https://cal.com");
  });
  it('ignores relative webhook URLs, which stay on our origin', () => {
    const origins = externalOrigins({ VITE_CONTACT_WEBHOOK_URL: '/api/forms/contact' });
    expect(origins.connect).toEqual([]);
  });
});
