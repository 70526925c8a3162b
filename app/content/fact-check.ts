/**
 * Two checks over all the text of the site (content modules and Markdown
 * articles), for mistakes a schema cannot see:
 *
 * - a fact stated with a different number than its one source (a 15-day trial
 *   in one article while company.ts says 14, support until 5 PM on one page);
 * - British spellings on a site written in US English.
 *
 * Each fact is found by a pattern that captures the number as written; the
 * expected value is read from the module that owns the fact, never typed here.
 */
import type { Company, Plan, ProductSyncOnlyOptions, SetupFee, Support } from './schema';
import { withCommas } from '../lib/numbers';

/**
 * The content that owns the facts checked here. check.ts passes the whole
 * site content; this module names only what it reads, so it needs no content.
 */
export interface FactSources {
  company: Pick<Company, 'trialDays' | 'trialProductLimit' | 'dataRetentionDays'>;
  support: Pick<Support, 'replyHours' | 'timeZone' | 'timeZoneShort' | 'assistantSolvesPercent'> & {
    hoursRange: readonly string[];
  };
  plans: Plan[];
  setupFees: SetupFee[];
  productSyncOnlyOptions: ProductSyncOnlyOptions;
  annualDiscountPercent: number;
  apiPlansLabel: string;
}

export interface TextSource {
  /** Where the text comes from, for the problem report (module export or file). */
  name: string;
  text: string;
}

interface FactRule {
  /** What the number means, in the report. */
  fact: string;
  /** Global pattern; group `key` (optional) picks the expected value, group `value` is the number. */
  pattern: RegExp;
  /** The values the owning module allows, per key ('' when the pattern has no key). */
  expected: Record<string, string[]>;
  /** The module that owns the fact, named in the report. */
  owner: string;
}

const one = (value: string | number) => ({ '': [String(value)] });

/** The fact rules, with expected values taken from the content itself. */
export function factRules(content: FactSources): FactRule[] {
  const { company, support, plans, setupFees, productSyncOnlyOptions } = content;
  const fee = (id: string) => setupFees.find((f) => f.id === id)!.price;
  const priced = plans.filter((p) => p.monthlyPrice !== null);
  return [
    {
      fact: 'free trial length in days',
      pattern: /\b(?<value>\d+)-day (?:free )?trial/gi,
      expected: one(company.trialDays),
      owner: 'company.ts trialDays',
    },
    {
      fact: 'products allowed during the trial',
      pattern: /\btrial[^.]{0,80}?(?:up to|limited to) (?<value>\d{1,3}(?:,\d{3})+|\d+) products/gi,
      expected: one(withCommas(company.trialProductLimit)),
      owner: 'company.ts trialProductLimit',
    },
    {
      fact: 'support hours',
      pattern: /\b(?<value>\d{1,2} ?AM ?(?:to|-|–) ?\d{1,2} ?PM)/gi,
      expected: { '': [...support.hoursRange] },
      owner: 'support.ts hoursRange',
    },
    {
      fact: 'support time zone',
      pattern: /\d ?PM,? (?<value>EST|EDT|ET|Eastern(?: Time)?|PST|CET|GMT|UTC)\b/g,
      expected: { '': [support.timeZone, support.timeZoneShort] },
      owner: 'support.ts timeZone',
    },
    {
      fact: 'days data is kept after cancellation',
      pattern: /\b(?<value>\d+) days after (?:cancellation|you cancel)/gi,
      expected: one(company.dataRetentionDays),
      owner: 'company.ts dataRetentionDays',
    },
    {
      fact: 'setup fee per vendor',
      pattern:
        /\b(?<key>CSV\/XML\/FTP|custom API) integrations?[^.$]{0,30}?\$(?<value>\d{1,3}(?:,\d{3})+|\d+)/gi,
      expected: {
        'csv/xml/ftp': [String(fee('csv-xml-ftp'))],
        'custom api': [String(fee('custom-api'))],
      },
      owner: 'plans.ts setupFees',
    },
    {
      fact: 'product-sync-only discount',
      pattern: /\$(?<value>\d+) off (?:the )?(?<key>Basic|Plus|Premium)\b/gi,
      expected: Object.fromEntries(
        productSyncOnlyOptions.discounts.map((d) => [d.planId, [String(d.monthlyDiscount)]]),
      ),
      owner: 'plans.ts productSyncOnlyOptions',
    },
    {
      fact: 'plan price',
      pattern:
        /\b(?<key>Basic|Plus|Premium) (?:is |costs |at |\()?\$(?<value>\d{1,3}(?:,\d{3})+|\d+)(?!,\d)/g,
      expected: Object.fromEntries(
        priced.map((p) => [p.id, [String(p.monthlyPrice), String(p.annualPrice)]]),
      ),
      owner: 'plans.ts plans',
    },
    {
      fact: 'monthly order limit',
      pattern: /\b(?<value>\d{1,3}(?:,\d{3})+|\d+) orders (?:a|per) month/gi,
      expected: {
        '': priced.map((p) => withCommas(p.limits.ordersPerMonth ?? 0)),
      },
      owner: 'plans.ts limits.ordersPerMonth',
    },
    {
      fact: 'annual billing saving',
      pattern: /\bsav(?:e|es|ing) (?<value>\d+)%/gi,
      expected: one(content.annualDiscountPercent),
      owner: 'plans.ts annualDiscountPercent',
    },
    {
      fact: 'Premium reply time in hours',
      pattern:
        /\b(?:Premium[^.;]{0,60}?about (?<value>\d+)[- ]hours?|about (?<value2>\d+)[- ]hours? for Premium)/gi,
      expected: one(support.replyHours.premium),
      owner: 'support.ts replyHours',
    },
    {
      fact: 'Plus reply time in business hours',
      pattern:
        /\b(?:Plus[^.;]{0,60}?(?<![-\d])(?<value>\d+) business hours|(?<![-\d])(?<value2>\d+) business hours for Plus)/gi,
      expected: one(support.replyHours.plus),
      owner: 'support.ts replyHours',
    },
    {
      fact: 'Basic reply time in hours',
      pattern: /\b(?:Basic[^.;]{0,60}?(?<value>\d+)[- ]hours?|(?<value2>\d+) hours for Basic)/gi,
      expected: one(support.replyHours.basic),
      owner: 'support.ts replyHours',
    },
    {
      fact: 'share of common issues the in-app assistant solves',
      pattern: /\bup to (?<value>\d+)% of common/gi,
      expected: one(support.assistantSolvesPercent),
      owner: 'support.ts assistantSolvesPercent',
    },
    {
      fact: 'plans with API access',
      pattern:
        /\bAPI access[^.]{0,30}?\b(?:on|in|with|for|is(?: a)?|are)\s+(?:the\s+)?(?<value>(?:Basic|Plus|Premium|Enterprise)(?:(?:,| and| or) (?:Basic|Plus|Premium|Enterprise))*)/g,
      expected: { '': [content.apiPlansLabel] },
      owner: 'plans.ts apiPlanIds',
    },
  ];
}

function normalize(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/–/g, '-').trim();
}

/** Every statement of a known fact whose number differs from the fact's source. */
export function findFactConflicts(sources: TextSource[], content: FactSources): string[] {
  const problems: string[] = [];
  for (const rule of factRules(content)) {
    for (const source of sources) {
      for (const match of source.text.matchAll(rule.pattern)) {
        const groups = match.groups ?? {};
        const raw = groups.value ?? groups.value2;
        if (raw === undefined) continue;
        const key = (groups.key ?? '').toLowerCase();
        const allowed = rule.expected[key];
        if (!allowed) continue;
        const value = normalize(raw);
        if (!allowed.map(normalize).includes(value)) {
          problems.push(
            `${source.name}: ${rule.fact}${key ? ` (${key})` : ''} is "${value}" in "${match[0]}", but ${rule.owner} says ${allowed.map((a) => `"${a}"`).join(' or ')}`,
          );
        }
      }
    }
  }
  return problems;
}

/** British spellings and the US form the site uses instead. */
export const britishSpellings: Record<string, string> = {
  catalogue: 'catalog',
  catalogues: 'catalogs',
  fulfilment: 'fulfillment',
  fulfilments: 'fulfillments',
  'e-mail': 'email',
  'e-mails': 'emails',
  optimise: 'optimize',
  optimised: 'optimized',
  optimising: 'optimizing',
  optimisation: 'optimization',
  organise: 'organize',
  organised: 'organized',
  organisation: 'organization',
  organisations: 'organizations',
  colour: 'color',
  colours: 'colors',
  behaviour: 'behavior',
  centre: 'center',
  favourite: 'favorite',
  analyse: 'analyze',
  licence: 'license',
  programme: 'program',
  labelled: 'labeled',
  modelling: 'modeling',
  travelling: 'traveling',
  prioritise: 'prioritize',
  customise: 'customize',
  customised: 'customized',
  recognise: 'recognize',
  synchronise: 'synchronize',
  authorise: 'authorize',
  authorised: 'authorized',
  authorisation: 'authorization',
  enrolment: 'enrollment',
  cheque: 'check',
};

const britishPattern = new RegExp(
  `(?<![\\w-])(${Object.keys(britishSpellings)
    .map((w) => w.replace(/-/g, '\\-'))
    .join('|')})(?![\\w-])`,
  'gi',
);

/** Every British spelling in the sources, with the US form to use. */
export function findBritishSpellings(sources: TextSource[]): string[] {
  const problems: string[] = [];
  for (const source of sources) {
    const found = new Set<string>();
    for (const match of source.text.matchAll(britishPattern)) found.add(match[1]!.toLowerCase());
    for (const word of found) {
      problems.push(
        `${source.name}: British spelling "${word}", write "${britishSpellings[word]}" (US English)`,
      );
    }
  }
  return problems;
}
