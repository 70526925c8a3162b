import { describe, expect, it } from 'vitest';
import { isExternalHref, isSafeHref, lastPathSegment } from './links';

describe('isExternalHref', () => {
  it('treats other origins, mail and phone links as external', () => {
    expect(isExternalHref('https://app.vendorhub.io/auth/login')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('mailto:sales@vendorhub.io')).toBe(true);
    expect(isExternalHref('tel:+15550100')).toBe(true);
  });
  it('treats paths and anchors as internal', () => {
    expect(isExternalHref('/pricing')).toBe(false);
    expect(isExternalHref('/documentation#api')).toBe(false);
    expect(isExternalHref('#faq')).toBe(false);
  });
});

describe('isSafeHref', () => {
  it('allows web, mail and phone links, site paths and anchors', () => {
    expect(isSafeHref('https://n8n.io')).toBe(true);
    expect(isSafeHref('HTTP://example.com/x')).toBe(true);
    expect(isSafeHref('mailto:support@vendorhub.io')).toBe(true);
    expect(isSafeHref('tel:+15550100')).toBe(true);
    expect(isSafeHref('/documentation/pricing-rules#enforce-map')).toBe(true);
    expect(isSafeHref('#faq')).toBe(true);
  });
  it('refuses other schemes, protocol-relative links and backslash or control-character tricks', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https:\\\\evil.example',
      'evil.example',
      '',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
    expect(isSafeHref('/\\evil.example')).toBe(false);
  });
});

describe('lastPathSegment', () => {
  it('gives the slug of a page URL', () => {
    expect(lastPathSegment(new URL('http://x.test/vendor-integrations/nora'))).toBe('nora');
    expect(lastPathSegment(new URL('http://x.test/documentation/add-vendor/'))).toBe('add-vendor');
  });
});
