import { describe, expect, it } from 'vitest';
import { checkContent, siteContent } from './schema';

describe('content', () => {
  it('passes every schema and cross-reference check', () => {
    expect(checkContent()).toEqual([]);
  });

  it('reports broken content', () => {
    const [first, ...rest] = siteContent.faqEntries;
    const broken = {
      ...siteContent,
      plans: siteContent.plans.map((p) => (p.id === 'basic' ? { ...p, annualPrice: 120 } : p)),
      faqEntries: [first!, { ...first! }, ...rest],
      homeFaqIds: [...siteContent.homeFaqIds, 'no-such-question'],
      testimonials: siteContent.testimonials.map((t, i) => (i === 0 ? { ...t, rating: 6 } : t)),
      releaseNotes: [...siteContent.releaseNotes].reverse(),
      terms: { ...siteContent.terms, lastUpdated: 'July 12, 2025' },
      vendorProfiles: {
        ...Object.fromEntries(
          Object.entries(siteContent.vendorProfiles).filter(([slug]) => slug !== 'nora'),
        ),
        acme: { ...siteContent.vendorProfiles.nora!, name: 'Acme' },
        kuzco: { ...siteContent.vendorProfiles.kuzco!, category: 'Adult' },
      },
    };
    const problems = checkContent(broken).join('\n');
    expect(problems).toContain('annual billing must cost less per month');
    expect(problems).toContain(`duplicate FAQ id: ${first!.id}`);
    expect(problems).toContain('homeFaqIds: no FAQ entry no-such-question');
    expect(problems).toMatch(/testimonials:[\s\S]*rating/);
    expect(problems).toContain('release notes must be newest first');
    expect(problems).toContain('terms:');
    expect(problems).toContain('live vendor Nora Lighting has a slug but no profile');
    expect(problems).toContain('vendor profile acme belongs to no listed vendor');
    expect(problems).toContain('vendor profile kuzco: name and category must be');
  });
});
