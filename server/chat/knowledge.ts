/**
 * What the help bot knows, built at startup from the same content modules the pages render. Each
 * module is read by one small adapter below that maps it to the bot's own narrow shape, so when a
 * module is renamed or restructured the fix is one function here and the bot does not change.
 */
import { aboutStory, team, values } from '#app/content/about.ts';
import { apiEndpoints, apiGuide } from '#app/content/api-reference.ts';
import { elsewhereTopics, unlistedTopics } from '#app/content/bot-topics.ts';
import * as vocabulary from '#app/content/bot-vocabulary.ts';
import { caseStudies } from '#app/content/case-studies.ts';
import { company } from '#app/content/company.ts';
import { faqEntries, policy, pricingFaq } from '#app/content/faq.ts';
import { jobs } from '#app/content/jobs.ts';
import { cookies, privacy, terms } from '#app/content/legal.ts';
import {
  annualDiscountPercent,
  plans,
  plansForVendor,
  productSyncOnlyOptions,
  setupFees,
  setupFeesNote,
} from '#app/content/plans.ts';
import { releaseNotes } from '#app/content/releases.ts';
import { vendorProfiles } from '#app/content/vendor-profiles.ts';
import { vendorCategories } from '#app/content/vendors.ts';
import { blocksText, inlineText, type Block, type Inline } from '#app/lib/docs/ast.ts';
import { toPlainText } from '#app/lib/inline-markup.ts';
import type { PlanLimits } from '#app/lib/rules/plan-fit.ts';
import { slugify } from '#app/lib/slug.ts';
import { readDocs } from '../docs.ts';
import { answerBlocks, type AnswerBlock } from './answer-blocks.ts';
import type { Passage } from './retrieval.ts';
import { askedAsByPassage, trainingQuestions } from './training.ts';

export interface PlanFact {
  id: string;
  name: string;
  /** US dollars a month; null when priced individually. */
  monthlyPrice: number | null;
  annualPrice: number | null;
  /** null means unlimited: the site's own plan terms, so its plan rules (app/lib/rules) apply. */
  limits: PlanLimits;
  features: string[];
  notIncluded: string[];
}

export interface VendorFact {
  /** Slug when the vendor has a page, else its name in kebab-case. */
  id: string;
  name: string;
  status: 'live' | 'beta' | 'coming-soon';
  category: string;
  /** Its page, when it has one. */
  url?: string;
  integrationMethod?: string;
  setupCost?: string;
  /** The plans whose vendor catalog includes it, as the vendor's page says ('plus', 'premium'…). */
  plans: string[];
  /** Their names, as the page writes them: "Plus, Premium and Enterprise". */
  plansLabel: string;
  specialization?: string;
}

export interface ReleaseFact {
  version: string;
  /** ISO date. */
  date: string;
  summary: string;
  /** What it brought, for "when did X come out?": new features first, then improvements. */
  notes: { newFeatures: string[]; improvements: string[]; bugFixes: string[] };
}

export type CaseStudyFact = ReturnType<typeof readCaseStudies>[number];
export type JobFact = ReturnType<typeof readJobs>[number];
export type CompanyFacts = ReturnType<typeof readCompany>;

export interface Knowledge {
  passages: Passage[];
  plans: PlanFact[];
  annualDiscountPercent: number;
  setupFees: ReturnType<typeof readSetupFees>;
  setupFeesNote: string;
  /** What changing plans does to billing, as the FAQ and the pricing page say it. */
  planChangePolicy: string;
  syncOnly: { discounts: { planId: string; monthlyDiscount: number }[] };
  vendors: VendorFact[];
  jobs: JobFact[];
  /** Newest first. */
  releases: ReleaseFact[];
  caseStudies: CaseStudyFact[];
  company: CompanyFacts;
  vocabulary: typeof vocabulary;
}

/** The topics the site does not cover, as app/content/bot-topics.ts lists and explains them. */
export const readBotTopics = () => ({ elsewhere: elsewhereTopics, unlisted: unlistedTopics });

/** The visitors' words for the site's terms: app/content/bot-vocabulary.ts says what each list is. */
export const readVocabulary = () => vocabulary;

export const readPlans = (): PlanFact[] => [...plans];

/** A fee's price is in US dollars, one-time, per vendor; 0 is free. */
export const readSetupFees = () =>
  setupFees.map(({ id, name, price, description }) => ({ id, name, price, description }));

export const readVendors = (): VendorFact[] =>
  vendorCategories.flatMap((category) =>
    category.vendors.map((vendor): VendorFact => {
      const { slug, name, status } = vendor;
      const profile = slug ? vendorProfiles[slug] : undefined;
      const included = plansForVendor(vendor);
      return {
        id: slug ?? slugify(name),
        name,
        status,
        category: category.name,
        url: slug && status === 'live' ? `/vendor-integrations/${slug}` : undefined,
        integrationMethod: profile?.integrationMethod,
        setupCost: profile?.setupCost,
        plans: included.ids,
        plansLabel: included.label,
        specialization: profile?.specialization,
      };
    }),
  );

export const readJobs = () =>
  jobs.map(({ slug, title, location, description, responsibilities, qualifications }) => {
    // `details`: what a visitor may recognise the role by.
    const details = [description, ...responsibilities, ...qualifications].join(' ');
    return { slug, title, location, description, responsibilities, qualifications, details };
  });

export const readCaseStudies = () =>
  caseStudies.map(({ slug, company, industry, summary, challenge, solution, results }) => {
    // `story`: its challenge, solution and results, one paragraph or result a line.
    const story = [...challenge, ...solution, ...results.map((r) => `- ${r}.`)];
    return { slug, company, industry, summary, story: story.map(toPlainText).join('\n') };
  });

export function readCompany() {
  const { address, email } = company;
  return {
    ...company,
    salesEmail: email.sales,
    supportEmail: email.support,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    city: address.city,
  };
}

/** A page's passage that answers with its whole text. */
const textPassage = (
  id: string,
  title: string,
  url: string,
  sourceTitle: string,
  text: string,
  boost: number,
): Passage => ({ id, kind: 'page', title, url, sourceTitle, text, summary: text, boost });

/** Company facts as passages, so retrieval finds them for questions no FAQ entry asks. */
function companyPassages(facts: CompanyFacts): Passage[] {
  // The FAQ says the same at more length, so it wins a tie.
  const on = (url: string, source: string) => (id: string, title: string, text: string) =>
    textPassage(`company:${id}`, title, url, source, text, 0.8);
  const contact = on('/contact', 'Contact');
  const privacy = on('/privacy', 'Privacy policy');
  const about = on('/about', 'About us');
  return [
    contact(
      'contact',
      'Contact details: email address, phone number and office address',
      `You can reach sales at ${facts.salesEmail} and support at ${facts.supportEmail}, or call us: our phone number is ${facts.phone}. We answer ${facts.supportHours}. Our office is at ${facts.address}.`,
    ),
    contact(
      'support-hours',
      'Support hours: when is the support team available?',
      `Our support team works ${facts.supportHours}. The chat assistant answers around the clock.`,
    ),
    contact(
      'response-times',
      'How quickly does support reply on each plan?',
      `First replies by plan: ${facts.responseTimes}`,
    ),
    privacy(
      'retention',
      'How long is data kept after cancellation?',
      `After you cancel, your data is kept for ${facts.dataRetentionDays} days and then deleted.`,
    ),
    privacy(
      'hosting',
      'Where is data hosted and stored? Security and compliance',
      `${facts.productName} is hosted in the ${facts.hostingRegions.join(' and the ')}, and is ${facts.compliance.join(' and ')} compliant.`,
    ),
    about(
      'founded',
      `When was ${facts.productName} founded?`,
      `${facts.productName} was founded in ${facts.foundedYear}.`,
    ),
  ];
}

function sections(blocks: Block[]) {
  const out: { id?: string; heading?: string; blocks: Block[] }[] = [{ blocks: [] }];
  for (const block of blocks)
    if (block.t === 'h' && block.level === 2)
      out.push({ id: block.id, heading: inlineText(block.c), blocks: [] });
    else out[out.length - 1]!.blocks.push(block);
  return out.filter((section) => section.blocks.length > 0);
}

/** "**Mismatch.** The SKU…" says what its bold label is: one sentence, not "Mismatch." alone. */
function labelled(c: Inline[]): string {
  const label = typeof c[0] === 'object' && c[0].t === 'strong' ? inlineText(c[0].c) : '';
  return label.endsWith('.') ? `${label.slice(0, -1)}:${inlineText(c.slice(1))}` : inlineText(c);
}

/**
 * Paragraphs and list items as sentences, for the bot to answer with: a how-to section's steps are
 * its answer. Tables and code only support the prose, so they stay out.
 */
function proseText(blocks: Block[]): string {
  const sentences: string[] = [];
  // In a list, bold words lead an item ("**Sync Data.** Loads…") as the chat shows it.
  const walk = (items: Block[], listed = false) => {
    for (const block of items)
      if (block.t === 'p') {
        const text = (listed ? inlineText(block.c) : labelled(block.c)).trim();
        if (text) sentences.push(/[.!?:]$/.test(text) ? text : `${text}.`);
      } else if (block.t === 'ul' || block.t === 'ol')
        for (const item of block.items) walk(item, true);
      else if (block.t === 'quote') walk(block.c);
      // A sentence that introduces a table ends with it: the prose after it is one of its own.
      else if (block.t === 'table' && sentences.length) sentences.push(`${sentences.pop()}\n`);
  };
  walk(blocks);
  return sentences.join(' ');
}

/**
 * FAQ entries, written to be quoted, win a near tie with a documentation section that says the same;
 * the Quick Start Guide's overview steps count a little less: they outline articles that say more.
 * Chosen by leaving one set out (`npm run bench:bot -- --folds`).
 */
const FAQ_BOOST = 1.05;
const OVERVIEW_BOOST = 0.9;

/** An answer that links to a troubleshooting article or section of `docs` is a troubleshooting one. */
function faqPassages(docs: Passage[]): Passage[] {
  const fixes = docs.filter((p) => p.troubleshooting).map((p) => `](${p.url})`);
  return [...faqEntries, ...pricingFaq].map((entry) => ({
    id: `faq:${entry.id}`,
    kind: 'faq',
    title: entry.question,
    url: entry.id.startsWith('pricing-') ? '/pricing' : '/faq',
    sourceTitle: entry.id.startsWith('pricing-') ? 'Pricing' : 'FAQ',
    text: toPlainText(entry.answer),
    summary: toPlainText(entry.answer),
    boost: FAQ_BOOST,
    ...(fixes.some((link) => entry.answer.includes(link)) ? { troubleshooting: true } : {}),
  }));
}

const docPassages = (): Passage[] =>
  readDocs().flatMap((doc) =>
    sections(doc.blocks)
      // Link lists answer nothing themselves.
      .filter(({ heading }) => !/^(next steps|related( articles)?|see also)$/i.test(heading ?? ''))
      .map((section) => ({
        id: `doc:${doc.slug}${section.id ? `#${section.id}` : ''}`,
        kind: 'doc' as const,
        title: `${doc.title}: ${section.heading || doc.description}`,
        url: `/documentation/${doc.slug}${section.id ? `#${section.id}` : ''}`,
        sourceTitle: doc.title,
        text: blocksText(section.blocks),
        summary: proseText(section.blocks) || blocksText(section.blocks),
        blocks: answerBlocks(section.blocks),
        // A section that names a cause, whatever its article, fixes a symptom.
        ...(doc.category === 'troubleshooting' || /^Cause:/m.test(blocksText(section.blocks))
          ? { troubleshooting: true }
          : {}),
        ...(doc.slug === 'quick-start-guide' ? { boost: OVERVIEW_BOOST } : {}),
      })),
  );

/**
 * The API Reference tab of the documentation hub: its guide by section (token, paging, errors, rate
 * limits) and each endpoint. The tab has one address, and /documentation#api opens it.
 */
function apiPassages(): Passage[] {
  const passage = (id: string, title: string, summary: string, text = summary): Passage => ({
    id: `doc:api-reference#${id}`,
    kind: 'doc',
    title: `API Reference: ${title}`,
    url: '/documentation#api',
    sourceTitle: 'API Reference',
    text,
    summary,
  });
  return [
    ...apiGuide.sections.map(({ id, title, body, table: [head = [], ...rows] = [] }) => {
      const prose = body.map(toPlainText).join('\n');
      const text = [prose, ...rows.map((row) => row.join(' '))].join('\n');
      // The table stays a table, so "I got a 429 error" is answered by its row.
      const table: AnswerBlock = { kind: 'table', head, rows };
      const blocks: AnswerBlock[] = [{ kind: 'p', text: prose }, table];
      return { ...passage(id, title, prose, text), ...(rows.length ? { blocks } : {}) };
    }),
    ...apiEndpoints.map(({ id, title, method, path, description }) =>
      passage(id, title, `${method} ${path}: ${toPlainText(description)}`),
    ),
  ];
}

/**
 * The legal pages by section, and the about page's story, values and team: refunds, cancellation,
 * what is kept about job applicants, who runs the company.
 */
function companyPagePassages(): Passage[] {
  const page = (id: string, url: string, source: string, title: string, text: string) =>
    textPassage(`page:${id}`, `${source}: ${title}`, url, source, text, COMPANY_PAGE_BOOST);
  const legalPages = { '/terms': terms, '/privacy': privacy, '/cookies': cookies };
  const legal = Object.entries(legalPages).flatMap(([path, document]) =>
    document.sections.map(({ heading, body }) => {
      const at = `${path}#${slugify(heading)}`;
      const title = heading.replace(/^\d+\.\s*/, '');
      return page(at.slice(1), at, document.title, title, body.map(toPlainText).join('\n'));
    }),
  );
  const story = aboutStory.map(toPlainText).join('\n');
  const people = team.map((member) => `${member.name}, ${member.role}: ${member.bio}`).join('\n');
  const principles = values.map((value) => `${value.title}: ${value.description}`).join('\n');
  const about = (id: string, url: string, title: string, text: string) =>
    page(`about#${id}`, url, 'About us', title, text);
  return [
    ...legal,
    about('story', '/about', 'our story, who we are and how VendorHub started', story),
    about('values', '/about#values-heading', 'our values, what the company stands for', principles),
    about('team', '/about#team-heading', 'the team, founders, CEO and CTO', people),
  ];
}

/** The company pages count a little less than the FAQ and the docs, which answer more directly. */
const COMPANY_PAGE_BOOST = 0.9;

/**
 * Vendor pages, releases and case studies ('vendor:amazon', 'release:2.1.0', 'case-study:evertail');
 * a vendor without a page is answered by rules only.
 */
const pagePassages: Passage[] = [
  ...Object.entries(vendorProfiles).map(([slug, profile]): Passage => ({
    id: `vendor:${slug}`,
    kind: 'page',
    title: `${profile.name}: ${profile.specialization}`,
    url: `/vendor-integrations/${slug}`,
    sourceTitle: profile.name,
    text: [profile.description, ...profile.about].join('\n'),
    summary: profile.description,
    // Vendor questions get a direct answer; the profile only wins when it says much more than the docs.
    boost: 0.6,
  })),
  ...releaseNotes.map((release): Passage => ({
    id: `release:${release.version}`,
    kind: 'page',
    title: `Release ${release.version}`,
    url: '/release-notes',
    sourceTitle: 'Release notes',
    text: [release.summary, ...Object.values(release.notes).flat()].join('\n'),
    summary: release.summary,
    boost: 0.8,
  })),
  ...caseStudies.map((study): Passage => ({
    id: `case-study:${study.slug}`,
    kind: 'page',
    title: study.title,
    url: `/case-studies/${study.slug}`,
    sourceTitle: `${study.company} case study`,
    text: [study.summary, ...study.results].join('\n'),
    summary: study.summary,
    boost: 0.8,
  })),
];

/** Page passages take wordings by id. */
const pageIds = new Set(pagePassages.map((passage) => passage.id));

/** Passages that take wordings, as a question expects them. */
export const takesWordings = (id: string) =>
  /^(faq|company):|^(doc|page):[^#]+#/.test(id) || pageIds.has(id);

export function loadKnowledge(): Knowledge {
  const askedAs = askedAsByPassage(trainingQuestions, takesWordings);
  const docs = docPassages();
  return {
    // Every passage retrieval searches: FAQ, documentation sections and the other pages' content.
    passages: [
      ...faqPassages(docs),
      ...docs,
      ...apiPassages(),
      ...pagePassages,
      ...companyPassages(readCompany()),
      ...companyPagePassages(),
    ].map((passage) => ({ ...passage, askedAs: askedAs.get(passage.id) })),
    plans: readPlans(),
    annualDiscountPercent,
    setupFees: readSetupFees(),
    setupFeesNote,
    planChangePolicy: policy.planChange,
    // Its discounts, like the release notes below, hold exactly a fact's fields.
    syncOnly: { discounts: productSyncOnlyOptions.discounts },
    vendors: readVendors(),
    jobs: readJobs(),
    releases: [...releaseNotes].sort((a, b) => b.date.localeCompare(a.date)),
    caseStudies: readCaseStudies(),
    company: readCompany(),
    vocabulary: readVocabulary(),
  };
}
