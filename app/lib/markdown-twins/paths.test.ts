import { describe, expect, it } from 'vitest';
import { pagePathForTwin, twinPathFor } from './paths';

describe('twin paths', () => {
  it.each([
    ['/pricing', '/pricing.md'],
    ['/documentation', '/documentation.md'],
    ['/documentation/pricing-rules', '/documentation/pricing-rules.md'],
    ['/vendor-integrations/nora', '/vendor-integrations/nora.md'],
    ['/case-studies/fixturefarm', '/case-studies/fixturefarm.md'],
    ['/privacy', '/privacy.md'],
  ])('%s has its twin at %s, and back', (page, twin) => {
    expect(twinPathFor(page)).toBe(twin);
    expect(pagePathForTwin(twin)).toBe(page);
  });
  it.each([
    '/',
    '/contact',
    '/application',
    '/form/contact/sent',
    '/vendor-integrations/__not-found',
  ])('%s has none', (page) => expect(twinPathFor(page)).toBeUndefined());
  it('reads no twin path from a page path or a path with two levels', () => {
    expect(pagePathForTwin('/pricing')).toBeUndefined();
    expect(pagePathForTwin('/documentation/a/b.md')).toBeUndefined();
  });
});
