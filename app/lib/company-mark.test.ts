import { describe, expect, it } from 'vitest';
import { caseStudies } from '~/content/case-studies';
import { companyInitials, MARK_COLORS, markColor } from './company-mark';

describe('companyInitials', () => {
  it('takes the capitals of camel-cased brand names', () => {
    expect(companyInitials('FixtureFarm')).toBe('FF');
    expect(companyInitials('FashionPlus')).toBe('FP');
    expect(companyInitials('VendorHub Inc')).toBe('VH');
  });

  it('takes the first letter of up to two words otherwise', () => {
    expect(companyInitials('Evertail')).toBe('E');
    expect(companyInitials('Condomania')).toBe('C');
    expect(companyInitials('acme widgets and more')).toBe('AW');
  });

  it('gives every case study one or two letters', () => {
    for (const study of caseStudies) {
      expect(companyInitials(study.company)).toMatch(/^\p{Lu}{1,2}$/u);
    }
  });
});

describe('markColor', () => {
  it('always picks the same palette colour for a slug', () => {
    expect(markColor('fixturefarm')).toBe(markColor('fixturefarm'));
    for (const study of caseStudies) expect(MARK_COLORS).toContain(markColor(study.slug));
  });

  it('gives the three listed stories different colours', () => {
    const listed = caseStudies.filter((s) => s.listed).map((s) => markColor(s.slug));
    expect(new Set(listed).size).toBe(listed.length);
  });
});
