/**
 * Direct answers to fact questions, tried before passage retrieval: plan
 * limits and prices, setup fees, product-sync-only discounts, vendors, jobs,
 * releases and case studies. Every number comes from the knowledge (the
 * content modules); this file only knows how visitors ask.
 */
import type {
  CaseStudyFact,
  JobFact,
  Knowledge,
  PlanFact,
  ReleaseFact,
  VendorFact,
} from './knowledge.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatUsd, withCommas } from '#app/lib/numbers.ts';
import { slugify } from '#app/lib/slug.ts';
import { statusLabels } from '#app/lib/vendor-filter.ts';
import { isStopword, stem, words } from './text.ts';

/** Words the rules below recognise, so the speller never "corrects" them into something else. */
export const FACT_WORDS = `story stories study studies release releases version changelog hiring hire job jobs
  position positions opening openings vacancy vacancies career careers apply application cheapest lowest
  cheaper starter yearly annually monthly supplier suppliers distributor distributors wholesaler login
  logins credentials fee fees discount storefront skus listings brands maximum overage retention`;

export interface Link {
  label: string;
  url: string;
}

export interface FactAnswer {
  /** E.g. 'plan:plus#stores', 'vendor:kalco', 'job:golang-junior-backend-developer'. */
  id: string;
  /** One to three sentences, the answering one first. */
  text: string;
  links: Link[];
  /**
   * The answer covers only part of a question that says much else ("I'm on
   * the cheapest package and got stuck halfway through setup…"): a passage
   * that surely covers the question answers instead.
   */
  partial?: boolean;
  /** A category's vendor list ("our Adult category has…"), which a vendor the question names outranks. */
  category?: boolean;
}

export type LimitName = keyof PlanFact['limits'];
type Attribute = LimitName | 'price';

/** What a question says about plans; a follow-up borrows what it leaves out from the previous turn. */
export interface PlanQuery {
  plans: PlanFact[];
  attributes: Attribute[];
  billing?: 'monthly' | 'annual';
  cheapest: boolean;
  /** The question asks for an amount ("how many", "limit"), not what happens past it. */
  asksAmount: boolean;
  /** Words left once plan names and the words above are set aside. */
  rest: string[];
  /** A yes/no question ('Does Plus include…?'), which a plan's feature list can answer. */
  yesNo: boolean;
  /** Asks what happens past a limit ('go over 200 orders'): the FAQ answers that, not the limit. */
  overage: boolean;
  /** Asks which plan fits ('which plan covers 3 stores'). */
  whichPlan: boolean;
  /** Names the plan as what it asks for ('which tier unlocks the API'), not "which one". */
  whichTier: boolean;
  /** A number the question gives ('3 stores', '20k skus'), for choosing a plan. */
  amount?: number;
  /** Every limit the question gives a number for ("one store, 4 suppliers, 250 orders"). */
  amounts?: Partial<Record<LimitName, number>>;
  /**
   * A number with no limit beside it ("what if it drops to 350?", "a 4th one"): in a
   * follow-up, a new amount of the limit the previous turn counted.
   */
  number?: number;
  /**
   * Asks about changing plans or how plans differ ('move up mid month', 'Basic
   * instead of Premium, feature wise'): the FAQ answers that, not a price.
   */
  aboutPlanChoice: boolean;
  /** Asks for no limit at all ('unlimited vendors?', 'a tier with no cap on stores'). */
  unlimited: boolean;
  /** Compares annual with monthly billing ('is yearly cheaper', 'a yearly billing option'). */
  comparesBilling?: boolean;
  /** Every limit the question names, asked about or not ("do you charge if I go over my order limit?"). */
  named?: LimitName[];
}

const LIMIT_WORDS: Record<LimitName, RegExp> = {
  stores: /^(store|stores|shop|shops|storefronts?)$/,
  vendors: /^(vendors?|suppliers?|distributors?|manufacturers?|brands?|wholesalers?)$/,
  orders: /^orders?$/,
  products: /^(products?|skus?|listings?|items?)$/,
};
/** Nouns a limit word can describe ('vendor tags', 'product titles'). */
const MODIFIED =
  /^(?:tags?|settings?|pages?|portals?|feeds?|files?|data|names?|titles?|descriptions?|images?|locations?|collections?|details?|credentials|password|types?|status|rules?|tab)$/;
const PRICE_WORDS = /^(price|prices|pricing|cost|costs|much|pay|charge|expensive|cheap|dollars?)$/;
const CHEAPEST_WORDS = /^(cheapest|lowest|cheaper|starter|entrylevel|smallest)$/;
const ANNUAL_WORDS = /^(annual|annually|yearly|year|years)$/;
const MONTHLY_WORDS = /^(monthly|month|months)$/;
/** Words that ask for an amount; needed before answering a limit across all plans. */
const AMOUNT_WORDS = /^(many|limit|limits|max|maximum|number|allowed|allow|allows)$/;
const OVERAGE_WORDS = /^(over|exceed|exceeded|exceeding|above|past|more|overage|beyond|hit)$/;
const PLAN_CHOICE_WORDS =
  /^(change|changing|switch|switching|upgrade|upgrading|downgrade|downgrading|difference|different|differ|compare|comparison|features?)$/;
const PLAN_NOISE =
  /^(plan|plans|tier|package|subscription|per|billed|billing|option|options|vendorhub|it|every|each|side|give|list)$/;

const count = (n: number, one: string, many: string) => `${withCommas(n)} ${n === 1 ? one : many}`;
const listing = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} and ${items[items.length - 1]}`;
/** 'Free bulk creation' → 'free bulk creation', but 'API access' and 'AI Listing' stay as they are. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
const pricingLink: Link = { label: 'Pricing', url: '/pricing' };
/** The sentences of a content text ('$82.50' stays whole: a sentence ends at a full stop before a space). */
const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/);
const contactLink: Link = { label: 'Contact sales', url: '/contact' };

/** The word names one of the plans ('plus' for Plus). */
export const namesPlan = (plans: PlanFact[], word: string) =>
  plans.some((plan) => plan.name.toLowerCase() === word);

/** The plan the word at `index` names; "cost plus a percentage" adds, it does not name Plus. */
function planAt(plans: PlanFact[], said: string[], index: number): PlanFact | undefined {
  const word = said[index]!;
  if (word === 'plus' && PLUS_AFTER.test(said[index - 1] ?? '')) return undefined;
  return plans.find((plan) => plan.name.toLowerCase() === word);
}

export function parsePlanQuery(knowledge: Knowledge, tokens: string[]): PlanQuery {
  const query: PlanQuery = {
    plans: [],
    attributes: [],
    cheapest: false,
    asksAmount: false,
    rest: [],
    yesNo: /^(do|does|is|are|can|will|has|have|could|would|am)$/.test(tokens[0] ?? ''),
    overage: false,
    // "Which one fits us?" asks for a plan; "MAP or MSRP, which one wins?" does not.
    whichPlan:
      /\b(?:which|what) (?:plan|tier|package)\b|\bwhich one (?:should|would|do|does|is (?:best|right|cheapest|enough)|fits?|suits?|covers?|includes?|has|gives?|allows?|lets|supports?|makes sense|works)\b/.test(
        tokens.join(' '),
      ),
    // "Does any plan come with onboarding?", "is there a plan where you help us migrate?",
    // "is guided onboarding included?"
    whichTier:
      /\b(?:which|what|any) (?:plan|tier|package)s?\b|\b(?:is there|have you got|do you have) (?:a|any) (?:plan|tier|package)\b|^(?:is|are) .*\bincluded$/.test(
        tokens.join(' '),
      ),
    unlimited:
      /\b(?:unlimited|limitless|no (?:cap|limit|maximum|max)s?|without (?:a |any )?(?:cap|limit)s?)\b/.test(
        tokens.join(' '),
      ),
    aboutPlanChoice:
      tokens.some((t) => PLAN_CHOICE_WORDS.test(t)) ||
      /\b(?:instead of|mov(?:e|ing) (?:up|down)|go(?:ing)? (?:up|down))\b/.test(tokens.join(' ')),
  };
  let overage = false;
  let priceNamed = false;
  let amountLimit: LimitName | undefined;
  let previousWord = '';
  // '18,000 skus' arrives as '18' '000': read it as one number.
  const numbered = tokens.reduce<string[]>((out, word) => {
    const last = out[out.length - 1];
    if (last && /^\d+$/.test(last) && /^\d{3}$/.test(word)) out[out.length - 1] = `${last}${word}`;
    else out.push(word);
    return out;
  }, []);
  for (const [index, word] of numbered.entries()) {
    const plan = planAt(knowledge.plans, numbered, index);
    // "two vendors tags on one product", "my suppliers settings": a limit word before such a
    // noun names what it belongs to, not how many the plan allows.
    const modifier = MODIFIED.test(numbered[index + 1] ?? '');
    const limit = modifier ? undefined : limitNamed(word);
    if (plan) {
      // "We've outgrown Premium: how do we move to Enterprise?" asks about the plan moved to.
      if (/^(?:to|into|onto)$/.test(previousWord) && query.plans.length > 0)
        query.plans = [plan, ...query.plans.filter((p) => p !== plan)];
      else if (!query.plans.includes(plan)) query.plans.push(plan);
    } else if (limit) {
      if (!query.attributes.includes(limit)) query.attributes.push(limit);
      // "4 Shopify stores", "8 lighting manufacturers": one word may describe what is counted.
      const amountWord = AMOUNT.test(previousWord)
        ? previousWord
        : describes(previousWord) && /^\d+k?$/.test(numbered[index - 2] ?? '')
          ? numbered[index - 2]!
          : undefined;
      if (amountWord)
        query.amounts = {
          ...query.amounts,
          [limit]: Math.max(query.amounts?.[limit] ?? 0, parseAmount(amountWord)),
        };
      // "20k skus from our suppliers": the limit named beside the number is the one
      // asked about, and a number is an amount only beside one ("$110" is not).
      // "One store for the US and a second for Canada… both shops": the largest amount counts.
      if (amountWord && (!amountLimit || amountLimit === limit)) {
        amountLimit = limit;
        query.amount = Math.max(query.amount ?? 0, parseAmount(amountWord));
      }
      // "our second Shopify store", "a third vendor", "a 4th store": that many in all.
      const ordinal = [numbered[index - 1], numbered[index - 2]]
        .map((w) => (w ? (ORDINALS[w] ?? digitOrdinal(w)) : undefined))
        .find((n) => n !== undefined && n > 0);
      if (ordinal && (!amountLimit || amountLimit === limit)) {
        amountLimit = limit;
        query.amount = Math.max(query.amount ?? 0, ordinal);
      }
    } else if (PRICE_WORDS.test(word)) {
      if (!query.attributes.includes('price')) query.attributes.push('price');
      if (word !== 'much') priceNamed = true;
    } else if (CHEAPEST_WORDS.test(word)) {
      // "Listings end up cheaper than the brand allows" compares prices, not plans, and
      // "route to the cheapest supplier" or "whichever vendor is cheapest" compares vendors.
      const comparesVendors =
        /^(?:vendors?|suppliers?|distributors?|carriers?|couriers?)$/.test(
          numbered[index + 1] ?? '',
        ) ||
        (/^(?:is|are)$/.test(previousWord) && limitNamed(numbered[index - 2] ?? '') === 'vendors');
      if (
        !comparesVendors &&
        !(word === 'cheaper' && numbered[index + 1] === 'than' && !query.plans.length)
      )
        query.cheapest = true;
    } else if (ANNUAL_WORDS.test(word)) query.billing = 'annual';
    else if (MONTHLY_WORDS.test(word)) query.billing ??= 'monthly';
    else if (OVERAGE_WORDS.test(word)) overage = true;
    else if (AMOUNT_WORDS.test(word)) query.asksAmount = true;
    else if (!isStopword(word) && !PLAN_NOISE.test(word)) query.rest.push(word);
    // A number no limit follows, even past one describing word ("350 after the holidays").
    const bare = /^\d+k?$/.test(word) ? parseAmount(word) : digitOrdinal(word);
    const next = numbered.slice(index + 1, index + 3);
    if (bare !== undefined && !next.some((w) => limitNamed(w)) && query.number === undefined)
      query.number = bare;
    previousWord = word;
  }
  // "One shop for the US and another for Canada, which plan covers both of them?"
  if (amountLimit && /\b(?:both|and (?:another|a second))\b/.test(tokens.join(' ')))
    query.amount = Math.max(query.amount ?? 0, 2);
  // "650 orders a month, what's the cheapest plan that covers that?": the smallest that fits.
  if (query.cheapest && amountLimit && query.amount !== undefined && !query.plans.length) {
    query.cheapest = false;
    query.whichPlan = true;
  }
  if (query.whichPlan && amountLimit) query.attributes = [amountLimit];
  // "How much storage…", "how much products": with a limit named, "much" alone asks no price.
  if (!priceNamed && query.attributes.length > 1)
    query.attributes = query.attributes.filter((a) => a !== 'price');
  // "Too many orders this month, what happens?" asks about going past the limit too.
  if (/\b(?:too (?:many|much)|what happens?|what happen)\b/.test(tokens.join(' '))) overage = true;
  if (overage) query.asksAmount = false;
  query.overage = overage;
  query.named = query.attributes.filter((a): a is LimitName => a !== 'price');
  // "Is bulk listing with AI included on Basic?" asks about a feature; a limit
  // word in a yes/no question asks for the limit only beside an amount.
  if (
    query.yesNo &&
    !query.unlimited &&
    !query.asksAmount &&
    query.amount === undefined &&
    query.rest.length > 0
  )
    query.attributes = query.attributes.filter((a) => a === 'price');
  // "Is paying yearly cheaper?" compares billing periods, not plans.
  query.comparesBilling =
    query.billing === 'annual' &&
    tokens.some((t) =>
      /^(?:cheaper|save|saves|saving|savings|discount|discounts|percent|less|option|options)$/.test(
        t,
      ),
    );
  if (query.billing === 'annual' && tokens.includes('cheaper') && query.plans.length === 0)
    query.cheapest = false;
  return query;
}

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };
/** '4th' → 4. */
const digitOrdinal = (word: string) => {
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(word)?.[1];
  return digits === undefined ? undefined : Number(digits);
};
/** The limit a word names ('stores' → stores). */
const limitNamed = (word: string) =>
  (Object.keys(LIMIT_WORDS) as LimitName[]).find((name) => LIMIT_WORDS[name].test(word));
/** A word that can stand between a number and what it counts ("4 Shopify stores"). */
const describes = (word: string) =>
  /^[a-z]+$/.test(word) &&
  !isStopword(word) &&
  !limitNamed(word) &&
  ![PRICE_WORDS, CHEAPEST_WORDS, ANNUAL_WORDS, MONTHLY_WORDS, AMOUNT_WORDS, OVERAGE_WORDS].some(
    (words) => words.test(word),
  );

const PLUS_AFTER = /^(?:cost|costs|price|prices|wholesale|markup|msrp|map|fee|fees|shipping)$/;

/** "The $299 package", "the $199 one": the plan of that monthly price (or annual price a month) by name. */
export function namePlansByPrice(knowledge: Knowledge, text: string): string {
  return text.replace(
    /\$\s?(\d+)(?:\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly))?(?=\s+(?:plan|package|tier|one|option|subscription)\b)/gi,
    (said, amount: string) =>
      knowledge.plans.find(
        (p) => p.monthlyPrice === Number(amount) || p.annualPrice === Number(amount),
      )?.name ?? said,
  );
}

/**
 * "The one above it", "the next tier up", "one plan down": a plan named by its step from
 * another, as a follow-up says it ("how much is Basic per month?" then "and the one above
 * it?") or a single question does ("I'm on Plus, what does the next tier cost?").
 */
const PLAN_STEP =
  /\b(?:the )?(?:one|plan|tier|package|level) (above|over|after|below|under|before) (?:it|that(?: one)?|this(?: one)?|(?:the )?([a-z]+))\b|\b(?:the )?next (?:one|plan|tier|package)(?: (up|down))?\b|\bone (?:tier|plan|level|step) (up|down)\b/i;
const STEP_DOWN = /^(?:below|under|before|down)$/i;

/** The plans a text names by name (not "cost plus 40%"). */
function plansNamed(knowledge: Knowledge, text: string) {
  const said = words(text);
  return knowledge.plans.filter((plan) =>
    said.some((_, i) => planAt(knowledge.plans, said, i) === plan),
  );
}

/** Names the plan a text points to by its step from another ('the one above it' → 'Plus'). */
export function namePlansByStep(knowledge: Knowledge, text: string, previous?: string): string {
  const match = PLAN_STEP.exec(text);
  if (!match) return text;
  const [said, direction, from, next, step] = match;
  const anchor = from
    ? plansNamed(knowledge, from)
    : [plansNamed(knowledge, text.replace(said, ' ')), plansNamed(knowledge, previous ?? '')].find(
        (named) => named.length > 0,
      );
  if (from && anchor?.length === 0) return text;
  if (anchor?.length !== 1) return text;
  const down = STEP_DOWN.test(direction ?? next ?? step ?? '');
  const target = knowledge.plans[knowledge.plans.indexOf(anchor[0]!) + (down ? -1 : 1)];
  return target ? text.replace(said, target.name) : text;
}

/** Amounts visitors spell out ('both shops', 'three stores'). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
/** '3', '1,000', '20k' (words are split on commas, so '1,000' arrives as '1' '000'), 'three'. */
const AMOUNT = /^(?:\d+k?|one|two|both|three|four|five|six|seven|eight|nine|ten)$/;
function parseAmount(word: string): number {
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]!;
  return word.endsWith('k') ? Number(word.slice(0, -1)) * 1000 : Number(word);
}

/** Fills what a follow-up ("and on Premium?", "what about yearly?") leaves out from the previous question. */
export function mergeFollowUp(current: PlanQuery, previous: PlanQuery): PlanQuery {
  // "Which plan do I need for 8 vendors?" then "what if we grow to 15?", or "how many suppliers
  // on Plus?" then "and if I need 8 of them?": the same limit, a new amount.
  const previousLimits = previous.attributes.filter((a): a is LimitName => a !== 'price');
  const counted = previous.amounts
    ? (Object.keys(previous.amounts) as LimitName[])
    : previous.asksAmount
      ? previousLimits
      : [];
  if (
    current.number !== undefined &&
    current.amounts === undefined &&
    current.plans.length === 0 &&
    current.attributes.length === 0 &&
    counted.length === 1
  ) {
    const limit = counted[0]!;
    return mergeFollowUp(
      {
        ...current,
        attributes: [limit],
        amounts: { [limit]: current.number },
        amount: current.number,
        whichPlan: current.whichPlan || previous.whichPlan || previous.asksAmount,
      },
      previous,
    );
  }
  // "How many orders on Premium?" then "do you charge extra per order past that?": what
  // happens past the limit the previous turn asked about.
  if (current.overage && previousLimits.length && !current.attributes.some((a) => a !== 'price'))
    current = { ...current, attributes: [...current.attributes, ...previousLimits] };
  // "We have two shops, so which plan would we need?" asks afresh, whatever plan came before.
  const planned = current.plans.length > 0 || current.cheapest || current.whichPlan;
  return {
    plans: planned ? current.plans : previous.plans,
    cheapest: planned ? current.cheapest : previous.cheapest,
    attributes: current.attributes.length
      ? current.attributes
      : current.billing
        ? ['price']
        : // "Do you charge if I go over my order limit?" then "and what is the limit on Premium?"
          current.asksAmount && !previous.attributes.length && previous.named?.length === 1
          ? previous.named
          : // "How does the AI write product titles?" then "is that extra on Basic?": a limit
            // word carries over only from a question about plans or amounts.
            previous.attributes.filter(
              (a) =>
                a === 'price' ||
                previous.asksAmount ||
                previous.plans.length > 0 ||
                previous.whichPlan ||
                previous.cheapest,
            ),
    billing: current.billing ?? (current.attributes.length ? undefined : previous.billing),
    asksAmount: current.asksAmount || previous.asksAmount,
    rest: current.rest,
    yesNo: current.yesNo,
    // "Do you charge for orders past 600 on Plus?" then "and 1,200 on Premium, same deal?"
    overage: current.overage || (previous.overage && !current.asksAmount && !current.whichPlan),
    whichPlan: current.whichPlan,
    whichTier: current.whichTier,
    amount: current.amount,
    amounts: current.amounts,
    number: current.number,
    aboutPlanChoice: current.aboutPlanChoice,
    unlimited: current.unlimited,
    comparesBilling: current.comparesBilling,
  };
}

const LIMIT_NOUNS: Record<LimitName, [string, string]> = {
  stores: ['store', 'stores'],
  vendors: ['vendor', 'vendors'],
  orders: ['order a month', 'orders a month'],
  products: ['product', 'products'],
};

/** '2 stores', '1,000 orders a month', 'unlimited vendors'. */
function limitAmount(plan: PlanFact, limit: LimitName): string {
  const value = plan.limits[limit];
  const [one, many] = LIMIT_NOUNS[limit];
  return value === null ? `unlimited ${many}` : count(value, one, many);
}

/** What a plan costs, annual billing first when the question asks about it. */
function priceText(plan: PlanFact, knowledge: Knowledge, billing?: 'monthly' | 'annual') {
  if (plan.monthlyPrice === null || plan.annualPrice === null)
    return 'priced for your volume and integrations: contact sales for a quote';
  const annual = `${formatUsd(plan.annualPrice)} a month billed annually (${formatUsd(plan.annualPrice * 12)} a year)`;
  const discount = `${knowledge.annualDiscountPercent}%`;
  return billing === 'annual'
    ? `${annual}, ${discount} less than the ${formatUsd(plan.monthlyPrice)} monthly price`
    : `${formatUsd(plan.monthlyPrice)} a month billed monthly, or ${annual}, which saves ${discount}`;
}

function priceSentence(plan: PlanFact, knowledge: Knowledge, billing?: 'monthly' | 'annual') {
  const text = priceText(plan, knowledge, billing);
  return `${plan.name} ${plan.monthlyPrice === null ? 'is' : 'costs'} ${text}.`;
}

/**
 * The plan feature (or exclusion) that shares the most of the question's
 * other words: at least two, or all of them, where a word that only one
 * feature uses ('api' in "API access") counts twice.
 */
function bestFeature(knowledge: Knowledge, rest: string[]): string | null {
  const wanted = new Set(rest.map(stem));
  if (wanted.size === 0) return null;
  const items = [...new Set(knowledge.plans.flatMap((p) => [...p.features, ...p.notIncluded]))];
  const stemsOf = new Map(items.map((item) => [item, new Set(words(item).map(stem))]));
  const users = (word: string) => items.filter((item) => stemsOf.get(item)!.has(word)).length;
  let best: { item: string; score: number } | null = null;
  for (const item of items) {
    const found = [...wanted].filter((w) => stemsOf.get(item)!.has(w));
    const score = found.reduce((sum, w) => sum + (users(w) === 1 ? 2 : 1), 0);
    if (score > 0 && (!best || score > best.score)) best = { item, score };
  }
  return best && best.score >= Math.min(2, wanted.size) ? best.item : null;
}

/** "Everything in Plus": a plan has its own features and those of the plans before it. */
function hasFeature(knowledge: Knowledge, p: PlanFact, item: string): boolean {
  return (
    p.features.includes(item) ||
    (!p.notIncluded.includes(item) &&
      knowledge.plans.slice(0, knowledge.plans.indexOf(p)).some((q) => q.features.includes(item)))
  );
}

/** "Which tier unlocks the REST API?" */
function planWithFeature(knowledge: Knowledge, rest: string[]): FactAnswer | null {
  const item = bestFeature(knowledge, rest);
  if (!item) return null;
  const withIt = knowledge.plans.filter((p) => hasFeature(knowledge, p, item));
  if (withIt.length === 0) return null;
  return {
    id: `plan:${withIt[0]!.id}#features`,
    text: `${item.replace(/^[a-z]/, (c) => c.toUpperCase())} comes with ${listing(withIt.map((p) => p.name))}.`,
    links: [pricingLink],
  };
}

/** Words that put a products question in the trial, read after synonyms ("try" is trial). */
const TRIAL_WORDS = /\b(?:trial|test|testing|try|trying)\b/;

function featureAnswer(knowledge: Knowledge, plan: PlanFact, rest: string[]): FactAnswer | null {
  // "Can I try Premium for free?" asks about the trial, not about "free bulk creation".
  if (rest.some((w) => TRIAL_WORDS.test(w))) return null;
  const item = bestFeature(knowledge, rest);
  if (!item) return null;
  const withIt = knowledge.plans.filter((p) => hasFeature(knowledge, p, item)).map((p) => p.name);
  const text = hasFeature(knowledge, plan, item)
    ? `Yes, ${plan.name} includes ${lowerFirst(item)}.`
    : `No, ${plan.name} does not include ${lowerFirst(item)}.${withIt.length ? ` It comes with ${listing(withIt)}.` : ''}`;
  return { id: `plan:${plan.id}#features`, text, links: [pricingLink] };
}

/**
 * "…with AI-written descriptions. How?" then "we're on Basic, does that cost
 * more?": whether the plan named includes the feature the previous turn asked
 * about.
 */
export function followUpFeatureAnswer(
  knowledge: Knowledge,
  query: PlanQuery,
  text: string,
  previousTokens: string[],
): FactAnswer | null {
  // "How much more is that over 12 months?" asks a price.
  if (query.plans.length !== 1 || query.billing || /\bhow much\b/.test(text)) return null;
  const before = parsePlanQuery(knowledge, previousTokens);
  // "Which of your plans come with API access?" then "so a client on Plus is out of luck there?"
  const askedWhichPlans =
    before.plans.length === 0 &&
    before.attributes.length === 0 &&
    /\b(?:which|what)\b/.test(previousTokens.join(' ')) &&
    previousTokens.some((t) => /^(?:plans?|tiers?|packages?)$/.test(t));
  const pointsBack =
    /\b(?:that|it|this)\b/.test(text) &&
    /\b(?:extra|more|additional|included|include|includes|paid|free|part of|comes? with|available)\b/.test(
      text,
    );
  if (!pointsBack && !askedWhichPlans) return null;
  return featureAnswer(knowledge, query.plans[0]!, before.rest);
}

/**
 * "How many products can I test with?", after a trial question too: the trial
 * has its own product limit, so the plans' limits do not answer it.
 */
export function asksTrialProducts(query: PlanQuery, text: string, previousText?: string): boolean {
  return (
    query.plans.length === 0 &&
    query.attributes.includes('products') &&
    TRIAL_WORDS.test(`${text} ${previousText ?? ''}`)
  );
}

/**
 * "How many products can I sync during the trial?" asks for that limit: the
 * FAQ entry on the trial states it, and the answer leads with it. The trial
 * is read in the question as typed, where "it keeps trying to update" is no
 * trial.
 */
export function trialLimitAnswer(
  knowledge: Knowledge,
  query: PlanQuery,
  raw: string,
  previousRaw?: string,
): FactAnswer | null {
  if (!query.asksAmount) return null;
  if (!/\b(?:trial|test|testing|try|trying out)\b/.test(`${raw} ${previousRaw ?? ''}`)) return null;
  const trial = knowledge.passages.find((p) => p.id === 'faq:free-trial');
  if (!trial) return null;
  const { trialDays, trialProductLimit } = knowledge.company;
  return {
    id: trial.id,
    text: `During the ${trialDays}-day free trial you can sync up to ${withCommas(trialProductLimit)} products. When the trial ends, your plan's own product limit applies.`,
    links: [{ label: 'FAQ', url: trial.url }],
  };
}

/**
 * "How long is the trial?" then "and for Enterprise?": how that plan's trial works, in the
 * pricing FAQ's sentences that name it (Enterprise's is set up with sales).
 */
export function trialPlanAnswer(
  knowledge: Knowledge,
  asked: PlanQuery,
  previousRaw: string,
): FactAnswer | null {
  if (!/\btrials?\b/.test(previousRaw)) return null;
  if (asked.plans.length !== 1 || asked.attributes.length || asked.billing || asked.rest.length > 1)
    return null;
  const faq = knowledge.passages.find((p) => p.id === 'faq:pricing-free-trial');
  const plan = asked.plans[0]!;
  const own = faq ? sentencesOf(faq.text).filter((s) => s.includes(plan.name)) : [];
  if (!faq || own.length === 0) return null;
  // The FAQ sits on the pricing page ("the plan buttons on this page"); the reply links to it.
  const text = own.join(' ').replace(/\bthis page\b/g, 'the pricing page');
  return { id: faq.id, text, links: [{ label: 'Pricing', url: faq.url }] };
}

/** "What's included in Premium?", "what do I get with Basic?", "Plus features": what a plan comes with. */
const CONTENTS =
  /\b(?:whats?|what is|what are) (?:(?:exactly|actually) )?(?:included|in|inside)\b|\bwhat (?:(?:exactly|actually) )?(?:does|do|will|would) (?:\w+ ){0,3}(?:get|include|come with|give|offer)\b|\bwhat (?:(?:exactly|actually) )?comes? with\b|\bfeatures?\b/;
/** The words of such a question beside the plan's name: "what exactly comes with Basic". */
const CONTENTS_WORDS =
  /^(?:includ\w*|get|gets|come|comes|give|gives|offer|offers|features?|exactly|actually|inside|extra|more|additional|lack|lacks|top|over|compared)$/;
/** "What does Premium give me that Plus doesn't?" */
const THAN_OTHER =
  /\b(?:that|which) \w+ (?:doesnt|does not|lacks|dont|do not)\b|\b(?:than|over|compared to|on top of)\b/;

/** Items that have "and" inside are set apart by semicolons: "…; and dedicated support and a 24/7 line". */
const featureListing = (items: string[]) =>
  items.some((item) => item.includes(' and ')) && items.length > 2
    ? `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`
    : listing(items);

/** The lines of a plan's feature list that are not its limits or "Everything in Plus". */
const extras = (plan: PlanFact) =>
  plan.features.filter((f) => !/^(?:\d|Unlimited )/.test(f) && !/^Everything in /.test(f));

/**
 * What a plan comes with, from the pricing page's list: its limits and its
 * features. Naming a second plan ("that Plus doesn't have") asks what the
 * larger one adds. Null when the question asks anything else (a price, a
 * limit, one feature).
 */
export function planContentsAnswer(
  knowledge: Knowledge,
  query: PlanQuery,
  text: string,
): FactAnswer | null {
  if (query.attributes.length > 0 || query.plans.length === 0 || query.plans.length > 2)
    return null;
  if (!CONTENTS.test(text) || !query.rest.every((w) => CONTENTS_WORDS.test(w))) return null;
  const limits = (p: PlanFact) =>
    listing((Object.keys(LIMIT_NOUNS) as LimitName[]).map((limit) => limitAmount(p, limit)));
  if (query.plans.length === 2) {
    if (!THAN_OTHER.test(text)) return null;
    const [lower, higher] = [...query.plans].sort(
      (a, b) => knowledge.plans.indexOf(a) - knowledge.plans.indexOf(b),
    ) as [PlanFact, PlanFact];
    const added = extras(higher).filter((item) => !hasFeature(knowledge, lower, item));
    return {
      id: `plan:${higher.id}#features`,
      text: `On top of ${lower.name}, ${higher.name} adds ${featureListing(added.map(lowerFirst))}. It includes ${limits(higher)}, where ${lower.name} includes ${limits(lower)}.`,
      links: [pricingLink],
    };
  }
  const plan = query.plans[0]!;
  const before = plan.features.find((f) => /^Everything in /.test(f));
  const own = extras(plan).map(lowerFirst);
  return {
    id: `plan:${plan.id}#features`,
    text: `${plan.name} includes ${limits(plan)}.${before ? ` It has ${lowerFirst(before)}, plus ${featureListing(own)}.` : ` It comes with ${featureListing(own)}.`}`,
    links: [pricingLink],
  };
}

/**
 * A plan answer to a question with this many words beyond the plan's name,
 * price and limits answers only its plan words: the plan is probably context.
 */
const PLAN_CONTEXT_WORDS = 3;

/**
 * The plan answer, {@link FactAnswer.partial} when the question says much
 * else ("I'm on the cheapest package and got stuck…"). A feature answer is
 * built from those other words, and "which plan covers 3 stores?" is
 * answered in full whatever else it says.
 */
export function planAnswer(knowledge: Knowledge, query: PlanQuery): FactAnswer | null {
  const answer = planFacts(knowledge, query);
  if (!answer) return null;
  const partial =
    query.rest.length >= PLAN_CONTEXT_WORDS &&
    !(query.amount !== undefined && query.whichPlan) &&
    !answer.id.endsWith('#features');
  return partial ? { ...answer, partial } : answer;
}

function planFacts(knowledge: Knowledge, query: PlanQuery): FactAnswer | null {
  const cheapest = query.cheapest
    ? knowledge.plans
        .filter((p) => p.monthlyPrice !== null)
        .sort((a, b) => a.monthlyPrice! - b.monthlyPrice!)[0]
    : undefined;
  const plans = cheapest && query.plans.length === 0 ? [cheapest] : query.plans;
  const limits = query.attributes.filter((a): a is LimitName => a !== 'price');
  const asksPrice = query.attributes.includes('price');
  // "What happens if we go over 200 orders on Basic?" is the order-limit FAQ's question.
  if (query.overage && limits.length > 0) return null;
  if (query.aboutPlanChoice && !query.yesNo) return null;
  // "Which plan covers 3 stores?", "we have 40k skus, what would that cost?"
  // "One store, 4 suppliers, around 250 orders a month. Which plan do I need?"
  const given = Object.entries(query.amounts ?? {}) as [LimitName, number][];
  if (given.length > 1 && (query.whichPlan || asksPrice) && plans.length === 0)
    return planForAmounts(knowledge, given);
  if (
    query.amount !== undefined &&
    (query.whichPlan || asksPrice || query.asksAmount) &&
    limits.length === 1 &&
    plans.length === 0
  )
    return planForAmount(knowledge, limits[0]!, query.amount);
  // "A second store, but Basic only lets us have one. What plan do we need?": the plan named
  // is the one outgrown.
  if (query.amount !== undefined && query.whichPlan && limits.length === 1 && plans.length === 1) {
    const limit = plans[0]!.limits[limits[0]!];
    if (limit !== null && limit < query.amount)
      return planForAmount(knowledge, limits[0]!, query.amount);
  }

  // "unlimited vendors?": the plan without that limit, and what the others allow.
  if (query.unlimited && plans.length <= 1 && limits.length === 1) {
    const limit = limits[0]!;
    const open = knowledge.plans.filter((p) => p.limits[limit] === null);
    const capped = knowledge.plans.filter((p) => p.limits[limit] !== null);
    const plan = plans[0];
    // "Is Premium unlimited on orders?"
    if (plan)
      return {
        id: `plan:${plan.id}#${limit}`,
        text:
          plan.limits[limit] === null
            ? `Yes, ${plan.name} includes unlimited ${LIMIT_NOUNS[limit][1]}.`
            : `No, ${plan.name} includes ${limitAmount(plan, limit)}.${open.length ? ` Unlimited ${LIMIT_NOUNS[limit][1]} come with ${listing(open.map((p) => p.name))}.` : ''}`,
        links: [pricingLink],
      };
    if (open.length > 0)
      return {
        id: `plan:${open[0]!.id}#${limit}`,
        text: `${listing(open.map((p) => p.name))} ${open.length > 1 ? 'include' : 'includes'} unlimited ${LIMIT_NOUNS[limit][1]}. The other plans include ${listing(capped.map((p) => `${p.name} ${limitAmount(p, limit)}`))}.`,
        links: [pricingLink],
      };
  }
  if (plans.length === 0) {
    // No plan named: answer across the plans only when the question asks for the amount itself.
    if (limits.length === 1 && query.asksAmount && query.rest.length <= 1) {
      const limit = limits[0]!;
      const parts = knowledge.plans.map((plan) => `${plan.name} ${limitAmount(plan, limit)}`);
      return {
        id: `plan:all#${limit}`,
        text: `Each plan includes a set number of ${LIMIT_NOUNS[limit][1]}: ${listing(parts)}.`,
        links: [pricingLink],
      };
    }
    // "Which tier unlocks the REST API? We push SKUs from our PIM": a feature, whatever limit words come with it.
    const feature =
      query.whichTier && limits.length === 0 && !asksPrice
        ? planWithFeature(knowledge, query.rest)
        : null;
    if (feature) return feature;
    // "Is it cheaper if I pay for the year?", "is there a yearly billing option?": the annual
    // billing answer says yes and by how much; the price list would lead with monthly prices.
    const asksAboutAnnual = query.billing === 'annual' && (query.yesNo || query.comparesBilling);
    if (asksPrice && limits.length === 0 && query.rest.length === 0 && !asksAboutAnnual) {
      // One sentence for the priced plans and one for the rest, to stay within three.
      const priced = knowledge.plans.filter(
        (p) => p.monthlyPrice !== null && p.annualPrice !== null,
      );
      const custom = knowledge.plans.filter((p) => !priced.includes(p)).map((p) => p.name);
      const monthly = listing(priced.map((p) => `${p.name} ${formatUsd(p.monthlyPrice!)}`));
      const annual = listing(priced.map((p) => formatUsd(p.annualPrice!)));
      const text = `Billed monthly, ${monthly} a month; billed annually, ${annual} a month (${knowledge.annualDiscountPercent}% less).${custom.length ? ` ${listing(custom)} ${custom.length > 1 ? 'are' : 'is'} priced for your volume: contact sales for a quote.` : ''}`;
      return { id: 'plan:all#price', text, links: [pricingLink] };
    }
    return null;
  }

  const plan = plans[0]!;
  const sentences: string[] = [];
  let id = `plan:${plan.id}`;
  if (cheapest && plan === cheapest) {
    sentences.push(
      `${plan.name} is our lowest-priced plan: ${priceText(plan, knowledge, query.billing)}.`,
    );
    id += limits.length ? `#${limits[0]}` : '#price';
  } else if (asksPrice) {
    sentences.push(...plans.map((p) => priceSentence(p, knowledge, query.billing)));
    id += '#price';
  }
  if (limits.length > 0) {
    if (!id.includes('#')) id += `#${limits[0]}`;
    for (const p of plans)
      sentences.push(
        `${p.name} includes ${listing(limits.map((limit) => limitAmount(p, limit)))}.`,
      );
  }
  // "Do you bill per extra order if we go over 400 on Plus?" asks what happens past a limit,
  // and "can I start on Basic and move up later?" about changing plans.
  if (sentences.length === 0 && query.yesNo && !query.overage && !query.aboutPlanChoice)
    return featureAnswer(knowledge, plan, query.rest);
  if (sentences.length === 0) return null;
  const links =
    plans.some((p) => p.monthlyPrice === null) && asksPrice
      ? [pricingLink, contactLink]
      : [pricingLink];
  return { id, text: sentences.slice(0, 3).join(' '), links };
}

/**
 * The plan an answer to "which plan covers 5 stores?" chose, for a follow-up that points
 * back at it ("ok, what does that one cost?").
 */
export function planChosen(knowledge: Knowledge, asked: PlanQuery): PlanFact | undefined {
  const chosen = asked.whichPlan ? planAnswer(knowledge, asked)?.id : undefined;
  return knowledge.plans.find((p) => chosen?.startsWith(`plan:${p.id}#`));
}

/** The smallest plan that covers every amount given, and the limit that decides it. */
function planForAmounts(knowledge: Knowledge, given: [LimitName, number][]): FactAnswer {
  const covers = (plan: PlanFact, [limit, amount]: [LimitName, number]) =>
    plan.limits[limit] === null || plan.limits[limit]! >= amount;
  const fits = knowledge.plans.find((plan) => given.every((need) => covers(plan, need)));
  if (!fits) return planForAmount(knowledge, given[0]![0]);
  const index = knowledge.plans.indexOf(fits);
  // The limit the plan before it falls short on.
  const deciding =
    index > 0 ? given.find((need) => !covers(knowledge.plans[index - 1]!, need)) : undefined;
  const [limit] = deciding ?? given[0]!;
  const asked = listing(given.map(([l, n]) => count(n, LIMIT_NOUNS[l][0], LIMIT_NOUNS[l][1])));
  const includes = listing(given.map(([l]) => limitAmount(fits, l)));
  return {
    id: `plan:${fits.id}#${limit}`,
    text: `${fits.name} is the smallest plan that covers ${asked}: it includes ${includes}.${deciding && index > 0 ? ` ${knowledge.plans[index - 1]!.name} includes ${limitAmount(knowledge.plans[index - 1]!, deciding[0])}.` : ''}`,
    links: [pricingLink],
  };
}

/**
 * "Which plan covers 3 stores?": the smallest plan whose limit holds the
 * amount, with the other plans' limits beside it; without an amount, every
 * plan's limit.
 */
function planForAmount(knowledge: Knowledge, limit: LimitName, amount?: number): FactAnswer {
  const fits =
    amount === undefined
      ? undefined
      : knowledge.plans.find((plan) => {
          const value = plan.limits[limit];
          return value === null || value >= amount;
        });
  const all = listing(knowledge.plans.map((plan) => `${plan.name} ${limitAmount(plan, limit)}`));
  if (!fits)
    return {
      id: `plan:all#${limit}`,
      text: `Each plan includes a set number of ${LIMIT_NOUNS[limit][1]}: ${all}.`,
      links: [pricingLink],
    };
  return {
    id: `plan:${fits.id}#${limit}`,
    text: `${fits.name} is the smallest plan that covers ${count(amount!, LIMIT_NOUNS[limit][0], LIMIT_NOUNS[limit][1])}: it includes ${limitAmount(fits, limit)}. By plan: ${all}.`,
    links: [pricingLink],
  };
}

const SYNC_ONLY =
  /\b(?:(?:only|just) (?:need |use |want )?(?:the )?(?:(?:product|inventory|stock|price|prices)(?: and | )?)*sync(?:ed|ing)?|sync only|sync-only|(?:only|just) (?:the )?(?:stock|inventory|products?) and (?:the )?prices?|without (?:the )?orders?|(?:no|not|don'?t (?:need|use|want)) (?:the )?order(?:s| routing)?|(?:handle|manage|ship|fulfil+) (?:the |our |my |all )?(?:orders?|everything|it all) (?:ourselves|myself|ourself|by hand|in-house|in house))\b/;

const KEEPS_PRICES =
  /\b(?:leave|leaving|keep|keeping|manage|managing|set|setting|handle|handling|do|doing) (?:the |my |our )?(?:prices?|pricing)\b|\b(?:prices?|pricing) (?:\w+ ){0,4}(?:myself|ourselves|ourself|by hand|manually|alone)\b|\b(?:not|no|without) (?:the )?(?:prices?|pricing)\b/;

export function syncOnlyAnswer(
  knowledge: Knowledge,
  text: string,
  plans: PlanFact[],
  /** The previous question, for a follow-up ("Is there a discount if I handle orders myself?" then "how much off on Premium?"). */
  previousText?: string,
): FactAnswer | null {
  const followsUp =
    previousText !== undefined &&
    SYNC_ONLY.test(previousText) &&
    plans.length > 0 &&
    (/\b(?:off|discount|discounts|cheaper|save|saves|saving|less|reduction|price|cost|costs|much|same (?:deal|discount|thing|offer))\b/.test(
      text,
    ) ||
      // "is that per month or per year?"
      /\b(?:per|a|each|every) (?:month|year)\b|\b(?:monthly|yearly|annual|annually)\b/.test(text) ||
      // "and for Basic?": nothing but the plan.
      words(text).every((w) => isStopword(w) || namesPlan(plans, w)));
  if (!SYNC_ONLY.test(text) && !followsUp) return null;
  // "I only want stock synced, I'll manage prices myself" turns off price sync; the discount
  // is for handling orders yourself.
  if (KEEPS_PRICES.test(text) && !/\borders?\b/.test(text)) return null;
  const discounts = knowledge.syncOnly.discounts
    .map((d) => ({ ...d, plan: knowledge.plans.find((p) => p.id === d.planId) }))
    .filter((d): d is typeof d & { plan: PlanFact } => d.plan !== undefined);
  const named = discounts.find((d) => plans.includes(d.plan));
  if (named) {
    const { plan, monthlyDiscount } = named;
    const price =
      plan.monthlyPrice === null
        ? ''
        : ` (${formatUsd(plan.monthlyPrice - monthlyDiscount)} instead of ${formatUsd(plan.monthlyPrice)})`;
    return {
      id: `sync-only:${plan.id}`,
      text: `With product sync only, ${plan.name} is ${formatUsd(monthlyDiscount)} a month cheaper${price}. You can also keep the price and get higher sync limits instead.`,
      links: [{ label: 'Pricing', url: '/pricing#sync-only-heading' }],
    };
  }
  const parts = discounts.map((d) => `${formatUsd(d.monthlyDiscount)} off ${d.plan.name}`);
  return {
    id: 'sync-only',
    text: `If you use product sync only and handle orders yourself, you get ${listing(parts)} every month. You can also keep the price and get higher sync limits instead.`,
    links: [{ label: 'Pricing', url: '/pricing#sync-only-heading' }],
  };
}

const FEE_KINDS: [RegExp, string][] = [
  [/\b(csv|xml|ftp|excel|spreadsheets?|files?|feeds?|sftp)\b/, 'csv-xml-ftp'],
  [/\b(api|custom)\b/, 'custom-api'],
  [
    /\b(pre-?built|catalog|catalogue|existing|listed|supported)\b|(?<!\b(?:not|n't|isn t|aren t|isnt|arent|wasn t|nt) )\b(?:in|on|from) (?:your|the) list\b/,
    'pre-built',
  ],
];

/** What may follow a fee's amount when it names the fee: "the $500 charged", "$300 setup", not "300 listings". */
const AS_FEE =
  '(?: (?:setup|set|fee|fees|one|charge|charged|integration|connection|is|was|per|once|every|each)\\b|$)';

/** The paid fees the text names by their amount ("the 300 one"); `after` is what must follow it. */
const feesByAmount = (knowledge: Knowledge, text: string, after = '\\b') =>
  knowledge.setupFees.filter((f) => f.price > 0 && new RegExp(`\\b${f.price}${after}`).test(text));

/** The kinds of integration a question names, by their words or by their fee ("the 300 one"). */
function feeKinds(knowledge: Knowledge, text: string): string[] {
  const named = FEE_KINDS.filter(([pattern]) => pattern.test(text)).map(([, id]) => id);
  const priced = feesByAmount(knowledge, text).map((f) => f.id);
  return [...new Set([...named, ...priced])];
}

export function setupFeeAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  // "Overage fees?", "over order limit fee": what happens past the order limit, which the FAQ answers.
  if (/\b(?:overage|go over|over (?:the |my |our )?(?:monthly )?(?:order )?limits?)\b/.test(text))
    return null;
  const fee = /\bfees?\b|\bsetup cost|\bset ?up cost/.test(text);
  const costOfSetup =
    /\b(cost|costs|price|much|charge|pay)\b/.test(text) &&
    (/\b(setup|set up|set (?:it|that|this|them) up|integration|integrate|integrating|build|building|built|onboard\w*)\b/.test(
      text,
    ) ||
      // "Is there any charge to connect a vendor that is already in your catalogue?"
      /\b(?:connect|connecting|add|adding)\b.*\b(?:vendor|supplier|distributor)s?\b/.test(text));
  if (!fee && !costOfSetup) return null;
  const asksPrice = /\b(?:how much|cost|costs|price)\b/.test(text);
  // "How long until it is built, after paying the fee?" asks for the timing, which the FAQ gives.
  if (/\b(?:how long|how soon|when will|how many (?:days|weeks)|until)\b/.test(text) && !asksPrice)
    return null;
  // "What am I paying for with the $300 fee?" asks what it covers, which the FAQ says.
  if (
    /\bwhat\b/.test(text) &&
    /\b(?:pay(?:ing)? for|included?|includes|cover|covers|covered|get for)\b/.test(text) &&
    !asksPrice
  )
    return null;
  const kinds = feeKinds(knowledge, text);
  // "How much more is a custom API integration than a pre-built one?" compares them all.
  const compares =
    kinds.length > 1 &&
    /\b(?:than|versus|vs|compared?|difference|or|total|altogether|combined|together)\b/.test(text);
  const chosen = compares ? undefined : knowledge.setupFees.find((f) => f.id === kinds[0]);
  const describe = (f: { name: string; price: number }) =>
    f.price === 0 ? `${f.name} are free` : `a ${f.name} costs ${formatUsd(f.price)}`;
  const note = sentencesOf(knowledge.setupFeesNote)[0] ?? '';
  if (chosen) {
    const sentence = describe(chosen);
    return {
      id: `fee:${chosen.id}`,
      text: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}, one-time and per vendor. ${chosen.description}`,
      links: [{ label: 'Pricing', url: '/pricing#setup-fees-heading' }],
    };
  }
  // "What do your integrations cost in general?" asks for them all, as "setup fees?" does.
  const integrationsPriced =
    /\bintegrations? (?:cost|costs|priced|pricing)\b|\b(?:cost|costs|price|pricing) (?:of|for) (?:an? |your |the )?integrations?\b/.test(
      text,
    );
  if (!fee && !compares && !(integrationsPriced && kinds.length === 0)) return null;
  const all = knowledge.setupFees.map(describe);
  return {
    id: 'fee:all',
    text: `${listing(all).replace(/^a /, 'A ')}. ${note}`,
    links: [{ label: 'Pricing', url: '/pricing#setup-fees-heading' }],
  };
}

/**
 * "How much is the setup for a custom API integration?" then "and a CSV one?":
 * a follow-up that names another kind of integration asks for its fee; one
 * that asks the price of the integration the previous turn named gets its fee.
 */
export function followUpFeeAnswer(
  knowledge: Knowledge,
  text: string,
  previousText: string,
): FactAnswer | null {
  // "How long does a custom API integration take to build?" then "and how much does it cost?":
  // the integration the previous turn named, priced.
  if (
    /\b(?:how much|cost|costs|price|charge)\b/.test(text) &&
    !words(text).some((w) => namesPlan(knowledge.plans, w)) &&
    FEE_KINDS.some(([pattern]) => pattern.test(previousText)) &&
    /\b(?:integration|integrations|integrate|build|built|building|connection|connector)\b/.test(
      previousText,
    )
  )
    return setupFeeAnswer(knowledge, `${previousText} cost`);
  // "Can you build an integration for them?" then "how much would that cost, they have a REST
  // API": the kind of integration this turn names, priced.
  // So does "and for a vendor with an API?" after "$300 setup for a CSV feed seems steep", and
  // "and the 300 one?" after "is the $500 charged every month?".
  const aboutIntegration =
    (/\b(?:how much|cost|costs|price)\b/.test(text) &&
      /\b(?:integration|integrations|integrate|build|built|building|connector)\b/.test(
        previousText,
      )) ||
    (/\b(?:setup|set up|fee|fees)\b/.test(previousText) &&
      FEE_KINDS.some(([pattern]) => pattern.test(previousText))) ||
    feesByAmount(knowledge, previousText, AS_FEE).length > 0;
  const kind =
    feeKinds(knowledge, text).length > 0 &&
    (aboutIntegration || setupFeeAnswer(knowledge, previousText))
      ? setupFeeAnswer(knowledge, `${text} fee`)
      : null;
  if (kind) return kind;
  // "What's the setup fee for an FTP vendor?" then "is that every month?": the fee, one-time.
  if (RECURRING.test(text) && POINTS_BACK.test(text))
    return setupFeeAnswer(knowledge, previousText);
  return null;
}

const RECURRING =
  /\b(?:every|each|per|a) (?:month|year)\b|\b(?:monthly|recurring|one[- ]?time|once|again)\b/;

/** Words that point back at the previous turn's topic ("where do I change it?"). */
export const POINTS_BACK = /\b(it|that|this|them|they|those|these|one|ones)\b/i;

/** Words that, next to a vendor's name, mean the question is about that vendor itself. */
const VENDOR_CONTEXT = new Set(
  `support supported supports integrate integrated integration integrations connect connected work works
  catalog catalogue list listed live status available availability ready coming soon beta api ftp method
  use uses using have offer sync syncing vendor vendors partner yet add added setup cost costs fee fees
  free page sell selling carry when integrating plan plans`.split(/\s+/),
);

/** The word asks about a vendor itself (its status, method, cost, plans), not about another topic. */
export const isVendorContextWord = (word: string) => VENDOR_CONTEXT.has(word);

/**
 * Words that make a vendor the topic even in a long question about something
 * else too ("we sell wheels, do you support wheelpros?"); "the other vendors
 * are fine" does not.
 */
const VENDOR_TOPIC =
  /^(support|supported|supports|integrate|integrated|integration|integrations|integrating|catalog|catalogue|list|listed|live|status|available|availability|ready|coming|soon|beta|api|ftp|method|setup|cost|costs|fee|fees|plan|plans|carry|connect|connected|stand|along|progress|eta|connection|connections|connector|usable|launch|launched|launching|released|arrive|arriving|roadmap)$/;
export const isVendorTopicWord = (word: string) => VENDOR_TOPIC.test(word);

/** Words of vendor names that do not tell one vendor from another. */
const GENERIC_NAME_WORDS = new Set(
  'lighting international design products trading crystal place mcf inc co company supply supplies'.split(
    ' ',
  ),
);

interface VendorMatcher {
  vendor: VendorFact;
  /** Word sequences that name the vendor on their own. */
  names: string[][];
  /** A single distinctive word, trusted only next to a vendor word when the docs use it too. */
  short?: string;
  shortIsCommon: boolean;
}

export function vendorMatchers(knowledge: Knowledge, commonWords: Set<string>): VendorMatcher[] {
  return knowledge.vendors
    .filter((vendor) => vendor.name.toLowerCase() !== knowledge.company.storePlatform.toLowerCase())
    .map((vendor) => {
      const full = words(vendor.name.replace(/\+/g, ' '));
      const distinctive = full.filter((w) => !GENERIC_NAME_WORDS.has(w));
      const compact = full.join('');
      const short = distinctive.length === 1 ? distinctive[0] : undefined;
      // "James+James" is also typed "James and James".
      const names = [full, [compact]];
      if (/[+&]/.test(vendor.name)) names.push(words(vendor.name.replace(/\s*[+&]\s*/g, ' and ')));
      if (short && short.endsWith('s')) names.push([short.slice(0, -1)]);
      return {
        vendor,
        names,
        short,
        shortIsCommon: short !== undefined && commonWords.has(short),
      };
    });
}

function containsSequence(tokens: string[], sequence: string[]): number {
  outer: for (let i = 0; i + sequence.length <= tokens.length; i++) {
    for (let j = 0; j < sequence.length; j++) if (tokens[i + j] !== sequence[j]) continue outer;
    return i;
  }
  return -1;
}

export function findVendor(
  matchers: VendorMatcher[],
  tokens: string[],
): { vendor: VendorFact; used: Set<string> } | null {
  // "wheel pros" names WheelPros: neighbouring words are also tried joined.
  const joined = tokens.slice(1).map((t, i) => `${tokens[i]}${t}`);
  const hasContext = tokens.some((t) => VENDOR_CONTEXT.has(t));
  for (const matcher of matchers) {
    for (const name of matcher.names) {
      if (containsSequence(tokens, name) >= 0)
        return { vendor: matcher.vendor, used: new Set(name) };
      if (name.length === 1 && joined.includes(name[0]!)) {
        const i = joined.indexOf(name[0]!);
        return { vendor: matcher.vendor, used: new Set([tokens[i]!, tokens[i + 1]!]) };
      }
    }
  }
  for (const matcher of matchers) {
    if (matcher.short && tokens.includes(matcher.short) && (!matcher.shortIsCommon || hasContext))
      return { vendor: matcher.vendor, used: new Set([matcher.short]) };
  }
  return null;
}

export function vendorAnswer(
  vendor: VendorFact,
  knowledge: Knowledge,
  /** A plan the question names ("we're on Basic"): the answer says first whether it includes the vendor. */
  plan?: PlanFact,
): FactAnswer {
  const catalogue: Link = { label: 'Vendor integrations', url: '/vendor-integrations' };
  if (plan && vendor.status === 'live') {
    const included = vendor.plans.includes(plan.id);
    return {
      id: `vendor:${vendor.id}`,
      text: included
        ? `Yes, ${plan.name} includes ${vendor.name}: it is live in our catalogue and comes with ${vendor.plansLabel}.`
        : `${vendor.name} is not in ${plan.name}'s vendor catalog: it comes with ${vendor.plansLabel}. ${sentencesOf(knowledge.planChangePolicy)[0]}`,
      links: vendor.url
        ? [{ label: vendor.name, url: vendor.url }, pricingLink]
        : [catalogue, pricingLink],
    };
  }
  if (vendor.status === 'live') {
    const how = vendor.integrationMethod
      ? ` It is a pre-built integration by ${vendor.integrationMethod}${vendor.setupCost === 'Free' ? ', set up free' : ''}.`
      : '';
    const what = vendor.specialization
      ? ` ${vendor.name} is known for ${lowerFirst(vendor.specialization)}.`
      : '';
    return {
      id: `vendor:${vendor.id}`,
      text: `${vendor.name} is live in our catalogue (${vendor.category}) and comes with ${vendor.plansLabel}.${how}${what}`,
      links: vendor.url ? [{ label: vendor.name, url: vendor.url }, catalogue] : [catalogue],
    };
  }
  const status =
    vendor.status === 'beta'
      ? `${vendor.name} is in our catalogue as a beta integration (${vendor.category}), not live yet.`
      : `${vendor.name} is coming soon to our catalogue (${vendor.category}); it is not live yet.`;
  return {
    id: `vendor:${vendor.id}`,
    text: `${status} [Contact us](/contact) if you want to use it, and we reply ${knowledge.company.supportHoursShort}.`,
    links: [catalogue],
  };
}

/** Visitors' words for a catalogue category, beside the category's own words. */
const CATEGORY_WORDS: Record<string, string> = {
  lamp: 'lighting',
  light: 'lighting',
  chandeli: 'lighting',
  fan: 'lighting',
  furnitur: 'furniture',
  toi: 'adult',
  sex: 'adult',
  car: 'automotive',
  part: 'automotive',
  wheel: 'automotive',
  tire: 'automotive',
  motorcycl: 'automotive',
  healthcar: 'medical',
  pharmaci: 'medical',
  hospit: 'medical',
  marketplac: 'marketplaces',
};
const CATEGORY_ASK = /^(which|what|any|anything|list|have|got|offer|connect|carry|integrate)$/;
/** Words a category question may carry beside the category, the vendor word and the asking word. */
const CATEGORY_OTHER_WORDS = 3;
const VENDOR_WORD =
  /^(vendors?|suppliers?|distributors?|brands?|wholesalers?|manufacturers?|integrations?)$/;

/**
 * "We sell adult toys, which distributors can you connect?", "any car parts
 * suppliers?": the vendors of the one catalogue category the question names.
 */
export function categoryAnswer(knowledge: Knowledge, tokens: string[]): FactAnswer | null {
  const category = askedCategory(knowledge, tokens);
  if (!category) return null;
  const vendors = knowledge.vendors.filter((v) => v.category === category);
  const describe = (v: VendorFact) =>
    v.status === 'live' ? v.name : `${v.name} (${statusWord(v.status)})`;
  return {
    id: `vendor:${vendors[0]!.id}`,
    text: `Our ${category} category has ${listing(vendors.map(describe))}. A vendor we do not list can be requested through the vendor request form.`,
    links: [categoryLink(category), { label: 'Vendor request form', url: '/custom-integrations' }],
    category: true,
  };
}

/** Content words past which a message is more than "any pet supply distributors?". */
const MISSING_CATEGORY_WORDS = 7;
/** Trades the catalogue has no category for, as visitors name them. */
const OTHER_TRADES =
  /^(?:pets?|apparel|clothing|clothes|fashion|shoes?|footwear|jewelry|jewellery|beauty|cosmetics?|electronics?|sporting|sports?|outdoors?|garden(?:ing)?|food|grocery|groceries|beverages?|wine|books?|office|hardware|baby|kitchen(?:ware)?|crafts?|vape|cbd|supplements?|vitamins?|toys?)$/;

/**
 * "Any pet supply distributors in your catalog?", "any apparel brands
 * pre-integrated?": a trade the catalogue has no category for. The answer
 * says so, names the categories it has, and offers the request form.
 */
export function missingCategoryAnswer(knowledge: Knowledge, tokens: string[]): FactAnswer | null {
  if (!tokens.some((t) => VENDOR_WORD.test(t)) || !tokens.some((t) => CATEGORY_ASK.test(t)))
    return null;
  // The trade names the vendors asked for ("pet supply distributors"), in a short question.
  if (tokens.filter((t) => !isStopword(t)).length > MISSING_CATEGORY_WORDS) return null;
  // 'toys' on their own are the Adult category's word; beside 'baby' or 'kids' they are not.
  const trade = tokens.find(
    (t, i) =>
      OTHER_TRADES.test(t) &&
      tokens.slice(i + 1, i + 4).some((w) => VENDOR_WORD.test(w)) &&
      !(/^toys?$/.test(t) && !tokens.some((w) => /^(?:baby|kids?|children)$/.test(w))),
  );
  if (!trade || askedCategory(knowledge, tokens)) return null;
  const categories = [...new Set(knowledge.vendors.map((v) => v.category))];
  return {
    id: 'vendor:unknown',
    text: `We have no ${trade} vendors in our catalogue yet: its categories are ${listing(categories)}. Tell us about your vendor through the vendor request form and we will quote a custom integration.`,
    links: [
      { label: 'Vendor request form', url: '/custom-integrations' },
      { label: 'Vendors we support', url: '/vendor-integrations' },
    ],
  };
}

/** 'live', 'beta' or 'coming soon', as the catalogue labels a status. */
const statusWord = (status: VendorFact['status']) => statusLabels[status].toLowerCase();

const categoryLink = (category: string): Link => ({
  label: category,
  url: `/vendor-integrations#category-${slugify(category)}`,
});

const STATUS_ASKED: [RegExp, VendorFact['status']][] = [
  [/\bbeta\b/, 'beta'],
  [/\bcoming soon\b|\bnot (?:yet )?(?:live|available|ready)\b/, 'coming-soon'],
  [/\b(?:live|available|ready)\b/, 'live'],
];

/**
 * "Do you connect to any medical supply distributors?" then "which of those is
 * still in beta?": the vendors of the category the previous turn asked about
 * that have that status.
 */
export function followUpStatusAnswer(
  knowledge: Knowledge,
  text: string,
  previousTokens: string[],
): FactAnswer | null {
  if (!/\b(?:those|them|they|which|any)\b/.test(text)) return null;
  const status = STATUS_ASKED.find(([pattern]) => pattern.test(text))?.[1];
  if (!status) return null;
  const category = askedCategory(knowledge, previousTokens);
  if (!category) return null;
  const vendors = knowledge.vendors.filter((v) => v.category === category);
  const matching = vendors.filter((v) => v.status === status);
  if (matching.length === 1) return vendorAnswer(matching[0]!, knowledge);
  // The others by status, a long list as a count: "James+James is beta and 9 are live".
  const others = (['live', 'beta', 'coming-soon'] as const)
    .map((s) => vendors.filter((v) => v.status === s))
    .filter((group) => group.length > 0)
    .map((group) =>
      group.length > 3
        ? `${group.length} are ${statusWord(group[0]!.status)}`
        : `${listing(group.map((v) => v.name))} ${group.length > 1 ? 'are' : 'is'} ${statusWord(group[0]!.status)}`,
    );
  return {
    id: `vendor:${(matching[0] ?? vendors[0])!.id}`,
    text: matching.length
      ? `In our ${category} category, ${listing(matching.map((v) => v.name))} are ${statusWord(status)}.`
      : `None of our ${category} vendors is ${statusWord(status)}: ${listing(others)}.`,
    links: [categoryLink(category)],
  };
}

/** The one vendor category a question asks about ("any medical supply distributors?"), if any. */
function askedCategory(knowledge: Knowledge, tokens: string[]): string | null {
  if (!tokens.some((t) => VENDOR_WORD.test(t))) return null;
  // It asks which vendors there are, and says little else: "one of our lighting brands sent
  // us a warning letter…" is about price rules.
  if (!tokens.some((t) => CATEGORY_ASK.test(t))) return null;
  const asked = new Set(tokens.flatMap((t) => [stem(t), CATEGORY_WORDS[stem(t)] ?? '']));
  const allCategories = [...new Set(knowledge.vendors.map((v) => v.category))];
  const categoryStems = new Set(allCategories.flatMap((c) => words(c).map(stem)));
  const other = tokens.filter(
    (t) =>
      !isStopword(t) &&
      !VENDOR_WORD.test(t) &&
      !CATEGORY_ASK.test(t) &&
      !CATEGORY_WORDS[stem(t)] &&
      !categoryStems.has(stem(t)),
  );
  if (other.length > CATEGORY_OTHER_WORDS) return null;
  const categories = allCategories.filter((category) =>
    words(category).some(
      (w) => !isStopword(w) && !/^suppl(?:y|ies)$/.test(w) && (asked.has(stem(w)) || asked.has(w)),
    ),
  );
  return categories.length === 1 ? categories[0]! : null;
}

/**
 * A name never opens with a pronoun or article ("do you support that or are we stuck"), nor
 * with a question word ("how quickly will I hear back from support?" names no vendor).
 */
const NOT_A_NAME =
  '(?!(?:that|this|it|them|those|these|my|our|your|their|the|a|an|any|all|every|some|how|what|when|where|why|who|which|will|would|can|could|do|does|did|is|are|should|i|we)\\b)';
const NAME = `${NOT_A_NAME}([a-z0-9][\\w&' .-]{1,40}?)`;
/** The end of the sentence that names it: the question may go on ("…Lighting? I could not find them"). */
const END = '\\s*(?:[?!]|\\.(?:\\s|$)|$)';
/** A name followed by the end of its sentence and a question about it ("…from Hinkley Lighting. Are they…"). */
const NAME_BEFORE = "\\b(?:from|with|use|called)\\s+([a-z0-9][\\w&' -]{1,40}?)";
const NAME_END = `(?:\\s+(?:as an? (?:vendor|supplier|distributor)|vendor|supplier|distributor|integration|yet|already|too))?(?:\\s+for (?:[\\w-]+ ){0,3}[\\w-]+)?${END}`;
/** A name without a phrase after it: "turnaround time for a custom API integration?" names none. */
const NAME_PLAIN = `${NOT_A_NAME}([a-z0-9](?:(?!\\s(?:for|of|a|an|the|to|with|in|on|from)\\s)[\\w&' .-]){1,40}?)`;
const UNKNOWN_VENDOR = [
  new RegExp(
    `\\b(?:do|does|can|will|could) (?:you|u|vendorhub|it)(?: guys)? (?:support|integrate with|work with|connect (?:to|with)|sync with|carry|have (?!an? |any |the )|(?:route|send|forward|pass) (?:my |our |the )?orders (?:to|on to)(?! (?:my|our|the|your|each|every|all|a|an)\\b))\\s*${NAME}${NAME_END}`,
  ),
  // "Is Keystone Automotive one of your vendors?", "Is Kichler one of your supported vendors?"
  new RegExp(
    `^(?:is|are)\\s+${NAME}\\s+(?:one of|among|in|on) your (?:supported |pre-?built |integrated |current )?(?:vendor |supplier )?(?:vendors|suppliers|distributors|integrations|list|catalog(?:ue)?)\\b`,
  ),
  new RegExp(
    `^(?:is|are)\\s+${NAME}\\s+(?:supported|available|integrated|in your catalog(?:ue)?|on your list)\\b`,
  ),
  // "Our pet food comes from Phillips Pet, can u connect them"
  new RegExp(
    `${NAME_BEFORE}[,.?!]\\s+(?:can|could|do|will) (?:you|u)(?: guys)? (?:connect|integrate|support|add|sync)\\b`,
  ),
  // "We buy most of our stock from Hinkley Lighting. Are they on your list?"
  new RegExp(
    `${NAME_BEFORE}[.?!]\\s+(?:are|is) (?:they|it|that one|those guys) (?:supported|available|integrated|listed|in your catalog(?:ue)?|on your list)\\b`,
  ),
  // "When are you adding Uline as a supplier?"
  new RegExp(`\\b(?:add|adding)\\s+${NAME}\\s+as an? (?:vendor|supplier|distributor)\\b`),
  new RegExp(`\\b(?:vendor|supplier|distributor) (?:called|named)\\s+${NAME}${END}`),
  new RegExp(`\\b(?:an? |any )?integrations? (?:for|with)\\s+${NAME}${END}`),
  new RegExp(`^${NAME_PLAIN}\\s+(?:integration|support|supported|connector)${END}`),
  // "my supplier is CJ Dropshipping, can you connect them"
  new RegExp(
    `\\b(?:my|our) (?:main |only |new )?(?:vendor|supplier|distributor|wholesaler) is\\s+${NAME}(?:\\s*[,?.!]|\\s+(?:can|could|do|does|will|is|are|and|but|how|so)\\b|$)`,
  ),
];

const ANOTHER_VENDOR = new RegExp(
  `^(?:(?:ok|okay|so)\\W+)?(?:and|(?:and )?(?:what|how) about)\\s+${NAME}${NAME_END}`,
);

/** A name the question asks about that the catalogue does not have ('do you support Acme Home Goods?'). */
export function unknownVendorAnswer(
  text: string,
  knows: (word: string) => boolean,
  /** The question as typed, when `text` is its lower case, to quote the name as written. */
  asTyped?: string,
  /** The previous turn asked about a vendor: "what about Eldorado?" names another. */
  afterVendor = false,
): FactAnswer | null {
  for (const pattern of afterVendor ? [...UNKNOWN_VENDOR, ANOTHER_VENDOR] : UNKNOWN_VENDOR) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (!name) continue;
    const nameWords = words(name).filter((w) => !isStopword(w));
    if (nameWords.length === 0 || nameWords.length > 4) continue;
    // A name is unknown to us; words the site uses ('csv files', 'my store') are a topic instead.
    if (nameWords.every(knows)) continue;
    // The name as the visitor wrote it ('CJ Dropshipping'), or capitalised when typed in lower case.
    const at = text.indexOf(name);
    const typed = asTyped && at >= 0 ? asTyped.slice(at, at + name.length) : name;
    const display = /[A-Z]/.test(typed) ? typed : typed.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    // "Do you have Uttermost or Surya?": neither of the two.
    const [one, other, ...more] = display.split(/\s+(?:or|and)\s+/);
    const two = other !== undefined && more.length === 0;
    const lacking = two
      ? `Neither ${one} nor ${other} is in our catalogue yet. Tell us about them`
      : `${display} is not in our catalogue yet. Tell us about it`;
    return {
      id: 'vendor:unknown',
      text: `${lacking} through the vendor request form and we will quote a custom integration.`,
      links: [
        { label: 'Vendor request form', url: '/custom-integrations' },
        { label: 'Vendors we support', url: '/vendor-integrations' },
      ],
    };
  }
  return null;
}

// Not "hire": "do I need to hire someone?" is about setup help.
// Not "opening": "without opening your dashboard" is not about jobs.
// Not "application" alone: "the scopes your application requests" is about the app.
const JOB_INTENT =
  /^(jobs?|hiring|positions?|openings|vacanc(?:y|ies)|careers?|roles?|recruiting|experience)$/;

/** "The hourly job", "a cron job", "a push job": a task the software runs, not a position. */
const WORK_RUN =
  /^(?:hourly|nightly|daily|weekly|cron|sync|push|import|export|background|batch|scheduled|print|queue|worker|etl)$/;

const ACCESS_ROLE =
  /^(?:limited|user|admin|access|permission|staff|custom|restricted|read|viewer)$/;

export function jobAnswer(
  knowledge: Knowledge,
  tokens: string[],
  previousTokens: string[],
  /** The words the FAQ and the documentation use, as written ('go' is there, 'golang' is not). */
  helpWords: ReadonlySet<string>,
): FactAnswer | null {
  const text = tokens.join(' ');
  // "I applied 8 months ago, do you still have my CV on file?" asks how long it is kept, and
  // so does "and job applications?" after "how long do you keep contact form messages?".
  const kept =
    /\b(?:still have|keep|kept|on file|delete|deleted|stored|retain|retained|(?:hang|hold) on ?to)\b/;
  if (
    (kept.test(text) || kept.test(previousTokens.join(' '))) &&
    /\b(?:cv|resume|applications?|applied)\b/.test(text)
  )
    return null;
  const titleWords = knowledge.jobs.map((job) => new Set(words(job.title).map(stem)));
  const stems = new Set(tokens.map(stem));
  const distinctive = (job: number) =>
    [...titleWords[job]!].filter((w) => titleWords.filter((set) => set.has(w)).length === 1);
  const scored = knowledge.jobs
    .map((job, i) => {
      const hit = distinctive(i).filter((w) => stems.has(w));
      return { job, hits: hit.length, words: hit };
    })
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const intent =
    tokens.some(
      (t, i) =>
        JOB_INTENT.test(t) &&
        !WORK_RUN.test(tokens[i - 1] ?? '') &&
        // "a limited role on the dashboard", "user roles": a permission, not a position.
        !(/^roles?$/.test(t) && ACCESS_ROLE.test(tokens[i - 1] ?? '')),
    ) ||
    // "what jobs are open?" then "is the support one remote?"
    previousTokens.some((t) => JOB_INTENT.test(t)) ||
    /\b(?:work (?:for|at) (?:you|vendorhub)|join (?:you|your team|the team)|(?:an?|any|job) opening|job application|application form|my application|(?:send|submit|email) (?:you )?(?:an? |my )?(?:application|resume|cv)|how (?:do|can) i apply)\b/.test(
      text,
    );
  const applies = tokens.includes('apply') || tokens.includes('join');
  // "For the customer support specialist opening, what hours would I work?": a role named
  // by its whole title is the topic, even without a word about jobs.
  const titled = knowledge.jobs.find((job) =>
    ` ${text} `.includes(` ${words(job.title).join(' ')} `),
  );
  if (titled) return oneJob(titled);
  // "Tell me about the Go developer job" then "is it remote?": still that job.
  if (scored.length === 0 && previousTokens.length > 0 && intent) {
    const before = jobAnswer(knowledge, previousTokens, [], helpWords);
    if (before?.id.startsWith('job:')) return before;
  }
  const best = scored[0];
  // "golang junior reqs": two words of one title that the FAQ and the docs never use name the
  // role without a word about jobs ("customer support hours" does not).
  const rare = best
    ? words(best.job.title).filter((w) => best.words.includes(stem(w)) && !helpWords.has(w)).length
    : 0;
  if (best && (intent || applies || rare >= 2) && best.hits > (scored[1]?.hits ?? 0))
    return oneJob(best.job);
  if (!intent) return null;
  // "I build flows in Zapier and Make all day, is there an opening that fits me?": the
  // role whose description alone names what the visitor does.
  if (scored.length === 0) {
    const described = knowledge.jobs.map(
      (job) =>
        new Set(
          words(job.details)
            .filter((w) => !isStopword(w))
            .map(stem),
        ),
    );
    const byDescription = knowledge.jobs
      .map((job, i) => ({
        job,
        hits: [...described[i]!].filter(
          (w) => stems.has(w) && described.filter((set) => set.has(w)).length === 1,
        ).length,
      }))
      .sort((a, b) => b.hits - a.hits);
    const top = byDescription[0];
    if (top && top.hits >= 2 && top.hits > (byDescription[1]?.hits ?? 0)) return oneJob(top.job);
  }
  const titles = knowledge.jobs.map((job) => job.title);
  return {
    id: 'jobs',
    text: `We are hiring for ${count(titles.length, 'position', 'positions')}: ${listing(titles)}. Each has an Apply Now link on the careers page.`,
    links: [{ label: 'Careers', url: '/careers' }],
  };
}

function oneJob(job: JobFact): FactAnswer {
  const firstSentence = sentencesOf(job.description)[0] ?? '';
  return {
    id: `job:${job.slug}`,
    text: `We are hiring a ${job.title}, ${lowerFirst(job.location)}. ${firstSentence}`,
    links: [
      { label: 'Apply now', url: `/application?position=${encodeURIComponent(job.title)}` },
      { label: 'About the role', url: `/careers#${job.slug}` },
    ],
  };
}

const RELEASE_INTENT =
  /\b(releases?|version|changelog|release notes|what'?s new|new features?|(?:latest|recent|product|new) updates?|recently added|(?:ship|shipped|release|released|push|pushed) (?:an? )?(?:update|new version)|actively (?:developed|maintained|worked on)|still (?:being )?(?:developed|maintained|updated))\b/;
/** Asks whether a problem is a known bug, or fixed: the release notes' bug fixes answer. */
const BUG_QUESTION =
  /\b(?:known (?:bug|issue|problem)s?|(?:a|the|this|that) bug|bugs?\b.*\bfixed|(?:been|get|got|was|were|be) fixed|fix(?:ed)? (?:that|this|it) yet)\b/;

/** "When did two-way tag sync come out?", "which version added Excel upload?" */
const ARRIVAL =
  /\b(?:when (?:did|was|were|do|does|will)\b.*\b(?:come out|came out|add|added|release|released|introduce|introduced|launch|launched|ship|shipped|start|started|begin|began|arrive|arrived|appear|appeared|land|landed)|since when\b|(?:which|what) (?:release|version|update) (?:first )?(?:added|introduced|brought|has|had|gave)|in (?:that|the same|which|what) (?:release|version)|same release)\b/;
const RELEASE_WORDS =
  /^(release|releases|version|versions|update|updates|changelog|added|brought|come|came|out|start|started|begin|began|same|new|note|notes)$/;

/** Content words beyond which a question without a version number is not about our releases. */
const LONG_RELEASE_QUESTION = 8;

/** The fix in the release notes that the question describes: most of its words, at least two. */
function bugFix(knowledge: Knowledge, text: string) {
  const wanted = releaseWords(text);
  let best: { release: ReleaseFact; note: string; hits: number } | undefined;
  for (const release of knowledge.releases)
    for (const note of release.notes.bugFixes) {
      const found = new Set(words(note).map(stem));
      const hits = [...wanted].filter((w) => found.has(w)).length;
      if (hits > (best?.hits ?? 0)) best = { release, note, hits };
    }
  return best && best.hits >= 2 && best.hits >= wanted.size / 2 ? best : undefined;
}

const releaseWords = (text: string) =>
  new Set(
    words(text)
      .filter((w) => !isStopword(w) && !RELEASE_WORDS.test(w) && !/^(?:bugs?|known|fixed)$/.test(w))
      .map(stem),
  );

/** The release whose notes hold the feature the question names: most of its words, at least two. */
function releaseByContents(
  knowledge: Knowledge,
  text: string,
  /** Asks when something arrived: of releases that match it equally, the first one brought it. */
  arrival = false,
): ReleaseFact | undefined {
  const wanted = releaseWords(text);
  const hitsIn = (notes: string[]) => {
    const found = new Set(words(notes.join(' ')).map(stem));
    return [...wanted].filter((w) => found.has(w)).length;
  };
  const enough = (hits: number) => hits >= 2 && hits >= wanted.size / 2;
  // The release that introduced a feature, before one that later improved it.
  for (const kind of ['newFeatures', 'improvements'] as const) {
    let best: { release: ReleaseFact; hits: number } | undefined;
    for (const release of knowledge.releases) {
      const hits = hitsIn(release.notes[kind]);
      // Releases run newest first.
      if (hits > (best?.hits ?? 0) || (arrival && best && hits === best.hits))
        best = { release, hits };
    }
    if (best && enough(best.hits)) return best.release;
  }
  return undefined;
}

/** "The release from February 11, 2025": the release of that day, as the release notes print it. */
function releaseOnDate(knowledge: Knowledge, text: string): ReleaseFact | undefined {
  const match = /\b([a-z]+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(text);
  if (!match) return undefined;
  const said = `${match[1]} ${Number(match[2])}, ${match[3]}`;
  return knowledge.releases.find((r) => formatLongDate(r.date).toLowerCase() === said);
}

/** "And the one before that?" after a release answer: the release before the previous turn's. */
export function earlierReleaseAnswer(
  knowledge: Knowledge,
  text: string,
  previousText: string,
): FactAnswer | null {
  if (
    !/\bbefore (?:that|it|this)\b|\b(?:previous|prior|earlier) (?:one|release|version)\b/.test(text)
  )
    return null;
  const then = releaseAnswer(knowledge, previousText);
  const index = knowledge.releases.findIndex((r) => then?.id === `release:${r.version}`);
  const earlier = index >= 0 ? knowledge.releases[index + 1] : undefined;
  return earlier ? releaseText(knowledge, earlier) : null;
}

export function releaseAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  // "The Orders tab shows pending after the vendor marked it Complete. Is that a known bug?"
  const fix = BUG_QUESTION.test(text) ? bugFix(knowledge, text) : undefined;
  if (fix) {
    const note = fix.note.replace(/^Fixed /, '');
    return {
      id: `release:${fix.release.version}`,
      text: `That one is fixed: release ${fix.release.version} (${formatLongDate(fix.release.date)}) fixed ${note.charAt(0).toLowerCase()}${note.slice(1)}.`,
      links: [{ label: 'Release notes', url: '/release-notes' }],
    };
  }
  const arrival = ARRIVAL.test(text);
  if (!RELEASE_INTENT.test(text) && !arrival) return null;
  const version = /\b\d+\.\d+(?:\.\d+)?\b/.exec(text)?.[0];
  // "I changed the app's access and released a new version…" tells a situation, not a release question.
  if (
    !version &&
    !arrival &&
    words(text).filter((w) => !isStopword(w)).length > LONG_RELEASE_QUESTION
  )
    return null;
  const dated = releaseOnDate(knowledge, text);
  const release: ReleaseFact | undefined = dated
    ? dated
    : version
      ? knowledge.releases.find((r) => r.version === version || r.version.startsWith(`${version}.`))
      : (releaseByContents(knowledge, text, arrival) ??
        (!arrival &&
        /\b(latest|newest|new|recent|last|current|actively|maintained|developed)\b/.test(text)
          ? knowledge.releases[0]
          : undefined));
  return release ? releaseText(knowledge, release) : null;
}

/**
 * "In which release did Crystorama go live?", "when did you add Allegri?": the release whose
 * notes first name the vendor, when the question asks when something arrived.
 */
export function vendorReleaseAnswer(
  knowledge: Knowledge,
  vendor: VendorFact,
  text: string,
): FactAnswer | null {
  if (!ARRIVAL.test(text)) return null;
  const name = new RegExp(
    String.raw`\b${vendor.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`,
    'i',
  );
  // Releases run newest first, so the last one that names the vendor brought it.
  for (const release of [...knowledge.releases].reverse()) {
    const note = [...release.notes.newFeatures, ...release.notes.improvements].find((n) =>
      name.test(n),
    );
    if (note)
      return {
        id: `release:${release.version}`,
        text: `${vendor.name} arrived in release ${release.version} (${formatLongDate(release.date)}): "${note.replace(/\.$/, '')}."`,
        links: [{ label: 'Release notes', url: '/release-notes' }],
      };
  }
  return null;
}

function releaseText(knowledge: Knowledge, release: ReleaseFact): FactAnswer {
  const date = formatLongDate(release.date);
  const latest = release === knowledge.releases[0] ? 'The latest release is ' : 'Release ';
  return {
    id: `release:${release.version}`,
    text: `${latest}${release.version} (${date}): ${release.summary}`,
    links: [{ label: 'Release notes', url: '/release-notes' }],
  };
}

const CASE_INTENT =
  /\b((?:has|have) (?:anyone|anybody|(?:an?|any)(?: [a-z-]+){0,2} (?:shops?|stores?|merchants?|retailers?|customers?|brands?))(?: [a-z-]+){0,6} (?:used|tried|run) (?:this|it|vendorhub)|(?:used|using|run|running) (?:this|it|vendorhub) successfully|(?:any|is there|some|real|got|have) proof\b|how (?:another|other|a) (?:retailer|shop|store|merchant|business|brand)s?(?: like (?:us|ours|mine))? (?:used|uses|did|does)|case stud(?:y|ies)|customer stor(?:y|ies)|success stor(?:y|ies)|stories|(?:a|any|the) story (?:about|of|from)|who uses|customers like|example customers?|references?|(?:an? |any |some )?examples? of (?:an? |other |another )?(?:[a-z-]+ ){0,2}(?:someone|somebody|anyone|customers?|shops?|stores?|merchants?|retailers?|business(?:es)?|compan(?:y|ies)|brands?|clients?)|customers? who (?:runs?|uses?|sells?)|(?:got |any |some )examples? (?:with|from|in) (?!(?:the |your |an? )?(?:api|docs?|documentation|code|json|csv|curl|requests?|responses?)\b)|(?:shops?|stores?|merchants?|business(?:es)?) like (?:mine|ours|us)|(?:anyone|anybody|shops?|stores?|merchants?|retailers?) (?:actually )?(?:running|using) (?:on )?(?:this|it|vendorhub)|got (?:this|it) working|(?:shops?|stores?|merchants?|retailers?|compan(?:y|ies)|business(?:es)?|brands?|customers?) (?:that|who|which) (?:used|uses|use|switched to|runs? on) (?:this|it|vendorhub|you))\b/;

/**
 * Words past which a request for customer stories describes the story it
 * wants (left out: 3 words 87.0%, 4 87.1%, 5 and 6 87.1%, none 87.0%).
 */
const CASE_CONTEXT_WORDS = 4;

/** The question asks for a customer story ("any shops like ours running on this?"). */
export const asksForCaseStudy = (text: string) => CASE_INTENT.test(text);

/** "Where are you based?", "where's your HQ": the office, not where data is hosted. */
const WHERE_BASED =
  /\bwhere (?:are|is) (?:you|u|vendorhub|the company|the team|they|your (?:company|team))(?: guys)? (?:based|headquartered)\b|\bwhere(?:'s| is) (?:your|the|vendorhubs?) (?:office|hq|headquarters)\b|\bheadquartered\b/;

export function officeAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  if (!WHERE_BASED.test(text)) return null;
  return {
    id: 'company:contact',
    text: `${knowledge.company.productName} is based in ${knowledge.company.city}: our office is at ${knowledge.company.address}.`,
    links: [{ label: 'Contact', url: '/contact' }],
  };
}

/**
 * "What's the email for support?", "is there an email I can write to?": our
 * address, not the emails VendorHub sends or the files vendors email.
 */
const ASKS_EMAIL =
  /\b(?:what(?:'s| is)?|whats|is there|do you have|which|where(?:'s| is| do i find| can i find)?)\b(?:(?!\b(?:confirmation|notification|alert|welcome)\b).){0,30}\be-?mail(?: address| addy)?\b(?! (?:notifications?|alerts?|confirmation|me|us)\b)(?:(?: (?:for|of) (?:support|sales|your team|you|you guys|vendorhub))|(?: (?:i|we) (?:can|could) (?:write|send|use))|(?=\s*[?,.!]|$))/;

/** "support email pls", "your email?": the words alone. */
const EMAIL_ALONE =
  /^(?:\w+ )?(?:support|sales|contact|your|ur) e-?mail(?: address)?(?: (?:pls|plz|please))?\W*$/;

/** "How do I talk to an actual human?": a person on our team, by email or phone. */
const ASKS_HUMAN =
  /\b(?:talk|speak|get through) (?:to|with) (?:a |an |some )?(?:actual |real |live )?(?:human|person|people|someone)\b|\b(?:real|actual|live) (?:human|person)\b.*\b(?:talk|speak|reach|contact)\b/;

export function emailAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  if (!ASKS_EMAIL.test(text) && !EMAIL_ALONE.test(text) && !ASKS_HUMAN.test(text)) return null;
  const { supportEmail, salesEmail, supportHoursShort } = knowledge.company;
  return {
    id: 'company:contact',
    text: `Write to support at ${supportEmail}, or to sales at ${salesEmail}. We reply ${supportHoursShort}.`,
    links: [{ label: 'Contact', url: '/contact' }],
  };
}

/** Visitors' own words for the case studies' industries ("clothing stores", "a lamp shop"). */
const INDUSTRY_WORDS: Record<string, RegExp> = {
  apparel: /^(?:clothing|clothes|fashion|garments?|boutiques?)$/,
  lighting: /^(?:lights?|lamps?|chandeliers?|fixtures?)$/,
  pet: /^(?:pets?|dogs?|cats?)$/,
  adult: /^(?:sex|intimate|intimates|lingerie|erotic)$/,
};
const GENERIC_INDUSTRY = /^(?:retail|retailers?|stores?|shops?|supplies|supply|goods|products?)$/;

export function caseStudyAnswer(
  knowledge: Knowledge,
  text: string,
  tokens: string[],
): FactAnswer | null {
  const named = knowledge.caseStudies.find((s) => tokens.includes(s.company.toLowerCase()));
  if (!named && !CASE_INTENT.test(text)) return null;
  const stems = new Set(tokens.map(stem));
  // "An apparel retailer": "Adult retail" shares only the word every shop's industry could have.
  const byIndustry = knowledge.caseStudies.find(
    (s) =>
      words(s.industry).some((w) => !GENERIC_INDUSTRY.test(w) && stems.has(stem(w))) ||
      tokens.some((t) => INDUSTRY_WORDS[words(s.industry)[0] ?? '']?.test(t)),
  );
  const study: CaseStudyFact | undefined = named ?? byIndustry;
  if (study) {
    return {
      id: `case-study:${study.slug}`,
      text: `${study.company} (${study.industry}): ${study.summary}`,
      links: [{ label: `${study.company} case study`, url: `/case-studies/${study.slug}` }],
    };
  }
  const list = knowledge.caseStudies.map((s) => `${s.company} (${s.industry})`);
  const answer: FactAnswer = {
    id: 'case-studies',
    text: `Our customer stories include ${listing(list)}.`,
    links: [{ label: 'Case studies', url: '/case-studies' }],
  };
  // "Any case study of someone with a US and a Canada store?" describes the one it wants:
  // a story that surely covers it answers instead of the list.
  const described = tokens.filter((t) => !isStopword(t)).length > CASE_CONTEXT_WORDS;
  return described ? { ...answer, partial: true } : answer;
}
