import { describe, expect, it } from 'vitest';
import { fillDocFacts } from './doc-facts';
import { findBritishSpellings, findFactConflicts } from './fact-check';
import { checkContent, siteContent, type SiteContent } from './check';

const today = '2026-11-23';

describe('content', () => {
  it('passes every schema and cross-reference check', () => {
    expect(checkContent(siteContent, { today })).toEqual([]);
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
    } as unknown as SiteContent;
    const problems = checkContent(broken, { today }).join('\n');
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

  it('checks the modules that used to be unchecked: about, how it works, API, navigation, setup fees', () => {
    const broken = {
      ...siteContent,
      about: { ...siteContent.about, values: siteContent.about.values.slice(0, 3) },
      howItWorksSteps: siteContent.howItWorksSteps.map((s, i) =>
        i === 0 ? { ...s, details: { ...s.details, items: [] } } : s,
      ),
      apiEndpoints: [{ ...siteContent.apiEndpoints[0]!, path: '/v1/products' }],
      headerLinks: [...siteContent.headerLinks, { label: 'Blog', to: 'blog' }],
      setupFees: siteContent.setupFees.map((f) => (f.id === 'pre-built' ? { ...f, price: -1 } : f)),
    } as unknown as SiteContent;
    const problems = checkContent(broken, { today }).join('\n');
    expect(problems).toMatch(/about:[\s\S]*values/);
    expect(problems).toMatch(/howItWorksSteps:[\s\S]*items/);
    expect(problems).toMatch(/apiEndpoints:[\s\S]*\/wh\/api\//);
    expect(problems).toMatch(/headerLinks:[\s\S]*(path|length|4)/);
    expect(problems).toMatch(/setupFees:[\s\S]*price/);
  });

  it('accepts only icons that app/components/icons.tsx bundles', () => {
    const broken = {
      ...siteContent,
      homeFeatures: siteContent.homeFeatures.map((f, i) =>
        i === 0 ? { ...f, icon: 'rocket' } : f,
      ),
    } as unknown as SiteContent;
    expect(checkContent(broken, { today }).join('\n')).toMatch(/homeFeatures:[\s\S]*icon/);
  });

  it('fails on a job posting whose validThrough has passed', () => {
    expect(checkContent(siteContent, { today: '2027-03-01' }).join('\n')).toMatch(
      /job ".+" closed on 2027-0\d-\d\d/,
    );
    const backwards = {
      ...siteContent,
      jobs: siteContent.jobs.map((j, i) => (i === 0 ? { ...j, validThrough: j.datePosted } : j)),
    };
    expect(checkContent(backwards, { today }).join('\n')).toContain(
      'validThrough must come after datePosted',
    );
  });

  it('lets a new job in with one entry and no type change, but keeps the spec positions', () => {
    const extra = {
      ...siteContent.jobs[0]!,
      title: 'Senior Data Engineer',
      slug: 'senior-data-engineer',
    };
    expect(checkContent({ ...siteContent, jobs: [...siteContent.jobs, extra] }, { today })).toEqual(
      [],
    );
    const missing = { ...siteContent, jobs: siteContent.jobs.slice(1) };
    expect(checkContent(missing, { today }).join('\n')).toContain(
      `the spec's "${siteContent.jobs[0]!.title}" is missing`,
    );
  });

  it('fails on a home dashboard that routes more orders than its plan allows', () => {
    const broken = {
      ...siteContent,
      home: {
        ...siteContent.home,
        dashboardPreview: { ...siteContent.home.dashboardPreview, ordersToday: 57 },
      },
    };
    expect(checkContent(broken, { today }).join('\n')).toContain(
      'home dashboard preview routes 57 orders a day, over the Plus limit of 400 a month',
    );
  });
});

describe('facts stated twice', () => {
  const check = (text: string) => findFactConflicts([{ name: 'docs/x.md', text }], siteContent);

  it('accepts each fact as its module states it', () => {
    expect(
      check(
        'Start a 14-day free trial. We answer Monday to Friday, 9 AM to 6 PM Eastern Time. A custom API integration costs $500. Take $25 off Plus. Basic is $99 a month, or $89 billed annually.',
      ),
    ).toEqual([]);
  });

  it('fails on a number stated differently from its source module', () => {
    const problems = check(
      'Try it with a 30-day free trial. Support: Mon-Fri 9 AM-5 PM EST. A CSV/XML/FTP integration costs $250. Save 15% with annual billing. Plus costs $149.',
    ).join('\n');
    expect(problems).toContain('free trial length in days is "30"');
    expect(problems).toContain('support hours is "9 AM-5 PM"');
    expect(problems).toContain('support time zone is "EST"');
    expect(problems).toContain('setup fee per vendor (csv/xml/ftp) is "250"');
    expect(problems).toContain('annual billing saving is "15"');
    expect(problems).toContain('plan price (plus) is "149"');
    expect(problems.split('\n').every((p) => p.startsWith('docs/x.md:'))).toBe(true);
  });

  it('fails when two modules disagree about the plans with API access', () => {
    expect(check('API access is included on Premium and Enterprise.')).toEqual([]);
    expect(check('API access is a Premium feature.').join('\n')).toContain(
      'plans with API access is "Premium"',
    );
    expect(check('API access is included on Plus and Premium.').join('\n')).toContain(
      'plans with API access is "Plus and Premium"',
    );
    expect(check('Premium reply in about 4 hours.').join('\n')).toContain('Premium reply time');
  });
});

describe('US spelling', () => {
  it('fails on British spellings from the list, and says the US form', () => {
    const problems = findBritishSpellings([
      {
        name: 'content.x',
        text: 'Our catalogue and fulfilment partners; send an e-mail. Optimised!',
      },
    ]);
    expect(problems).toEqual([
      'content.x: British spelling "catalogue", write "catalog" (US English)',
      'content.x: British spelling "fulfilment", write "fulfillment" (US English)',
      'content.x: British spelling "e-mail", write "email" (US English)',
      'content.x: British spelling "optimised", write "optimized" (US English)',
    ]);
  });

  it('leaves US spellings and longer words alone', () => {
    expect(
      findBritishSpellings([
        { name: 'x', text: 'catalog, fulfillment, email, colorful, centered' },
      ]),
    ).toEqual([]);
  });
});

describe('facts in Markdown', () => {
  it('fills a fact by name and refuses an unknown one', () => {
    expect(fillDocFacts('Hours: {{supportHours}}.')).toBe(
      `Hours: ${siteContent.company.supportHours}.`,
    );
    expect(() => fillDocFacts('{{noSuchFact}}')).toThrow('unknown fact {{noSuchFact}}');
  });
});
