/**
 * Rules the content must follow beyond its TypeScript types. `checkContent`
 * runs before every build (scripts/check-content.ts) and in the unit tests,
 * so a bad slug, a missing FAQ entry or a wrong price fails the build, not
 * the visitor.
 */
import { z } from 'zod';
import { caseStudies } from './case-studies';
import { faqCategories, faqEntries, homeFaqIds, pricingFaq } from './faq';
import { extraFeatures, featureSections, homeFeatures, homeHighlights } from './features';
import { jobs } from './jobs';
import { cookies, privacy, terms } from './legal';
import { plans } from './plans';
import { releaseNotes } from './releases';
import { testimonials } from './testimonials';
import { vendorProfiles } from './vendor-profiles';
import { vendorCategories } from './vendors';

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case');
const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)');
const nullablePositive = z.number().positive().nullable();

const feature = z.object({ icon: kebab, title: text, description: text });

const plan = z
  .object({
    id: z.enum(['basic', 'plus', 'premium', 'enterprise']),
    name: text,
    description: text,
    monthlyPrice: nullablePositive,
    annualPrice: nullablePositive,
    limits: z.object({
      stores: nullablePositive,
      vendors: nullablePositive,
      ordersPerMonth: nullablePositive,
      products: nullablePositive,
    }),
    features: z.array(text).min(3),
    notIncluded: z.array(text),
    ctaText: text,
    highlight: z.boolean(),
    isEnterprise: z.boolean(),
  })
  .refine((p) => p.isEnterprise === (p.monthlyPrice === null), 'only Enterprise has custom pricing')
  .refine(
    (p) => p.monthlyPrice === null || (p.annualPrice !== null && p.annualPrice < p.monthlyPrice),
    'annual billing must cost less per month than monthly billing',
  );

const faqEntry = z.object({
  id: kebab,
  category: z.enum(faqCategories as [string, ...string[]]),
  question: z.string().trim().endsWith('?'),
  answer: text,
});

const testimonial = z.object({
  content: text,
  author: text,
  position: text,
  company: text,
  rating: z.number().int().min(1).max(5),
  image: z.object({
    initials: z.string().regex(/^[A-Z]{1,3}$/),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
});

const caseStudy = z.object({
  slug: kebab,
  title: text,
  company: text,
  industry: text,
  summary: z.string().min(50).max(200),
  challenge: z.array(text).min(1),
  solution: z.array(text).min(1),
  results: z.array(text).min(3),
  metrics: z.array(z.object({ value: text, label: text })).min(2),
  listed: z.boolean(),
});

const job = z.object({
  title: text,
  slug: kebab,
  location: text,
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
  datePosted: isoDate,
  description: text,
  responsibilities: z.array(text).min(3),
  qualifications: z.array(text).min(3),
});

const release = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  date: isoDate,
  summary: text,
  notes: z.object({
    newFeatures: z.array(text),
    improvements: z.array(text),
    bugFixes: z.array(text),
  }),
});

const legal = z.object({
  title: text,
  description: text,
  lastUpdated: z.literal('July 11, 2025'),
  intro: z.array(text),
  sections: z.array(z.object({ heading: text, body: z.array(text).min(1) })).min(5),
});

const vendorCategory = z.object({
  name: text,
  vendors: z
    .array(
      z.object({
        name: text,
        status: z.enum(['live', 'beta', 'coming-soon']),
        slug: kebab.optional(),
      }),
    )
    .min(1),
});

const vendorProfile = z.object({
  name: text,
  description: z.string().min(100).max(170),
  integrationMethod: z.enum(['API', 'FTP']),
  setupCost: z.literal('Free'),
  about: z.array(text).min(2),
  website: z.url({ protocol: /^https$/ }),
  headquarters: text,
  category: text,
  productCount: z.string().regex(/^[\d,]+\+?$/),
  specialization: text,
});

function unique<T>(items: T[], key: (item: T) => string, what: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) problems.push(`duplicate ${what}: ${k}`);
    seen.add(k);
  }
  return problems;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** All the content the checks read, so a test can hand in a broken copy. */
export const siteContent = {
  plans,
  homeFeatures,
  extraFeatures,
  homeHighlights,
  featureSections,
  faqCategories,
  faqEntries,
  homeFaqIds,
  pricingFaq,
  testimonials,
  caseStudies,
  jobs,
  releaseNotes,
  terms,
  privacy,
  cookies,
  vendorCategories,
  vendorProfiles,
};

export type SiteContent = typeof siteContent;

/** Every problem found in the content; empty when all is well. */
export function checkContent(content: SiteContent = siteContent): string[] {
  const {
    plans,
    homeFeatures,
    extraFeatures,
    homeHighlights,
    featureSections,
    faqCategories,
    faqEntries,
    homeFaqIds,
    pricingFaq,
    testimonials,
    caseStudies,
    jobs,
    releaseNotes,
    terms,
    privacy,
    cookies,
    vendorCategories,
    vendorProfiles,
  } = content;
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${name}: ${z.prettifyError(result.error)}`);
  };

  check('plans', z.array(plan).length(4), plans);
  check('homeFeatures', z.array(feature).length(8), homeFeatures);
  check('extraFeatures', z.array(feature).length(6), extraFeatures);
  check('homeHighlights', z.array(text).length(4), homeHighlights);
  check(
    'featureSections',
    z
      .array(z.object({ id: kebab, title: text, description: text, bullets: z.array(text).min(3) }))
      .length(4),
    featureSections,
  );
  check('faqEntries', z.array(faqEntry), faqEntries);
  check('pricingFaq', z.array(faqEntry), pricingFaq);
  check('testimonials', z.array(testimonial).length(3), testimonials);
  check('caseStudies', z.array(caseStudy), caseStudies);
  check('jobs', z.array(job).length(4), jobs);
  check('releaseNotes', z.array(release).min(1), releaseNotes);
  check('terms', legal, terms);
  check('privacy', legal, privacy);
  check('cookies', legal, cookies);
  check('vendorCategories', z.array(vendorCategory), vendorCategories);

  problems.push(...unique([...faqEntries, ...pricingFaq], (e) => e.id, 'FAQ id'));
  for (const id of homeFaqIds) {
    if (!faqEntries.some((e) => e.id === id)) problems.push(`homeFaqIds: no FAQ entry ${id}`);
  }
  for (const category of faqCategories) {
    if (!faqEntries.some((e) => e.category === category))
      problems.push(`FAQ category ${category} is empty`);
  }
  problems.push(...unique(caseStudies, (s) => s.slug, 'case study slug'));
  problems.push(...unique(jobs, (j) => j.title, 'job title'));
  problems.push(...unique(jobs, (j) => j.slug, 'job slug'));
  problems.push(...unique(releaseNotes, (r) => r.version, 'release version'));
  const vendors = vendorCategories.flatMap((c) => c.vendors);
  problems.push(...unique(vendors, (v) => v.name, 'vendor name'));
  problems.push(
    ...unique(
      vendors.filter((v) => v.slug),
      (v) => v.slug!,
      'vendor slug',
    ),
  );
  for (const vendor of vendors) {
    if (vendor.slug && vendor.status !== 'live')
      problems.push(`vendor ${vendor.name} has a page but is not live`);
  }
  for (const [slug, profile] of Object.entries(vendorProfiles)) {
    check(`vendorProfiles.${slug}`, vendorProfile, profile);
    const category = vendorCategories.find((c) => c.vendors.some((v) => v.slug === slug));
    const vendor = category?.vendors.find((v) => v.slug === slug);
    if (!category || !vendor) problems.push(`vendor profile ${slug} belongs to no listed vendor`);
    else if (vendor.name !== profile.name || category.name !== profile.category) {
      problems.push(
        `vendor profile ${slug}: name and category must be "${vendor.name}" in "${category.name}"`,
      );
    }
  }
  for (const vendor of vendors) {
    if (vendor.status === 'live' && vendor.slug && !vendorProfiles[vendor.slug]) {
      problems.push(`live vendor ${vendor.name} has a slug but no profile`);
    }
  }
  if (plans.filter((p) => p.highlight).length !== 1)
    problems.push('exactly one plan must be highlighted');
  for (let i = 1; i < releaseNotes.length; i++) {
    const [newer, older] = [releaseNotes[i - 1]!, releaseNotes[i]!];
    if (compareVersions(newer.version, older.version) <= 0 || newer.date < older.date) {
      problems.push(`release notes must be newest first: ${newer.version} before ${older.version}`);
    }
  }

  return problems;
}
