import { describe, expect, it } from 'vitest';
import { sitePages } from '~/site-manifest';
import { socialImageFor, socialSectionFor, socialSections } from './social';

describe('socialSectionFor', () => {
  it('maps paths to their section', () => {
    expect(socialSectionFor('/')).toBe('home');
    expect(socialSectionFor('/documentation/pricing-rules')).toBe('docs');
    expect(socialSectionFor('/vendor-integrations/nora')).toBe('vendors');
    expect(socialSectionFor('/privacy')).toBe('legal');
    expect(socialSectionFor('/pricing')).toBe('product');
    expect(socialImageFor('/careers')).toBe('/og/careers.png');
  });
  it('agrees with the manifest for every page', () => {
    const ids = new Set<string>(socialSections.map((s) => s.id));
    for (const page of sitePages) {
      expect(ids.has(socialSectionFor(page.path))).toBe(true);
      expect(socialSectionFor(page.path), page.path).toBe(page.section);
    }
  });
});
