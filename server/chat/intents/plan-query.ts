/**
 * What a message says about plans, read from its words: the plans it names (by name, price or
 * step), the limits and prices it asks about, the amounts it gives, and what a follow-up borrows
 * from the previous question.
 */
import type { BillingPeriod } from '#app/lib/pricing.ts';
import type { LimitName } from '#app/lib/rules/plan-fit.ts';
import { NUMBER_WORDS } from '../amounts.ts';
import { type Knowledge, type PlanFact } from '../knowledge.ts';
import { isStopword, words } from '../text.ts';

type Attribute = LimitName | 'price';

/** What a question says about plans; a follow-up borrows what it leaves out from the previous turn. */
export interface PlanQuery {
  plans: PlanFact[];
  attributes: Attribute[];
  billing?: BillingPeriod;
  cheapest: boolean;
  /** The question asks for an amount ("how many", "limit"), not what happens past it. */
  asksAmount: boolean;
  /** Words left once plan names and the words above are set aside. */
  rest: string[];
  /** A yes/no question ('Does Plus include…?'), which a plan's feature list can answer. */
  yesNo: boolean;
  /** Asks whether to upgrade, the yes/no of the plan named turned round. */
  upgrade: boolean;
  /** Asks what happens past a limit ('go over 200 orders'): the FAQ answers that, not the limit. */
  overage: boolean;
  /** Asks which plan fits ('which plan covers 3 stores'). */
  whichPlan: boolean;
  /** Names the plan as what it asks for ('which tier unlocks the API'), not "which one". */
  whichTier: boolean;
  /** Asks which vendors, not how many ('what vendors come with Basic?'). */
  whichVendors?: boolean;
  /** A number the question gives ('3 stores', '20k skus'), for choosing a plan. */
  amount?: number;
  /** Every limit the question gives a number for ("one store, 4 suppliers, 250 orders"). */
  amounts?: Partial<Record<LimitName, number>>;
  /** A bare number ("drops to 350?", "a 4th one"): a new amount of the previous turn's limit. */
  number?: number;
  /** Changing plans or how they differ ('move up mid month'): the FAQ answers that, not a price. */
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
  ordersPerMonth: /^orders?$/,
  products: /^(products?|skus?|listings?|items?)$/,
};

/** Nouns a limit word can describe ('vendor tags', 'product titles'). */
const MODIFIED =
  /^(?:tags?|settings?|pages?|portals?|feeds?|files?|data|names?|titles?|descriptions?|images?|locations?|collections?|details?|credentials|password|types?|status|rules?|tab|creation)$/;

const PRICE_WORDS = /^(price|prices|pricing|cost|costs|much|pay|charge|expensive|cheap|dollars?)$/;

const CHEAPEST_WORDS = /^(cheapest|lowest|cheaper|starter|entrylevel|smallest)$/;

const ANNUAL_WORDS = /^(annual|annually|yearly|year|years)$/;

const MONTHLY_WORDS = /^(monthly|month|months)$/;
const SAVING_WORDS =
  /^(?:cheaper|save|saves|saving|savings|discount|discounts|percent|less|option|options)$/;

/** Words that ask for an amount; needed before answering a limit across all plans. */
const AMOUNT_WORDS = /^(many|limit|limits|max|maximum|number|allowed|allow|allows)$/;

const OVERAGE_WORDS = /^(over|exceed|exceeded|exceeding|above|past|more|overage|beyond|hit)$/;

const PLAN_CHOICE_WORDS =
  /^(change|changing|switch|switching|upgrade|upgrading|downgrade|downgrading|difference|different|differ|compare|comparison|features?)$/;

const PLAN_NOISE =
  /^(plan|plans|tier|package|subscription|per|billed|billing|option|options|vendorhub|it|every|each|side|give|list)$/;

/** The word names one of the plans ('plus' for Plus). */
export const namesPlan = (plans: PlanFact[], word: string) =>
  plans.some((plan) => plan.name.toLowerCase() === word);

/** The plan the word at `index` names: not "cost plus a percentage", nor Shopify's own Plus. */
const planAt = (plans: PlanFact[], said: string[], index: number) =>
  said[index] === 'plus' && PLUS_AFTER.test(said[index - 1] ?? '')
    ? undefined
    : plans.find((plan) => plan.name.toLowerCase() === said[index]);

/** "Which one fits us?" asks for a plan; "MAP or MSRP, which one wins?" does not. */
const WHICH_PLAN =
  /\b(?:which|what) (?:plan|tier|package)\b|\bwhich one (?:should|would|do|does|is (?:best|right|cheapest|enough)|fits?|suits?|covers?|includes?|has|gives?|allows?|lets|supports?|makes sense|works)\b/;

/** "Does any plan come with onboarding?", "is there a plan where you help us migrate?", "is guided onboarding included?" */
const WHICH_TIER =
  /\b(?:which|what|any) (?:plan|tier|package)s?\b|\b(?:is there|have you got|do you have) (?:a|any) (?:plan|tier|package)\b|^(?:is|are) .*\bincluded$|\bdo (?:you|they) (?:offer|provide|help with)\b/;

const UNLIMITED =
  /\b(?:unlimited|limitless|no (?:cap|limit|maximum|max)s?|without (?:a |any )?(?:cap|limit)s?)\b/;

/**
 * Asks yes or no, also after "and" or the plan the visitor is on: "I'm on Basic, can I…?"; told
 * with no question, "we do 900 orders a month" asks whether that fits; "…2 stores now, do I need
 * to upgrade?" asks it at the end ({@link UPGRADE}).
 */
const YES_NO =
  /^(?:(?:and|so|also|then|but|ok) |(?:i'?m|i am|we'?re|we are) on (?:the )?\w+(?: plan)? )?(?:do|does|is|are|can|will|has|have|could|would|am)\b|^(?:we|i) (?:have|do|sell|run|process|ship|get|manage)\b(?!.*\b(?:which|what|how|why|when|where|who|can|could|would|should|will|is|are|does|do you)\b)/;
/** "…2 stores now, do I need to upgrade?": yes or no at the end, yes when the plan falls short. */
const UPGRADE = /\b(?:do|will|would|should) (?:i|we) (?:need to |have to )?upgrade$/;

export function parsePlanQuery(knowledge: Knowledge, tokens: string[]): PlanQuery {
  const said = tokens.join(' ');
  const upgrade = UPGRADE.test(said);
  const query: PlanQuery = {
    plans: [],
    attributes: [],
    cheapest: false,
    asksAmount: false,
    rest: [],
    yesNo: upgrade || YES_NO.test(said),
    upgrade,
    overage: false,
    whichPlan: WHICH_PLAN.test(said),
    whichTier: WHICH_TIER.test(said),
    whichVendors: /\b(?:which|what) (?:vendors|suppliers|distributors|brands)\b/.test(said),
    unlimited: UNLIMITED.test(said),
    aboutPlanChoice:
      tokens.some((t) => PLAN_CHOICE_WORDS.test(t)) ||
      /\b(?:instead of|mov(?:e|ing) (?:up|down)|go(?:ing)? (?:up|down))\b/.test(said),
  };
  let amountLimit: LimitName | undefined;
  // '18,000 skus' arrives as '18' '000': read it as one number.
  const numbered = tokens.reduce<string[]>((out, word) => {
    const last = out[out.length - 1];
    if (last && /^\d+$/.test(last) && /^\d{3}$/.test(word)) out[out.length - 1] = `${last}${word}`;
    else out.push(word);
    return out;
  }, []);
  for (const [index, word] of numbered.entries()) {
    const previousWord = numbered[index - 1] ?? '';
    const nextWord = numbered[index + 1] ?? '';
    const plan = planAt(knowledge.plans, numbered, index);
    // "two vendors tags on one product", "my suppliers settings": a limit word before such a
    // noun names what it belongs to, not how many the plan allows. So does "vendor" before
    // "catalog" (the full vendor catalog); a "200k SKU catalogue" counts products.
    const named = limitNamed(word);
    const owns = MODIFIED.test(nextWord) || (named === 'vendors' && /^catalog/.test(nextWord));
    const limit = owns ? undefined : named;
    if (plan) {
      // "We've outgrown Premium: how do we move to Enterprise?" asks about the plan moved to.
      if (/^(?:to|into|onto)$/.test(previousWord) && query.plans.length > 0)
        query.plans = [plan, ...query.plans.filter((p) => p !== plan)];
      else if (!query.plans.includes(plan)) query.plans.push(plan);
    } else if (limit) {
      if (!query.attributes.includes(limit)) query.attributes.push(limit);
      // "4 Shopify stores", "8 lighting manufacturers": one word may describe what is counted.
      const twoBack = numbered[index - 2] ?? '';
      // "our second Shopify store", "a third vendor", "a 4th store": that many in all.
      const ordinal = [numbered[index - 1], numbered[index - 2]]
        .map((w) => (w ? (ORDINALS[w] ?? digitOrdinal(w)) : undefined))
        .find((n) => n !== undefined && n > 0);
      const amount =
        amountOf(previousWord) ??
        (describes(previousWord) && /^\d+k?$/.test(twoBack) ? amountOf(twoBack) : ordinal);
      if (amount !== undefined)
        (query.amounts ??= {})[limit] = Math.max(query.amounts[limit] ?? 0, amount);
      // "20k skus from our suppliers": the limit named beside the number is the one
      // asked about, and a number is an amount only beside one ("$110" is not).
      // "One store for the US and a second for Canada… both shops": the largest amount counts.
      if (amount !== undefined && (!amountLimit || amountLimit === limit))
        [amountLimit, query.amount] = [limit, Math.max(query.amount ?? 0, amount)];
    } else if (PRICE_WORDS.test(word)) {
      if (!query.attributes.includes('price')) query.attributes.push('price');
    } else if (CHEAPEST_WORDS.test(word)) {
      // "Listings end up cheaper than the brand allows" compares prices, not plans, and
      // "route to the cheapest supplier" or "whichever vendor is cheapest" compares vendors.
      const comparesVendors =
        /^(?:vendors?|suppliers?|distributors?|carriers?|couriers?)$/.test(nextWord) ||
        (/^(?:is|are)$/.test(previousWord) && limitNamed(numbered[index - 2] ?? '') === 'vendors');
      if (!comparesVendors && !(word === 'cheaper' && nextWord === 'than' && !query.plans.length))
        query.cheapest = true;
    } else if (ANNUAL_WORDS.test(word)) query.billing = 'annual';
    else if (MONTHLY_WORDS.test(word)) query.billing ??= 'monthly';
    else if (OVERAGE_WORDS.test(word)) query.overage = true;
    else if (AMOUNT_WORDS.test(word)) query.asksAmount = true;
    else if (!isStopword(word) && !PLAN_NOISE.test(word)) query.rest.push(word);
    // A number no limit follows, even past one describing word ("350 after the holidays").
    const bare = /^\d+k?$/.test(word) ? amountOf(word) : digitOrdinal(word);
    const next = numbered.slice(index + 1, index + 3);
    if (bare !== undefined && !next.some((w) => limitNamed(w))) query.number ??= bare;
  }
  // "One shop for the US and another for Canada, which plan covers both of them?"
  if (amountLimit && /\b(?:both|and (?:another|a second))\b/.test(said))
    query.amount = Math.max(query.amount ?? 0, 2);
  // "650 orders a month, the cheapest plan for that?", "5 stores, 2k orders. Plan?": the smallest fit.
  const asksPlan = query.cheapest || (/\b(?:plan|tier)$/.test(said) && !query.asksAmount);
  if (asksPlan && amountLimit && query.amount !== undefined && !query.plans.length)
    [query.cheapest, query.whichPlan] = [false, true];
  // The limit a plan is fitted to, and its price when asked ("which plan, and what does it
  // cost?", "the cheapest plan for 9 vendors?"): an unasked price is dropped below.
  if (query.whichPlan && amountLimit) query.attributes = [amountLimit, 'price'];
  // "The cheapest plan with API access?" asks which tiers have the feature, cheapest first.
  if (query.cheapest && !amountLimit && /\b(?:plan|tier) (?:with|that has)\b/.test(said))
    [query.cheapest, query.whichTier] = [false, true];
  // "How much storage…": with a limit named, "much" alone asks no price, unless it asks what a
  // thing is ("how much is Premium…?") or ends the question, but for a period ("how much a year?").
  const asksPrice =
    numbered.some((w) => w !== 'much' && PRICE_WORDS.test(w)) ||
    /\bmuch (?:is|are|does|do|would|will)\b|\bcheapest\b/.test(said) ||
    /\bhow much(?: (?:for|per|a|each|every))?(?: month| year| annual| \w+ly)?$/.test(said);
  if (!asksPrice && query.attributes.length > 1)
    query.attributes = query.attributes.filter((a) => a !== 'price');
  // "Too many orders this month, what happens?" asks about going past the limit too.
  if (/\b(?:too (?:many|much)|what happens?|what happen)\b/.test(said)) query.overage = true;
  if (query.overage) query.asksAmount = false;
  query.named = query.attributes.filter((a): a is LimitName => a !== 'price');
  if (query.yesNo && query.rest.length > 0) {
    // "Can I change the price on one product only?": one of something, in a yes/no question about
    // something else, is the thing acted on, not a size to fit a plan to.
    if (query.amount === 1 && !query.plans.length)
      [query.amount, query.amounts] = [undefined, undefined];
    // "Is bulk listing with AI included on Basic?" asks about a feature; a limit
    // word in a yes/no question asks for the limit only beside an amount.
    if (!query.unlimited && !query.asksAmount && query.amount === undefined)
      query.attributes = query.attributes.filter((a) => a === 'price');
  }
  // "We have 2 stores, 10 vendors and 900 orders a month": sizes told, nothing else asked.
  const told = query.rest.every((w) => /^\d/.test(w)) && !/^(?:wh|how|is|are|do|can)/.test(said);
  if (Object.keys(query.amounts ?? {}).length > 1 && told) query.whichPlan = true;
  // "Is paying yearly cheaper?" compares billing periods, not plans.
  query.comparesBilling = query.billing === 'annual' && tokens.some((t) => SAVING_WORDS.test(t));
  if (query.billing === 'annual' && tokens.includes('cheaper') && query.plans.length === 0)
    query.cheapest = false;
  return query;
}

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };

/** '4th' → 4. */
const digitOrdinal = (word: string) =>
  /^\d+(?:st|nd|rd|th)$/.test(word) ? Number.parseInt(word, 10) : undefined;

/** The limit a word names ('stores' → stores). */
const limitNamed = (word: string) =>
  (Object.keys(LIMIT_WORDS) as LimitName[]).find((name) => LIMIT_WORDS[name].test(word));

/** A word that can stand between a number and what it counts ("4 Shopify stores"). */
export const describes = (word: string) =>
  /^[a-z]+$/.test(word) &&
  !isStopword(word) &&
  !limitNamed(word) &&
  ![PRICE_WORDS, CHEAPEST_WORDS, ANNUAL_WORDS, MONTHLY_WORDS, AMOUNT_WORDS, OVERAGE_WORDS].some(
    (words) => words.test(word),
  );

const PLUS_AFTER = /^(?:shopify|costs?|prices?|wholesale|markup|msrp|map|fees?|shipping)$/;

/** "The $299 package", "the $199 one": the plan of that monthly price (or annual price a month) by name. */
export const namePlansByPrice = (knowledge: Knowledge, text: string): string =>
  text.replace(
    /\$\s?(\d+)(?:\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly))?(?=\s+(?:plan|package|tier|one|option|subscription)\b)/gi,
    (said, amount: string) =>
      knowledge.plans.find((p) => [p.monthlyPrice, p.annualPrice].includes(Number(amount)))?.name ??
      said,
  );

/**
 * "The one above it", "the next tier up", "one plan down": a plan named by its step from another,
 * as a follow-up says it ("how much is Basic per month?" then "and the one above it?") or a single
 * question does ("I'm on Plus, what does the next tier cost?").
 */
const PLAN_STEP =
  /\b(?:the )?(?:one|plan|tier|package|level) (above|over|after|below|under|before) (?:it|that(?: one)?|this(?: one)?|(?:the )?([a-z]+))\b|\b(?:the )?next (?:one|plan|tier|package)(?: (up|down))?\b|\bone (?:tier|plan|level|step) (up|down)\b/i;

const STEP_DOWN = /^(?:below|under|before|down)$/i;

/** The plans a text names by name (not "cost plus 40%", nor Shopify's own Plus). */
export function plansNamed(knowledge: Knowledge, text: string) {
  const said = words(text);
  const named = said.map((_, i) => planAt(knowledge.plans, said, i));
  return knowledge.plans.filter((plan) => named.includes(plan));
}

/** Names the plan a text points to by its step from another ('the one above it' → 'Plus'). */
export function namePlansByStep(knowledge: Knowledge, text: string, previous?: string): string {
  const match = PLAN_STEP.exec(text);
  if (!match) return text;
  const [said, direction, from, next, step] = match;
  const texts = from ? [from] : [text.replace(said, ' '), previous ?? ''];
  const anchor = texts.map((t) => plansNamed(knowledge, t)).find((named) => named.length > 0);
  if (anchor?.length !== 1) return text;
  const down = STEP_DOWN.test(direction ?? next ?? step ?? '');
  const target = knowledge.plans[knowledge.plans.indexOf(anchor[0]!) + (down ? -1 : 1)];
  return target ? text.replace(said, target.name) : text;
}

/**
 * '3', '1,000', '20k' (words are split on commas, so '1,000' arrives as '1' '000'), or spelled out
 * ("both shops", "three stores"), up to ten: past ten, visitors write digits.
 */
function amountOf(word: string): number | undefined {
  if (/^\d+k?$/.test(word))
    return word.endsWith('k') ? Number(word.slice(0, -1)) * 1000 : Number(word);
  const spelled = word === 'both' ? 2 : NUMBER_WORDS[word];
  return spelled !== undefined && spelled >= 1 && spelled <= 10 ? spelled : undefined;
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
  const bare =
    current.amounts === undefined && current.plans.length === 0 && current.attributes.length === 0;
  if (current.number !== undefined && bare && counted.length === 1) {
    const limit = counted[0]!;
    current = {
      ...current,
      attributes: [limit],
      amounts: { [limit]: current.number },
      amount: current.number,
      whichPlan: current.whichPlan || previous.whichPlan || previous.asksAmount,
    };
  }
  // "Which plan for 3 stores?" then "what about 500 orders a month?": a need added to those given;
  // after a plan that fits, "and if we grow to 10 vendors?" replaces one.
  const given = Object.keys(current.amounts ?? {});
  const changes = given.some((l) => !(l in (previous.amounts ?? {}))) || previous.whichPlan;
  if (given.length && changes && previous.amounts && !current.plans.length)
    current = {
      ...current,
      amounts: { ...previous.amounts, ...current.amounts },
      whichPlan: current.whichPlan || previous.whichPlan,
    };
  // "How many orders on Premium?" then "do you charge extra per order past that?": what
  // happens past the limit the previous turn asked about.
  const limitAsked = current.attributes.some((a) => a !== 'price');
  if ((current.overage || previous.overage) && previousLimits.length && !limitAsked)
    current = { ...current, attributes: [...current.attributes, ...previousLimits] };
  // "We have 3 vendors" then "which plan?": the needs the previous turn gave.
  if (current.whichPlan && !current.amounts && previous.amounts) {
    const { amounts, amount, attributes } = previous;
    current = { ...current, amounts, amount, attributes };
  }
  // "We have two shops, so which plan would we need?" asks afresh, whatever plan came before.
  const planned = current.plans.length > 0 || current.cheapest || current.whichPlan;
  const aboutPlans =
    previous.asksAmount || previous.plans.length > 0 || previous.whichPlan || previous.cheapest;
  return {
    ...current,
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
            previous.attributes.filter((a) => a === 'price' || aboutPlans),
    billing: current.billing ?? (current.attributes.length ? undefined : previous.billing),
    asksAmount: current.asksAmount || previous.asksAmount,
    // "Which vendors are available on Basic?" then "and on Plus?": Plus's vendors, by name.
    whichVendors:
      current.whichVendors ||
      (previous.whichVendors && !current.attributes.length && !current.asksAmount),
    // "Do you charge for orders past 600 on Plus?" then "and 1,200 on Premium, same deal?"
    overage: current.overage || (previous.overage && !current.asksAmount && !current.whichPlan),
  };
}
