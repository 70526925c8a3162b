import { describe, expect, it } from 'vitest';
import { slugify, versionId } from './slug';

describe('slugify', () => {
  it('makes lowercase, dash-separated ids from numbered legal headings', () => {
    expect(slugify('1. The service')).toBe('1-the-service');
    expect(slugify('11. Disclaimers and limitation of liability')).toBe(
      '11-disclaimers-and-limitation-of-liability',
    );
    expect(slugify('5. The VendorHub app')).toBe('5-the-vendorhub-app');
  });

  it('drops punctuation, apostrophes and accents, and trims dashes', () => {
    expect(slugify('12. Governing law, changes and contact')).toBe(
      '12-governing-law-changes-and-contact',
    );
    expect(slugify("Don't see your role?")).toBe('dont-see-your-role');
    expect(slugify('  Café  ')).toBe('cafe');
  });
});

describe('versionId', () => {
  it('gives the latest release (2.1.0) the id v2-1-0', () => {
    expect(versionId('2.1.0')).toBe('v2-1-0');
    expect(versionId('1.10.2')).toBe('v1-10-2');
  });
});

describe('slugify with ampersands', () => {
  it("reads '&' as 'and'", () => {
    expect(slugify('Price & Cost sync')).toBe('price-and-cost-sync');
    expect(slugify('Features & Functionality')).toBe('features-and-functionality');
  });
});
