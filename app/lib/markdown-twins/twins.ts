/**
 * The Markdown twin of every content page (/pricing.md, /documentation/<slug>.md
 * ...): the same facts as the HTML, read from the same content modules, with
 * no navigation chrome and a canonical link line at the top. Pure: given the
 * site's origin and the parsed articles it returns the same twins every time,
 * so the build (resource routes), llms-full.txt and the MCP server's
 * `get_page` all serve identical text.
 *
 * Imports stay relative: the embedded server loads this module under Node.
 */
import { apiEndpoints, apiGuide } from '../../content/api-reference';
import { annualDiscountPercent } from '../../content/billing';
import { caseStudies } from '../../content/case-studies';
import { company } from '../../content/company';
import { docCategories } from '../../content/docs/index';
import { faqCategories, faqEntries, pricingFaq } from '../../content/faq';
import { featureIllustrations } from '../../content/feature-illustrations';
import { extraFeatures, featureSections } from '../../content/features';
import { quoteSteps } from '../../content/forms';
import { benefitStats, steps as howItWorksSteps } from '../../content/how-it-works';
import { integrationMethodSteps, whatSyncs } from '../../content/integration-methods';
import { cookies, privacy, terms } from '../../content/legal';
import {
  apiPlansLabel,
  catalogTiers,
  currencyAndTax,
  planComparison,
  plans,
  plansForVendor,
  productSyncOnlyOptions,
  setupFees,
  setupFeesNote,
} from '../../content/plans';
import { releaseNotes } from '../../content/releases';
import type { FeatureIllustration, LegalDocument } from '../../content/schema';
import { vendorProfiles } from '../../content/vendor-profiles';
import { vendorCategories, vendorsWithPages } from '../../content/vendors';
import type { DocArticle } from '../docs/article';
import { formatUsd, withCommas } from '../numbers';
import { absoluteLinks, blocks, bullets, numbered, table } from './markdown';
import { twinPathFor } from './paths';

export type TwinSection = 'docs' | 'pricing' | 'product' | 'vendors' | 'company';

export interface MarkdownTwin {
  /** The HTML page's path ('/pricing'). */
  pagePath: string;
  /** The twin's own path ('/pricing.md'). */
  path: string;
  title: string;
  /** One line for llms.txt. */
  description: string;
  /** Where llms.txt lists it. */
  section: TwinSection;
  markdown: string;
}

export interface TwinInput {
  /** The site's public origin, without a trailing slash ('https://vendorhub.io'). */
  siteUrl: string;
  /** The documentation articles in reading order, as parsed for the pages. */
  docs: DocArticle[];
}

const STATUS_LABEL = { live: 'Live', beta: 'Beta', 'coming-soon': 'Coming soon' } as const;

const usdOrCustom = (amount: number | null) => (amount === null ? 'Custom' : formatUsd(amount));
const limit = (value: number | null) => (value === null ? 'Unlimited' : withCommas(value));
const yesNo = (value: boolean | string) =>
  value === true ? 'Yes' : value === false ? 'No' : value;

/** A page's twin: title, canonical line, optional lead, then the body. */
function twin(
  input: TwinInput,
  page: { pagePath: string; title: string; description: string; section: TwinSection },
  body: (string | false | undefined | null)[],
): MarkdownTwin {
  const path = twinPathFor(page.pagePath);
  if (!path) throw new Error(`${page.pagePath} has no Markdown twin path`);
  const canonical = `${input.siteUrl}${page.pagePath}`;
  const markdown = absoluteLinks(
    blocks([`# ${page.title}`, `Canonical: <${canonical}>`, `> ${page.description}`, ...body]),
    input.siteUrl,
  );
  return { ...page, path, markdown };
}

/** An article's own Markdown, with each calculator replaced by a pointer to the page that has it. */
function articleBody(doc: DocArticle, siteUrl: string): string {
  return doc.body.replace(/```calculator\s*\n\s*(\w+)\s*\n```/g, (_, name: string) =>
    [
      `_The web page has an interactive ${name} calculator here:_`,
      `_<${siteUrl}/documentation/${doc.slug}>._`,
    ].join(' '),
  );
}

function docTwins(input: TwinInput): MarkdownTwin[] {
  const hub = twin(
    input,
    {
      pagePath: '/documentation',
      title: 'Documentation',
      description:
        'Guides for connecting your Shopify store, adding vendors, syncing products, inventory, prices and orders, and fixing what goes wrong.',
      section: 'docs',
    },
    [
      ...docCategories.map((category) =>
        [
          `## ${category.label}`,
          bullets(
            input.docs
              .filter((doc) => doc.category === category.id)
              .map(
                (doc) =>
                  `[${doc.title}](/documentation/${doc.slug}) (${doc.readTime} min read): ${doc.description}`,
              ),
          ),
        ].join('\n\n'),
      ),
      '## API reference',
      `API access is included in ${apiPlansLabel}.`,
      ...apiGuide.sections.flatMap((section) => [
        `### ${section.title}`,
        ...section.body,
        section.table && table(section.table[0]!, section.table.slice(1)),
      ]),
      '### Endpoints',
      table(
        ['Method', 'Path', 'What it does'],
        apiEndpoints.map((e) => [e.method, `\`${e.path}\``, `${e.title}: ${e.description}`]),
      ),
    ],
  );
  const articles = input.docs.map((doc) =>
    twin(
      input,
      {
        pagePath: `/documentation/${doc.slug}`,
        title: doc.title,
        description: doc.description,
        section: 'docs',
      },
      [
        `Category: ${docCategories.find((c) => c.id === doc.category)?.label ?? doc.category}. ${doc.readTime} min read.`,
        articleBody(doc, input.siteUrl),
      ],
    ),
  );
  return [hub, ...articles];
}

function pricingTwin(input: TwinInput): MarkdownTwin {
  const priced = plans.filter((p) => p.monthlyPrice !== null);
  return twin(
    input,
    {
      pagePath: '/pricing',
      title: 'Pricing',
      description: `Four plans, each with a ${company.trialDays}-day free trial limited to ${company.trialProductLimit} products. Pay monthly, or annually and save ${annualDiscountPercent}%.`,
      section: 'pricing',
    },
    [
      currencyAndTax,
      '## Plans',
      table(
        [
          'Plan',
          'Billed monthly',
          'Billed annually',
          'Shopify stores',
          'Vendors',
          'Orders per month',
          'Products',
        ],
        plans.map((p) => [
          p.name,
          p.monthlyPrice === null ? 'Custom' : `${formatUsd(p.monthlyPrice)}/month`,
          p.annualPrice === null ? 'Custom' : `${formatUsd(p.annualPrice)}/month`,
          limit(p.limits.stores),
          limit(p.limits.vendors),
          limit(p.limits.ordersPerMonth),
          limit(p.limits.products),
        ]),
      ),
      `Annual billing is charged once a year: ${priced
        .map((p) => `${p.name} ${formatUsd(p.annualPrice! * 12)} a year`)
        .join(', ')}.`,
      ...plans.map((p) =>
        [
          `### ${p.name}`,
          p.description,
          p.isEnterprise
            ? `Priced individually: [contact sales](${p.contactHref ?? '/contact'}).`
            : `${formatUsd(p.monthlyPrice!)}/month billed monthly, ${formatUsd(p.annualPrice!)}/month billed annually.`,
          bullets(p.features),
          p.notIncluded.length > 0 && `Not included: ${p.notIncluded.join('; ')}.`,
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      '## Compare plans',
      ...planComparison.map((group) =>
        [
          `### ${group.title}`,
          table(
            ['Feature', ...plans.map((p) => p.name)],
            group.rows.map((row) => [row.label, ...plans.map((p) => yesNo(row.values[p.id]))]),
          ),
        ].join('\n\n'),
      ),
      '## Vendor catalog',
      bullets(
        catalogTiers.map(
          (tier) =>
            `**${tier.name}** (${plansForVendor({ tier: tier.id }).label}): ${tier.description}`,
        ),
      ),
      '## Setup fees',
      table(
        ['Integration', 'One-time fee per vendor', 'What it covers'],
        setupFees.map((fee) => [
          fee.name,
          fee.price === 0 ? 'Free' : formatUsd(fee.price),
          fee.description,
        ]),
      ),
      setupFeesNote,
      `## ${productSyncOnlyOptions.title}`,
      productSyncOnlyOptions.description,
      table(
        ['Plan', 'Monthly discount'],
        productSyncOnlyOptions.discounts.map((d) => [
          plans.find((p) => p.id === d.planId)!.name,
          `${formatUsd(d.monthlyDiscount)} off every month`,
        ]),
      ),
      productSyncOnlyOptions.alternative,
      '## Pricing questions',
      ...pricingFaq.map((entry) => `### ${entry.question}\n\n${entry.answer}`),
    ],
  );
}

/** The example panel beside a /features section, as the text a reader of the panel gets. */
function illustration(panel: FeatureIllustration | undefined): string | undefined {
  if (!panel) return undefined;
  const lines = (() => {
    switch (panel.kind) {
      case 'sync-log':
        return panel.entries.map((e) => `${e.time} ${e.label}: ${e.detail}`);
      case 'listing':
        return [
          `${panel.productTitle} (${panel.badge}): ${panel.description}`,
          ...panel.facts.map((f) => `${f.label}: ${f.value}`),
        ];
      case 'price-rule':
        return [
          `${panel.cost.label}: ${panel.cost.price}`,
          ...panel.steps.map((step) => `${step.rule}: ${step.price} (${step.note})`),
          `${panel.result.label}: ${panel.result.price}`,
        ];
      case 'order-timeline':
        return panel.steps.map((step) => `${step.label}: ${step.detail}`);
    }
  })();
  return `**${panel.caption}**\n\n${bullets(lines)}`;
}

function productTwins(input: TwinInput): MarkdownTwin[] {
  return [
    twin(
      input,
      {
        pagePath: '/features',
        title: 'Features',
        description:
          'Inventory sync, product listings, price rules with MAP and MSRP, and order routing with tracking, for Shopify stores that sell their vendors’ products.',
        section: 'product',
      },
      [
        ...featureSections.map((s) =>
          [
            `## ${s.title}`,
            s.description,
            bullets(s.bullets),
            illustration(featureIllustrations[s.id]),
          ]
            .filter(Boolean)
            .join('\n\n'),
        ),
        '## More features',
        ...extraFeatures.map((f) => `### ${f.title}\n\n${f.description}`),
      ],
    ),
    twin(
      input,
      {
        pagePath: '/how-it-works',
        title: 'How it works',
        description:
          'Four steps take you from a connected store to automated vendor operations: connect your store, add your vendors, configure your rules, then automate and monitor.',
        section: 'product',
      },
      [
        ...howItWorksSteps.map(
          (step) =>
            `## Step ${step.number}: ${step.title}\n\n${step.description}\n\n**${step.details.title}**\n\n${bullets(step.details.items)}`,
        ),
        '## Benefits',
        table(
          ['Figure', 'Benefit', 'What it means'],
          benefitStats.map((s) => [s.value, s.label, s.description]),
        ),
      ],
    ),
    twin(
      input,
      {
        pagePath: '/faq',
        title: 'Frequently asked questions',
        description: `Answers about ${company.productName}: what it does, features, pricing and plans, security and data, and support.`,
        section: 'product',
      },
      faqCategories.flatMap((category) => [
        `## ${category}`,
        ...faqEntries
          .filter((entry) => entry.category === category)
          .map((entry) => `### ${entry.question}\n\n${entry.answer}`),
      ]),
    ),
    twin(
      input,
      {
        pagePath: '/release-notes',
        title: 'Release notes',
        description: 'New features, improvements and bug fixes in every VendorHub release.',
        section: 'product',
      },
      releaseNotes.map((release) =>
        [
          `## Version ${release.version} (${release.date})`,
          release.summary,
          release.notes.newFeatures.length > 0 &&
            `### New features\n\n${bullets(release.notes.newFeatures)}`,
          release.notes.improvements.length > 0 &&
            `### Improvements\n\n${bullets(release.notes.improvements)}`,
          release.notes.bugFixes.length > 0 &&
            `### Bug fixes\n\n${bullets(release.notes.bugFixes)}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ),
  ];
}

function vendorTwins(input: TwinInput): MarkdownTwin[] {
  const hub = twin(
    input,
    {
      pagePath: '/vendor-integrations',
      title: 'Vendor integrations',
      description:
        'Every vendor in the VendorHub catalog by category, with its status. Pre-built integrations are free to set up; any other vendor can be requested.',
      section: 'vendors',
    },
    [
      ...vendorCategories.map((category) =>
        [
          `## ${category.name}`,
          table(
            ['Vendor', 'Status', 'Plans'],
            category.vendors.map((v) => [
              v.slug ? `[${v.name}](/vendor-integrations/${v.slug})` : v.name,
              STATUS_LABEL[v.status],
              plansForVendor(v).label,
            ]),
          ),
        ].join('\n\n'),
      ),
      'Not listed? [Request a custom integration](/custom-integrations).',
    ],
  );
  const pages = vendorsWithPages.map((vendor) => {
    const profile = vendorProfiles[vendor.slug];
    if (!profile) throw new Error(`Vendor ${vendor.slug} has no profile`);
    const method = integrationMethodSteps[profile.integrationMethod];
    return twin(
      input,
      {
        pagePath: `/vendor-integrations/${vendor.slug}`,
        title: `${profile.name} integration`,
        description: profile.description,
        section: 'vendors',
      },
      [
        table(
          ['Fact', 'Value'],
          [
            ['Status', STATUS_LABEL[vendor.status]],
            ['Category', profile.category],
            ['Integration method', profile.integrationMethod],
            ['Setup cost', profile.setupCost],
            ['Available on', plansForVendor(vendor).label],
            ['Products', profile.productCount],
            ['Specialization', profile.specialization],
            ['Website', profile.website],
          ],
        ),
        `## About ${profile.name}`,
        ...profile.about,
        `## ${method.title}`,
        numbered(method.steps),
        '## What syncs',
        bullets(whatSyncs.map((item) => `**${item.title}**: ${item.text}`)),
      ],
    );
  });
  const custom = twin(
    input,
    {
      pagePath: '/custom-integrations',
      title: 'Custom integrations',
      description:
        'A vendor not in the catalog? We build the integration from its API or its CSV, XML or FTP files, for a one-time setup fee per vendor.',
      section: 'vendors',
    },
    [
      '## Setup fees',
      table(
        ['Integration', 'One-time fee per vendor', 'What it covers'],
        setupFees.map((fee) => [
          fee.name,
          fee.price === 0 ? 'Free' : usdOrCustom(fee.price),
          fee.description,
        ]),
      ),
      setupFeesNote,
      '## What happens after you ask for a quote',
      numbered(quoteSteps),
    ],
  );
  return [hub, ...pages, custom];
}

function companyTwins(input: TwinInput): MarkdownTwin[] {
  const listed = caseStudies.filter((study) => study.listed);
  const hub = twin(
    input,
    {
      pagePath: '/case-studies',
      title: 'Case studies',
      description: `How merchants use ${company.productName} to keep their vendors' stock, prices and orders in sync.`,
      section: 'company',
    },
    [
      bullets(
        listed.map(
          (study) =>
            `[${study.title}](/case-studies/${study.slug}) (${study.industry}): ${study.summary}`,
        ),
      ),
    ],
  );
  const studies = caseStudies.map((study) =>
    twin(
      input,
      {
        pagePath: `/case-studies/${study.slug}`,
        title: study.title,
        description: study.summary,
        section: 'company',
      },
      [
        `Company: ${study.company}. Industry: ${study.industry}.`,
        table(
          ['Figure', 'What it measures'],
          study.metrics.map((m) => [m.value, m.label]),
        ),
        '## The challenge',
        ...study.challenge,
        '## The solution',
        ...study.solution,
        '## The results',
        bullets(study.results),
        study.quote && `> ${study.quote.text}\n>\n> ${study.quote.author}, ${study.quote.position}`,
      ],
    ),
  );
  const legal = (pagePath: string, doc: LegalDocument) =>
    twin(input, { pagePath, title: doc.title, description: doc.description, section: 'company' }, [
      `Last updated: ${doc.lastUpdated}`,
      ...doc.intro,
      ...doc.sections.flatMap((section) => [`## ${section.heading}`, ...section.body]),
    ]);
  return [
    hub,
    ...studies,
    legal('/terms', terms),
    legal('/privacy', privacy),
    legal('/cookies', cookies),
  ];
}

/** Every twin, in the order llms.txt and llms-full.txt list them. */
export function buildTwins(input: TwinInput): MarkdownTwin[] {
  return [
    ...docTwins(input),
    pricingTwin(input),
    ...productTwins(input),
    ...vendorTwins(input),
    ...companyTwins(input),
  ];
}
