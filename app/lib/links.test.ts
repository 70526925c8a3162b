import { describe, expect, it } from 'vitest';
import { isExternalHref, lastPathSegment } from './links';

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

describe('lastPathSegment', () => {
  it('gives the slug of a page URL', () => {
    expect(lastPathSegment(new URL('http://x.test/vendor-integrations/nora'))).toBe('nora');
    expect(lastPathSegment(new URL('http://x.test/documentation/add-vendor/'))).toBe('add-vendor');
  });
});
