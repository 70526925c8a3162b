/**
 * The shapes of everything in app/content, as zod schemas. They are the only
 * definition of the content types (`z.infer`): content modules and components
 * import their types from here, so a field is described once.
 *
 * This module holds schemas only and imports no content: content modules
 * import their types from it, and check.ts imports the content and runs these
 * schemas with the rules they cannot express, so app/content has no import
 * cycle (scripts/lib/import-cycles.test.ts keeps it so).
 */
import { z } from 'zod';
import { iconNames } from '../lib/icon-names';
import { phraseSource } from '../lib/phrases';

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case');
/** Visible text: never empty, never padded. */
export const textSchema = z.string().trim().min(1);
const text = textSchema;
/** A short piece of rich text: plain words, `**bold**` and [links](/path). */
const richText = text;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)');
const nullablePositive = z.number().positive().nullable();
/** An in-site path (optionally with a query or #anchor) or an https address. */
const href = z.string().regex(/^(\/[^\s]*|#[\w-]+|https:\/\/\S+)$/, 'must be a path or https URL');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** Initials and a background color for a generated avatar; white text stays above 4.5:1. */
const avatar = z.object({ initials: z.string().regex(/^[A-Z]{1,3}$/), color: hexColor });

/** Keys of the icons app/components/icons.tsx bundles (lib/icon-names.ts); anything else fails the build. */
export const iconNameSchema = z.enum(iconNames);

export const planIdSchema = z.enum(['basic', 'plus', 'premium', 'enterprise']);
export type PlanId = z.infer<typeof planIdSchema>;
const pricedPlanId = z.enum(['basic', 'plus', 'premium']);

export const featureSchema = z.object({
  /** Key of an icon in app/components/icons.tsx. */
  icon: iconNameSchema,
  title: text,
  description: text,
});
export type Feature = z.infer<typeof featureSchema>;

/** One of the four long sections on /features. */
export const featureSectionSchema = z.object({
  /** Anchor id, kebab-case (for example /features#inventory-sync). */
  id: kebab,
  title: text,
  description: text,
  /** Four or five concrete points. */
  bullets: z.array(text).min(3),
});
export type FeatureSection = z.infer<typeof featureSectionSchema>;

export const planSchema = z
  .object({
    id: planIdSchema,
    name: text,
    description: text,
    /** US dollars per month when billed monthly; null for custom pricing. */
    monthlyPrice: nullablePositive,
    /** US dollars per month when billed annually (12 x this per year); null for custom pricing. */
    annualPrice: nullablePositive,
    /** null means unlimited. */
    limits: z.object({
      stores: nullablePositive,
      vendors: nullablePositive,
      ordersPerMonth: nullablePositive,
      products: nullablePositive,
    }),
    features: z.array(text).min(3),
    notIncluded: z.array(text),
    ctaText: text,
    /** Where the button leads instead of checkout (Enterprise: the contact form, subject sales). */
    contactHref: href.optional(),
    highlight: z.boolean(),
    isEnterprise: z.boolean(),
  })
  .refine((p) => p.isEnterprise === (p.monthlyPrice === null), 'only Enterprise has custom pricing')
  .refine(
    (p) => p.isEnterprise === (p.contactHref !== undefined),
    'only Enterprise goes to the contact form',
  )
  .refine(
    (p) => p.monthlyPrice === null || (p.annualPrice !== null && p.annualPrice < p.monthlyPrice),
    'annual billing must cost less per month than monthly billing',
  );
export type Plan = z.infer<typeof planSchema>;

/** A one-time integration setup fee, charged per vendor. */
export const setupFeeSchema = z.object({
  id: z.enum(['custom-api', 'csv-xml-ftp', 'pre-built']),
  name: text,
  /** US dollars, one-time, per vendor. 0 means free. */
  price: z.number().int().min(0),
  description: text,
});
export type SetupFee = z.infer<typeof setupFeeSchema>;

/** Monthly discount for merchants who use product sync only, without order routing. */
export const productSyncOnlySchema = z.object({
  title: text,
  description: text,
  discounts: z
    .array(z.object({ planId: pricedPlanId, monthlyDiscount: z.number().int().positive() }))
    .length(3),
  /** The alternative to the discount: higher sync limits at the regular price. */
  alternative: text,
  /** Where a merchant asks for it. */
  cta: z.object({ label: text, to: href }),
});
export type ProductSyncOnlyOptions = z.infer<typeof productSyncOnlySchema>;

/** Which vendors a plan may connect: each vendor belongs to one tier. */
export const catalogTierSchema = z.object({
  id: z.enum(['core', 'extended', 'full']),
  name: text,
  /** What the tier adds, in one or two sentences. */
  description: text,
  /** The plans that include this tier (every higher plan includes the lower tiers). */
  plans: z.array(planIdSchema).min(1),
});
export type CatalogTier = z.infer<typeof catalogTierSchema>;
export type CatalogTierId = CatalogTier['id'];

/** A row of the plan comparison table: a value per plan (true/false for yes/no). */
export const comparisonRowSchema = z.object({
  label: text,
  values: z.record(planIdSchema, z.union([z.boolean(), text])),
});
export const comparisonGroupSchema = z.object({
  title: text,
  rows: z.array(comparisonRowSchema).min(1),
});
export type ComparisonGroup = z.infer<typeof comparisonGroupSchema>;

/** What every /features example panel has: a caption for screen readers and a header bar. */
const panelBase = {
  /** Read by screen readers as the panel's caption; says what the example shows. */
  caption: text,
  /** Left of the panel's header bar. */
  title: text,
  /** Right of the panel's header bar. */
  aside: text,
};
const labelled = z.object({ label: text, price: z.string().regex(/^\$\d+\.\d{2}$/) });

/** The example panel beside a section of /features, one of four kinds. */
export const featureIllustrationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...panelBase,
    kind: z.literal('sync-log'),
    entries: z
      .array(
        z.object({
          /** 24-hour 'HH:MM', also used as the machine-readable time. */
          time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
          label: text,
          detail: text,
        }),
      )
      .min(1),
  }),
  z.object({
    ...panelBase,
    kind: z.literal('listing'),
    badge: text,
    productTitle: text,
    description: text,
    facts: z.array(z.object({ label: text, value: text })).min(1),
  }),
  z.object({
    ...panelBase,
    kind: z.literal('price-rule'),
    cost: labelled,
    /** Each rule applied, e.g. 'Markup +65%', the price after it, and why it changed or not. */
    steps: z
      .array(z.object({ rule: text, price: z.string().regex(/^\$\d+\.\d{2}$/), note: text }))
      .min(1),
    result: labelled,
  }),
  z.object({
    ...panelBase,
    kind: z.literal('order-timeline'),
    steps: z.array(z.object({ label: text, detail: text })).min(1),
  }),
]);
export type FeatureIllustration = z.infer<typeof featureIllustrationSchema>;

export const faqCategorySchema = z.enum([
  'General',
  'Features & Functionality',
  'Pricing & Plans',
  'Security & Data',
  'Support & Resources',
]);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqEntrySchema = z.object({
  /** Stable id, used for anchors and the help bot's sources. */
  id: kebab,
  category: faqCategorySchema,
  question: z.string().trim().endsWith('?'),
  answer: richText,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const testimonialSchema = z.object({
  content: text,
  author: text,
  position: text,
  company: text,
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  image: avatar,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const caseStudySchema = z.object({
  slug: kebab,
  title: text,
  company: text,
  industry: text,
  /** One-sentence summary for cards and meta descriptions. */
  summary: z.string().min(50).max(200),
  challenge: z.array(richText).min(1),
  solution: z.array(richText).min(1),
  results: z.array(text).min(3),
  /** Headline figures shown as stats. */
  metrics: z.array(z.object({ value: text, label: text })).min(2),
  /** Only for companies whose names are ours to use with a quote. */
  quote: z.object({ text, author: text, position: text }).optional(),
  /** Listed on /case-studies (fashionplus is reachable only by its own URL). */
  listed: z.boolean(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const jobSchema = z
  .object({
    /** Also the value /application accepts in its position parameter. */
    title: text,
    slug: kebab,
    location: text,
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
    /** ISO date the posting went up (JobPosting structured data). */
    datePosted: isoDate,
    /** ISO date the posting closes; search engines drop postings without one, or past it. */
    validThrough: isoDate,
    description: text,
    responsibilities: z.array(text).min(3),
    qualifications: z.array(text).min(3),
  })
  .refine((j) => j.validThrough > j.datePosted, 'validThrough must come after datePosted');
export type Job = z.infer<typeof jobSchema>;

export const releaseNoteSchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** ISO date (YYYY-MM-DD). */
  date: isoDate,
  summary: text,
  notes: z.object({
    newFeatures: z.array(text),
    improvements: z.array(text),
    bugFixes: z.array(text),
  }),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const legalDocumentSchema = z.object({
  title: text,
  description: text,
  /** 'July 11, 2025' (spec §9). */
  lastUpdated: z.literal('July 11, 2025'),
  intro: z.array(richText),
  sections: z.array(z.object({ heading: text, body: z.array(richText).min(1) })).min(5),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument['sections'][number];

export const vendorStatusSchema = z.enum(['live', 'beta', 'coming-soon']);
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

export const vendorSchema = z.object({
  /** Display name, also sent with vendor integration requests. */
  name: text,
  status: vendorStatusSchema,
  /** Present when the vendor has its own page. */
  slug: kebab.optional(),
  /** The vendor catalog tier, which decides the plans that include the vendor. */
  tier: z.enum(['core', 'extended', 'full']),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorCategorySchema = z.object({
  name: text,
  vendors: z.array(vendorSchema).min(1),
});
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

/** A vendor's page content (spec §3 "Vendor profile"), keyed by slug in vendor-profiles.ts. */
export const vendorProfileSchema = z.object({
  /** Display name; the same as the catalog entry's name. */
  name: text,
  /** One or two sentences for the page lead and the meta description (100-170 characters). */
  description: z.string().min(100).max(170),
  integrationMethod: z.enum(['API', 'FTP']),
  /** Pre-built integrations are set up free (spec §3, §9). */
  setupCost: z.literal('Free'),
  /** Two or three paragraphs: what the vendor sells, and what the integration does with its data. */
  about: z.array(richText).min(2),
  /** The vendor's public website, https. */
  website: z.url({ protocol: /^https$/ }),
  /** The catalog category the vendor is listed under. */
  category: text,
  /**
   * What the integration syncs of the vendor's catalog. Ours to state, so no
   * invented catalog sizes: for example 'Every SKU in the vendor's FTP files'.
   */
  productCount: text,
  /** What the vendor is known for, in a short phrase. */
  specialization: text,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const teamMemberSchema = z.object({
  name: text,
  role: text,
  bio: text,
  image: avatar,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const statSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof statSchema>;

export const aboutSchema = z.object({
  story: z.array(text).min(2),
  /** The four company values, in page order (spec §2 "About"). */
  values: z.array(featureSchema).length(4),
  team: z.array(teamMemberSchema).min(1),
  /** Spec §2: 75+ businesses, 1M+ products, 20K+ hours saved monthly. */
  impactStats: z.array(statSchema).length(3),
});
export type About = z.infer<typeof aboutSchema>;

export const howItWorksStepSchema = z.object({
  number: z.number().int().min(1).max(4),
  title: text,
  description: text,
  details: z.object({ title: text, items: z.array(text).min(3) }),
});
export type HowItWorksStep = z.infer<typeof howItWorksStepSchema>;

export const benefitStatSchema = statSchema.extend({ description: text });
export type BenefitStat = z.infer<typeof benefitStatSchema>;

export const apiEndpointSchema = z.object({
  id: kebab,
  method: z.enum(['GET', 'POST', 'PATCH']),
  /** Path under the API host, starting /wh/api/. */
  path: z.string().startsWith('/wh/api/'),
  title: text,
  description: text,
  /** JSON request body, when the call has one. */
  body: z.record(z.string(), z.unknown()).optional(),
  /** Example JSON response. */
  response: z.unknown(),
});
export type ApiEndpoint = z.infer<typeof apiEndpointSchema>;

/** The prose around the API examples: where a token comes from, paging, errors, limits. */
export const apiGuideSchema = z.object({
  /** Plans that include API access (spec §6: Premium; Enterprise includes everything in Premium). */
  plans: z.array(planIdSchema).min(1),
  sections: z
    .array(
      z.object({
        id: kebab,
        title: text,
        body: z.array(richText).min(1),
        /** An optional table: the first row is the header. */
        table: z.array(z.array(text).min(2)).min(2).optional(),
      }),
    )
    .min(4),
});
export type ApiGuide = z.infer<typeof apiGuideSchema>;

export const navLinkSchema = z.object({ label: text, to: href });
export type NavLink = z.infer<typeof navLinkSchema>;

export const footerGroupSchema = z.object({ title: text, links: z.array(navLinkSchema).min(1) });

export const integrationMethodSchema = z.object({ title: text, steps: z.array(text).min(3) });

/** Company facts several pages share (company.ts). */
export const companySchema = z.object({
  productName: text,
  legalName: text,
  foundedYear: z.number().int().min(2000).max(2100),
  tagline: text,
  storePlatform: text,
  email: z.record(z.string(), z.email()),
  phone: z.string().regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/),
  address: z.object({ street: text, city: text, region: text, postalCode: text, country: text }),
  supportHours: text,
  supportHoursShort: text,
  responseTimes: text,
  trialDays: z.number().int().positive(),
  trialProductLimit: z.number().int().positive(),
  dataRetentionDays: z.number().int().positive(),
  hostingRegions: z.array(text).min(1),
  compliance: z.array(text).min(1),
});
export type Company = z.infer<typeof companySchema>;

/** Support hours, reply targets and the two assistants (support.ts). */
export const supportSchema = z.object({
  hoursRange: z.array(z.string().regex(/^\d{1,2} AM(?: to |-)\d{1,2} PM$/)).min(1),
  timeZone: text,
  timeZoneShort: text,
  replyHours: z.object({
    premium: z.number().positive(),
    plus: z.number().positive(),
    basic: z.number().positive(),
  }),
  assistantSolvesPercent: z.number().int().min(1).max(100),
  byPlan: z.object({ basic: text, plus: text, premium: text }),
  siteAssistant: text,
  appAssistant: text,
});
export type Support = z.infer<typeof supportSchema>;

/** How long each kind of personal data is kept, in days (data-retention.ts). */
export const dataRetentionSchema = z.object({
  submissionDays: z.number().int().positive(),
  applicationDays: z.number().int().positive(),
  chatDays: z.number().int().positive(),
});

export const homeSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  results: z.array(statSchema).length(3),
  cta: z.object({ title: text, lead: text, note: text }),
  dashboardPreview: z.object({
    /** The plan the pictured account is on; its monthly order limit bounds ordersToday. */
    planId: pricedPlanId,
    productsSynced: z.string().regex(/^[\d,]+$/),
    ordersToday: z.number().int().min(0),
    trackingPushedToday: z.number().int().min(0),
    /** Products synced per day over the last week, for the bar chart. */
    weeklyBars: z.array(z.number().int().min(0).max(100)).length(7),
  }),
});

/** A phrase of the help bot's content, written as app/lib/phrases.ts describes. */
const phrase = z
  .string()
  .min(1)
  .regex(/^[^A-Z]*$/, 'must be lower-case (questions are read lower-cased)')
  .refine((value) => {
    try {
      phraseSource(value);
      return true;
    } catch {
      return false;
    }
  }, 'must be a phrase app/lib/phrases.ts can read');
/** A regular expression, for the few rules phrases cannot say. */
const regexSource = z.string().refine((value) => {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

/** When a rule of the help bot holds for a question. */
const botRuleShape = {
  /** Stable id, kebab-case: tests and the bot's answers name the topic by it. */
  id: kebab,
  /** The question holds one of these phrases. */
  phrases: z.array(phrase).min(1).optional(),
  /**
   * A regular expression the question may match instead, only where phrases
   * cannot say it (a lookaround, a word known by its ending); its comment says why.
   */
  pattern: regexSource.optional(),
  /** One of these phrases must appear too, anywhere in the question. */
  alsoNeeds: z.array(phrase).min(1).optional(),
  /** Any of these phrases cancels the rule: the question is about VendorHub after all. */
  unless: z.array(phrase).min(1).optional(),
  /** A regular expression that cancels the rule, where phrases cannot say it; its comment says why. */
  unlessPattern: regexSource.optional(),
};
const hasPhrasesOrPattern = (rule: { phrases?: string[]; pattern?: string }) =>
  Boolean(rule.phrases || rule.pattern);

/** A topic the site does not cover and the bot answers with a reply of its own. */
export const elsewhereTopicSchema = z
  .object({
    ...botRuleShape,
    /** Says it is not ours, and where to look instead. */
    reply: text,
  })
  .refine(hasPhrasesOrPattern, 'needs phrases or a pattern');
export type ElsewhereTopic = z.infer<typeof elsewhereTopicSchema>;

/** A topic the site never mentions: the bot says it has nothing on it. */
export const unlistedTopicSchema = z
  .object({
    ...botRuleShape,
    /** What the visitor asked for, as the reply names it ("a mobile app"). */
    label: text,
  })
  .refine(hasPhrasesOrPattern, 'needs phrases or a pattern');
export type UnlistedTopic = z.infer<typeof unlistedTopicSchema>;

export const botPhraseSchema = phrase;

/** A run of visitors' words the help bot reads as a term of the site. */
export const vocabularyPhraseSchema = z
  .object({
    /** The visitor's phrases, replaced wherever they stand. */
    phrases: z.array(phrase).min(1).optional(),
    /** A regular expression, only where phrases cannot say it; its comment says why. */
    pattern: regexSource.optional(),
    /** What the phrase is read as: the site's own words, or a space to drop it. */
    term: z.string().regex(/^(?:[a-z0-9 -]+)$/, 'must be lower-case words'),
  })
  .refine(hasPhrasesOrPattern, 'needs phrases or a pattern');
export type VocabularyPhrase = z.infer<typeof vocabularyPhraseSchema>;

/** One word of a visitor's, folded onto the site's word or words ('' drops it). */
export const wordTableSchema = z.record(
  z.string().regex(/^[a-z0-9]+$/, 'must be one lower-case word'),
  z.string().regex(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/, 'must be lower-case words'),
);
