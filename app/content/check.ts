/**
 * The content checks: runs the schemas of schema.ts over every content module
 * and the rules a schema cannot express (unique slugs and ids, cross-references,
 * facts stated the same way everywhere, job postings still open, US spelling).
 * scripts/check-content.ts runs them before every build and check.test.ts in
 * the unit tests, so bad content fails the build, not the visitor.
 *
 * This is the one module that imports both the schemas and the content; no
 * content module imports it.
 */
import { z } from 'zod';
import { about } from './about';
import { apiEndpoints, apiGuide } from './api-reference';
import { caseStudies } from './case-studies';
import { company } from './company';
import { faqCategories, faqEntries, homeFaqIds, pricingFaq } from './faq';
import { extraFeatures, featureSections, homeFeatures, homeHighlights } from './features';
import { dashboardPreview } from './dashboard-preview';
import { dataRetention } from './data-retention';
import { homeCta, homeHero, homeResults } from './home';
import { benefitStats, steps as howItWorksSteps } from './how-it-works';
import { integrationMethodSteps, whatSyncs } from './integration-methods';
import { featureIllustrations } from './feature-illustrations';
import { jobs, requiredJobTitles } from './jobs';
import { cookies, privacy, terms } from './legal';
import { footerGroups, footerLegalLinks, headerLinks } from './navigation';
import {
  annualDiscountPercent,
  apiPlansLabel,
  catalogTiers,
  planComparison,
  plans,
  productSyncOnlyOptions,
  setupFees,
  setupFeesNote,
} from './plans';
import { releaseNotes } from './releases';
import { support } from './support';
import { testimonials } from './testimonials';
import { vendorProfiles } from './vendor-profiles';
import { vendorCategories } from './vendors';
import { findBritishSpellings, findFactConflicts, type TextSource } from './fact-check';
import {
  aboutSchema,
  apiEndpointSchema,
  apiGuideSchema,
  benefitStatSchema,
  caseStudySchema,
  catalogTierSchema,
  companySchema,
  comparisonGroupSchema,
  dataRetentionSchema,
  faqCategorySchema,
  faqEntrySchema,
  featureIllustrationSchema,
  featureSchema,
  featureSectionSchema,
  footerGroupSchema,
  homeSchema,
  howItWorksStepSchema,
  integrationMethodSchema,
  jobSchema,
  legalDocumentSchema,
  navLinkSchema,
  planSchema,
  productSyncOnlySchema,
  releaseNoteSchema,
  setupFeeSchema,
  supportSchema,
  testimonialSchema,
  textSchema,
  vendorCategorySchema,
  vendorProfileSchema,
} from './schema';

/** All the content the checks read, so a test can hand in a broken copy. */
export const siteContent = {
  company,
  support,
  dataRetention,
  plans,
  annualDiscountPercent,
  apiPlansLabel,
  setupFees,
  setupFeesNote,
  productSyncOnlyOptions,
  catalogTiers,
  planComparison,
  homeFeatures,
  extraFeatures,
  homeHighlights,
  featureSections,
  featureIllustrations,
  faqCategories,
  faqEntries,
  homeFaqIds,
  pricingFaq,
  testimonials,
  caseStudies,
  jobs,
  requiredJobTitles,
  releaseNotes,
  terms,
  privacy,
  cookies,
  vendorCategories,
  vendorProfiles,
  about,
  howItWorksSteps,
  benefitStats,
  apiEndpoints,
  apiGuide,
  headerLinks,
  footerGroups,
  footerLegalLinks,
  integrationMethodSteps,
  whatSyncs,
  home: { hero: homeHero, results: homeResults, cta: homeCta, dashboardPreview },
};

export type SiteContent = typeof siteContent;

export interface CheckOptions {
  /** ISO date the check runs on; job postings must still be open on it. */
  today?: string;
  /** Markdown articles and other prose to check for facts and spelling, by name. */
  documents?: TextSource[];
}

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

/** The content as named text sources, one per module export, for the fact and spelling checks. */
export function contentSources(content: SiteContent): TextSource[] {
  return Object.entries(content).map(([name, value]) => ({
    name: `content.${name}`,
    text: JSON.stringify(value),
  }));
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** Every problem found in the content; empty when all is well. */
export function checkContent(
  content: SiteContent = siteContent,
  { today = isoToday(), documents = [] }: CheckOptions = {},
): string[] {
  const c = content;
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${name}: ${z.prettifyError(result.error)}`);
  };

  check('company', companySchema, c.company);
  check('support', supportSchema, c.support);
  check('dataRetention', dataRetentionSchema, c.dataRetention);
  check('plans', z.array(planSchema).length(4), c.plans);
  check('setupFees', z.array(setupFeeSchema).length(3), c.setupFees);
  check('setupFeesNote', textSchema, c.setupFeesNote);
  check('productSyncOnlyOptions', productSyncOnlySchema, c.productSyncOnlyOptions);
  check('catalogTiers', z.array(catalogTierSchema).length(3), c.catalogTiers);
  check('planComparison', z.array(comparisonGroupSchema).min(2), c.planComparison);
  check('homeFeatures', z.array(featureSchema).length(8), c.homeFeatures);
  check('extraFeatures', z.array(featureSchema).length(6), c.extraFeatures);
  check('homeHighlights', z.array(textSchema).length(4), c.homeHighlights);
  check('featureSections', z.array(featureSectionSchema).length(4), c.featureSections);
  check(
    'featureIllustrations',
    z.record(z.string(), featureIllustrationSchema),
    c.featureIllustrations,
  );
  for (const section of c.featureSections) {
    if (!c.featureIllustrations[section.id])
      problems.push(`featureIllustrations: no panel for /features#${section.id}`);
  }
  check('faqCategories', z.array(faqCategorySchema).length(5), c.faqCategories);
  check('faqEntries', z.array(faqEntrySchema), c.faqEntries);
  check('pricingFaq', z.array(faqEntrySchema), c.pricingFaq);
  check('testimonials', z.array(testimonialSchema).length(3), c.testimonials);
  check('caseStudies', z.array(caseStudySchema), c.caseStudies);
  check('jobs', z.array(jobSchema).min(1), c.jobs);
  check('releaseNotes', z.array(releaseNoteSchema).min(1), c.releaseNotes);
  check('terms', legalDocumentSchema, c.terms);
  check('privacy', legalDocumentSchema, c.privacy);
  check('cookies', legalDocumentSchema, c.cookies);
  check('vendorCategories', z.array(vendorCategorySchema), c.vendorCategories);
  check('about', aboutSchema, c.about);
  check('howItWorksSteps', z.array(howItWorksStepSchema).length(4), c.howItWorksSteps);
  check('benefitStats', z.array(benefitStatSchema).length(6), c.benefitStats);
  check('apiEndpoints', z.array(apiEndpointSchema).min(1), c.apiEndpoints);
  check('apiGuide', apiGuideSchema, c.apiGuide);
  check('headerLinks', z.array(navLinkSchema).length(4), c.headerLinks);
  check('footerGroups', z.array(footerGroupSchema).length(3), c.footerGroups);
  check('footerLegalLinks', z.array(navLinkSchema).length(3), c.footerLegalLinks);
  check(
    'integrationMethodSteps',
    z.object({ API: integrationMethodSchema, FTP: integrationMethodSchema }),
    c.integrationMethodSteps,
  );
  check(
    'whatSyncs',
    z.array(z.object({ title: textSchema, text: textSchema })).min(3),
    c.whatSyncs,
  );
  check('home', homeSchema, c.home);

  problems.push(...unique([...c.faqEntries, ...c.pricingFaq], (e) => e.id, 'FAQ id'));
  for (const id of c.homeFaqIds) {
    if (!c.faqEntries.some((e) => e.id === id)) problems.push(`homeFaqIds: no FAQ entry ${id}`);
  }
  for (const category of c.faqCategories) {
    if (!c.faqEntries.some((e) => e.category === category))
      problems.push(`FAQ category ${category} is empty`);
  }
  problems.push(...unique(c.caseStudies, (s) => s.slug, 'case study slug'));
  problems.push(...unique(c.jobs, (j) => j.title, 'job title'));
  problems.push(...unique(c.jobs, (j) => j.slug, 'job slug'));
  for (const title of c.requiredJobTitles) {
    if (!c.jobs.some((j) => j.title === title))
      problems.push(`jobs: the spec's "${title}" is missing`);
  }
  for (const job of c.jobs) {
    if (job.validThrough < today)
      problems.push(`job "${job.title}" closed on ${job.validThrough}; renew or remove it`);
    if (job.datePosted > today) problems.push(`job "${job.title}" is posted in the future`);
  }
  problems.push(...unique(c.releaseNotes, (r) => r.version, 'release version'));
  problems.push(...unique(c.apiEndpoints, (e) => e.id, 'API endpoint id'));

  const vendors = c.vendorCategories.flatMap((category) => category.vendors);
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
    if (vendor.status === 'live' && vendor.slug && !c.vendorProfiles[vendor.slug]) {
      problems.push(`live vendor ${vendor.name} has a slug but no profile`);
    }
  }
  for (const [slug, profile] of Object.entries(c.vendorProfiles)) {
    check(`vendorProfiles.${slug}`, vendorProfileSchema, profile);
    const category = c.vendorCategories.find((cat) => cat.vendors.some((v) => v.slug === slug));
    const vendor = category?.vendors.find((v) => v.slug === slug);
    if (!category || !vendor) problems.push(`vendor profile ${slug} belongs to no listed vendor`);
    else if (vendor.name !== profile.name || category.name !== profile.category) {
      problems.push(
        `vendor profile ${slug}: name and category must be "${vendor.name}" in "${category.name}"`,
      );
    }
  }

  if (c.plans.filter((p) => p.highlight).length !== 1)
    problems.push('exactly one plan must be highlighted');
  for (const tier of c.catalogTiers) {
    if (!tier.plans.includes('enterprise'))
      problems.push(`catalog tier ${tier.id}: Enterprise includes every tier`);
  }
  for (const group of c.planComparison) {
    for (const row of group.rows) {
      for (const plan of c.plans) {
        if (!(plan.id in row.values))
          problems.push(`plan comparison "${row.label}" has no value for ${plan.name}`);
      }
    }
  }
  const preview = c.home.dashboardPreview;
  const previewPlan = c.plans.find((p) => p.id === preview.planId);
  const monthlyOrders = previewPlan?.limits.ordersPerMonth;
  // A month has up to 31 days: the pictured day must fit the plan it claims.
  if (monthlyOrders && preview.ordersToday * 31 > monthlyOrders) {
    problems.push(
      `home dashboard preview routes ${preview.ordersToday} orders a day, over the ${previewPlan.name} limit of ${monthlyOrders} a month`,
    );
  }
  const productLimit = previewPlan?.limits.products;
  if (productLimit && Number(preview.productsSynced.replace(/,/g, '')) > productLimit) {
    problems.push(
      `home dashboard preview syncs ${preview.productsSynced} products, over the ${previewPlan.name} limit of ${productLimit}`,
    );
  }
  if (preview.trackingPushedToday > preview.ordersToday)
    problems.push('home dashboard preview pushes more tracking numbers than it routes orders');

  for (let i = 1; i < c.releaseNotes.length; i++) {
    const [newer, older] = [c.releaseNotes[i - 1]!, c.releaseNotes[i]!];
    if (compareVersions(newer.version, older.version) <= 0 || newer.date < older.date) {
      problems.push(`release notes must be newest first: ${newer.version} before ${older.version}`);
    }
  }

  const sources = [...contentSources(content), ...documents];
  problems.push(...findFactConflicts(sources, content));
  problems.push(...findBritishSpellings(sources));

  return problems;
}
