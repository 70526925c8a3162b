/**
 * Plan answers: prices, limits, features, what a plan includes, and the plan that fits the amounts
 * a visitor gives. Every number comes from the knowledge (the content modules).
 */
import { formatUsd } from '#app/lib/numbers.ts';
import { billedDifference, comparePlans, planCost } from '#app/lib/rules/compare-plans.ts';
import { bySize, checkPlan, LIMIT_NAMES, planFit } from '#app/lib/rules/plan-fit.ts';
import type { LimitName } from '#app/lib/rules/plan-fit.ts';
import { NUMBER_WORDS } from '../amounts.ts';
import { type Knowledge, type PlanFact } from '../knowledge.ts';
import { ownWords, stem, words } from '../text.ts';
import {
  type Intent,
  contactLink,
  count,
  type FactAnswer,
  listing,
  lowerFirst,
  pricingLink,
  upperFirst,
} from './answer.ts';
import { parsePlanQuery, type PlanQuery, plansNamed } from './plan-query.ts';
import { TRIAL_WORDS } from './trial.ts';

const LIMIT_NOUNS: Record<LimitName, [string, string]> = {
  stores: ['store', 'stores'],
  vendors: ['vendor', 'vendors'],
  ordersPerMonth: ['order a month', 'orders a month'],
  products: ['product', 'products'],
};

/** Amounts told, by the limit they count against: [['stores', 2], ['vendors', 8]]. */
type Amounts = [LimitName, number][];

/** '2 stores', '1,000 orders a month', 'unlimited vendors'. */
function limitAmount(plan: PlanFact, limit: LimitName): string {
  const value = plan.limits[limit];
  const [one, many] = LIMIT_NOUNS[limit];
  return value === null ? `unlimited ${many}` : count(value, one, many);
}

/** An answer the pricing page backs. */
const pricingFact = (id: string, text: string) => ({ id, text, links: [pricingLink] });

/** What a plan costs, annual billing first when the question asks about it; the saving in dollars. */
function priceText(plan: PlanFact, knowledge: Knowledge, billing?: PlanQuery['billing']) {
  if (plan.monthlyPrice === null || plan.annualPrice === null)
    return 'priced for your volume and integrations: contact sales for a quote';
  const annual = `${formatUsd(plan.annualPrice)} a month billed annually (${formatUsd(plan.annualPrice * 12)} a year)`;
  const discount = `${knowledge.annualDiscountPercent}%`;
  const saved = formatUsd(planCost(plan).annualSaving.perYear!);
  return billing === 'annual'
    ? `${annual}, ${discount} less than the ${formatUsd(plan.monthlyPrice)} monthly price, which saves ${saved} a year`
    : `${formatUsd(plan.monthlyPrice)} a month billed monthly, or ${annual}, which saves ${discount} (${saved} a year)`;
}

const priceSentence = (plan: PlanFact, knowledge: Knowledge, billing?: PlanQuery['billing']) =>
  `${plan.name} ${plan.monthlyPrice === null ? 'is' : 'costs'} ${priceText(plan, knowledge, billing)}.`;

/**
 * The plan feature (or exclusion) that shares the most of the question's other words: at least two,
 * or all of them, where a word that only one feature uses ('api' in "API access") counts twice.
 */
function bestFeature(knowledge: Knowledge, rest: string[]): string | null {
  const wanted = new Set(rest.map(stem));
  // "Can I try Premium for free?" asks about the trial, not about "free bulk creation".
  if (wanted.size === 0 || rest.some((w) => TRIAL_WORDS.test(w))) return null;
  const items = [...new Set(knowledge.plans.flatMap((p) => [...p.features, ...p.notIncluded]))];
  // "5,000 products" is one number: the "5" of "5 vendors" does not name it.
  const stems = items.map((item) => new Set(words(item.replace(/(\d),(?=\d)/g, '$1')).map(stem)));
  const own = ownWords(stems);
  const scores = stems.map((held, i) => {
    const found = [...wanted].filter((w) => held.has(w));
    return found.length + found.filter((w) => own[i]!.includes(w)).length;
  });
  const best = Math.max(...scores);
  return best >= Math.min(2, wanted.size) ? items[scores.indexOf(best)]! : null;
}

/** "Everything in Plus": a plan has its own features and those of the plans before it. */
const hasFeature = (knowledge: Knowledge, p: PlanFact, item: string): boolean =>
  p.features.includes(item) ||
  (!p.notIncluded.includes(item) &&
    knowledge.plans.slice(0, knowledge.plans.indexOf(p)).some((q) => q.features.includes(item)));

/** A feature without its terms ("Free …", "… (paid option)"), to find it on another plan. */
const featureName = (item: string) => item.replace(/^free |\s*\([^)]*\)/gi, '').toLowerCase();

/**
 * A plan's own wording of a feature: the latest plan up to it that names the feature, so Premium
 * has Plus's "Free bulk…" through "Everything in Plus", not Basic's "… (paid option)".
 */
function wordingOn(knowledge: Knowledge, plan: PlanFact, item: string): string {
  const upTo = knowledge.plans.slice(0, knowledge.plans.indexOf(plan) + 1).reverse();
  return upTo.flatMap((p) => p.features).find((f) => featureName(f) === featureName(item)) ?? item;
}

const alike = (a: string, b: string) =>
  words(a).every((w) => words(b).includes(w)) || words(b).every((w) => words(a).includes(w));

/** "Which tier unlocks the REST API?": the plans with the feature, grouped by their wording of it. */
function planWithFeature(knowledge: Knowledge, item: string, withIt: PlanFact[]): FactAnswer {
  // Wordings alike (one holds every word of the other) share a sentence; "free" and "paid" do not.
  const groups: { wording: string; names: string[] }[] = [];
  for (const p of withIt) {
    const wording = wordingOn(knowledge, p, item);
    const last = groups.at(-1);
    if (last && alike(last.wording, wording)) last.names.push(p.name);
    else groups.push({ wording, names: [p.name] });
  }
  const text = groups.map(({ wording, names }, i) =>
    i === 0
      ? `${upperFirst(wording)} comes with ${listing(names)}`
      : `${lowerFirst(wording)} with ${listing(names)}`,
  );
  return pricingFact(`plan:${withIt[0]!.id}#features`, `${text.join('; ')}.`);
}

/** The feature the question names: whether `plan` includes it, or with no plan, the plans that do. */
function featureAnswer(knowledge: Knowledge, rest: string[], plan?: PlanFact): FactAnswer | null {
  const item = bestFeature(knowledge, rest);
  if (!item) return null;
  const withIt = knowledge.plans.filter((p) => hasFeature(knowledge, p, item));
  if (!plan) return withIt.length ? planWithFeature(knowledge, item, withIt) : null;
  const text = hasFeature(knowledge, plan, item)
    ? `Yes, ${plan.name} includes ${lowerFirst(wordingOn(knowledge, plan, item))}.`
    : `No, ${plan.name} does not include ${lowerFirst(item)}.${withIt.length ? ` It comes with ${listing(withIt.map((p) => p.name))}.` : ''}`;
  return pricingFact(`plan:${plan.id}#features`, text);
}

/**
 * "…with AI-written descriptions. How?" then "we're on Basic, does that cost more?": whether the
 * plan named includes the feature the previous turn asked about, or the one it names itself.
 */
export const featureFollowUpIntent: Intent = {
  name: 'feature-follow-up',
  // "How much more is that over 12 months?" asks a price.
  match: (q, { planQuery: query }) =>
    !!q.previous && query.plans.length <= 1 && !query.billing && !/\bhow much\b/.test(q.text),
  answer: ({ text, previous }, { planQuery: query }, { knowledge }) => {
    const previousTokens = previous!.tokens;
    const before = parsePlanQuery(knowledge, previousTokens);
    // "What's Plus?" then "does it include order routing?": the plan before, the feature named now.
    const plan = query.plans[0] ?? (before.plans.length === 1 ? before.plans[0] : undefined);
    if (!plan) return null;
    // "Which of your plans come with API access?" then "so a client on Plus is out of luck there?"
    const askedWhichPlans =
      before.plans.length === 0 &&
      before.attributes.length === 0 &&
      /\b(?:which|what)\b/.test(previousTokens.join(' ')) &&
      previousTokens.some((t) => /^(?:plans?|tiers?|packages?)$/.test(t));
    const asks =
      /\b(?:extra|more|additional|included|include|includes|paid|free|part of|comes? with|available|have|has|get|gets|offers?)\b/;
    const pointsBack = /\b(?:that|it|this)\b/.test(text) && asks.test(text);
    // "Does Premium come with API access?" then "what about Plus?": the same question of that plan.
    const terse =
      before.yesNo && query.plans.length === 1 && !query.rest.length && !query.attributes.length;
    if (!pointsBack && !askedWhichPlans && !terse) return null;
    // A yes/no question that names a feature, and no limit: "does it include order routing?",
    // "does it have API access?"
    const own = query.yesNo && !query.attributes.length && !query.asksAmount;
    const feature = own ? query.rest.filter((w) => !asks.test(w)) : [];
    const named = featureAnswer(knowledge, feature, plan);
    return named ?? (query.plans.length ? featureAnswer(knowledge, before.rest, plan) : null);
  },
};

/** "What's included in Premium?", "what do I get with Basic?", "Plus features", "tell me about Plus". */
const CONTENTS =
  /\b(?:difference|differ|differs|compare|comparison|vs|versus)\b|\b(?:whats?|what is|what are) (?:(?:exactly|actually) )?(?:included|in|inside)\b|\bwhat (?:(?:exactly|actually) )?(?:does|do|will|would) (?:\w+ ){0,3}(?:get|gain|include|come with|give|offer|add)\b|\bwhat (?:(?:exactly|actually) )?comes? with\b|\bfeatures?\b|\btell me (?:more )?about\b/;

/** The words of such a question beside the plan's name: "what exactly comes with Basic". */
const CONTENTS_WORDS =
  /^(?:includ\w*|difference|differ|differs|compare|comparison|vs|versus|between|get|gets|gain|come|comes|give|gives|offer|offers|adds?|features?|exactly|actually|inside|extra|more|additional|lack|lacks|top|over|compared|mov\w*|upgrad\w*|switch\w*|tell)$/;

/** "What does Premium give me that Plus doesn't?", "how does Premium differ from Plus?" */
const THAN_OTHER =
  /\b(?:difference|differ|differs|compare|comparison|vs|versus)\b|\b(?:that|which) \w+ (?:doesnt|does not|lacks|dont|do not)\b|\b(?:than|over|compared to|on top of)\b/;

/** Items that have "and" inside are set apart by semicolons: "…; and dedicated support and a 24/7 line". */
const featureListing = (items: string[]) =>
  items.some((item) => item.includes(' and ')) && items.length > 2
    ? `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`
    : listing(items);

/** The lines of a plan's feature list that are not its limits or "Everything in Plus". */
const extras = (plan: PlanFact) =>
  plan.features.filter((f) => !/^(?:\d|Unlimited )/.test(f) && !/^Everything in /.test(f));

/**
 * What a plan comes with, from the pricing page's list: its limits and its features. Naming a
 * second plan ("that Plus doesn't have") asks what the larger one adds. Null when the question asks
 * anything else (a price, a limit, one feature).
 */
export function planContentsAnswer(
  knowledge: Knowledge,
  query: PlanQuery,
  text: string,
): FactAnswer | null {
  if (query.attributes.length || !query.plans.length || query.plans.length > 2) return null;
  if (!CONTENTS.test(text) || !query.rest.every((w) => CONTENTS_WORDS.test(w))) return null;
  const limits = (p: PlanFact) => listing(LIMIT_NAMES.map((limit) => limitAmount(p, limit)));
  if (query.plans.length === 2) {
    // "I'm on Plus, what do I get with Premium?" compares with the plan the visitor is on.
    if (!THAN_OTHER.test(text) && !ON_PLAN.test(text)) return null;
    const [lower, higher] = bySize(query.plans) as [PlanFact, PlanFact];
    const added = extras(higher).filter((item) => !hasFeature(knowledge, lower, item));
    return pricingFact(
      `plan:${higher.id}#features`,
      `On top of ${lower.name}, ${higher.name} adds ${featureListing(added.map(lowerFirst))}. It includes ${limits(higher)}, where ${lower.name} includes ${limits(lower)}.`,
    );
  }
  const plan = query.plans[0]!;
  const before = plan.features.find((f) => /^Everything in /.test(f));
  const own = extras(plan).map(lowerFirst);
  return pricingFact(
    `plan:${plan.id}#features`,
    `${plan.name} includes ${limits(plan)}.${before ? ` It has ${lowerFirst(before)}, plus ${featureListing(own)}.` : ` It comes with ${featureListing(own)}.`}`,
  );
}

/** Words beyond a plan's name, price and limits from which the plan is probably context. */
const PLAN_CONTEXT_WORDS = 3;
/** "Can I add a second store later?" asks, with no plan named, which plans hold that many. */
const HAVE =
  /^(?:add|have|get|connect|run|use|manage|sell|process|ship|possible|later|more|second|third|\d.*)$/;
const asksFit = ({ yesNo, plans, rest }: PlanQuery) =>
  yesNo && !plans.length && rest.every((w) => HAVE.test(w) || Object.hasOwn(NUMBER_WORDS, w));

/**
 * The plan answer, {@link FactAnswer.partial} when the question says much else ("I'm on the
 * cheapest package and got stuck…"). A feature answer is built from those other words, and "which
 * plan covers 3 stores?" is answered in full whatever else it says.
 */
export function planAnswer(knowledge: Knowledge, query: PlanQuery): FactAnswer | null {
  const answer = planFacts(knowledge, query);
  if (!answer) return null;
  // "3 stores and 10 vendors": the amounts told are what the answer fits, not other words.
  const told = Object.values(query.amounts ?? {}).map(String);
  const partial =
    query.rest.filter((w) => !told.includes(w)).length >= PLAN_CONTEXT_WORDS &&
    !(query.amount !== undefined && (query.whichPlan || asksFit(query))) &&
    !answer.id.endsWith('#features');
  return partial ? { ...answer, partial } : answer;
}

function planFacts(knowledge: Knowledge, query: PlanQuery): FactAnswer | null {
  const cheapest = query.cheapest && bySize(knowledge.plans)[0];
  const plans = cheapest && query.plans.length === 0 ? [cheapest] : query.plans;
  const limits = query.attributes.filter((a): a is LimitName => a !== 'price');
  const asksPrice = query.attributes.includes('price');
  // "What happens if we go over 200 orders on Basic?" is the order-limit FAQ's question.
  if ((query.overage && limits.length > 0) || (query.aboutPlanChoice && !query.yesNo)) return null;
  // "Which plan covers 3 stores?", "we have 40k skus, what would that cost?"
  // "One store, 4 suppliers, around 250 orders a month. Which plan do I need?"
  const given = Object.entries(query.amounts ?? {}) as Amounts;
  // "…Plus or Premium?" asks the same of two plans named. Worked out from the needs the message
  // tells, the plan answers also the sentence that only asks "which plan and what does it cost?".
  if (given.length > 1 && (query.whichPlan || asksPrice) && plans.length !== 1)
    return { ...planForAmounts(knowledge, given, asksPrice), computed: true };
  const asksForAmount = query.whichPlan || asksPrice || query.asksAmount || asksFit(query);
  if (query.amount !== undefined && asksForAmount && limits.length === 1 && plans.length !== 1)
    return planForAmount(knowledge, limits[0]!, query.amount, asksPrice);
  // "A second store, but Basic only lets us have one. What plan do we need?": the plan named
  // is the one outgrown. "Can I have 3 vendors on Basic?", "2 stores and 8 vendors, is Plus
  // enough?" are answered yes or no first.
  const [named, limit] = [plans[0], limits[0]];
  const asked: Amounts =
    limit && limits.length === 1 && query.amount !== undefined ? [[limit, query.amount]] : given;
  if (named && plans.length === 1 && asked.length && asked.length === limits.length) {
    const fits = checkPlan(named, Object.fromEntries(asked)).every((c) => c.fits);
    const includes = `${named.name} includes ${listing(asked.map(([l]) => limitAmount(named, l)))}.`;
    const next = fits ? null : planForAmounts(knowledge, asked, false, named);
    const answer = `${fits !== query.upgrade ? 'Yes' : 'No'}, ${includes}${next ? ` ${next.text}` : ''}`;
    if (query.yesNo) return pricingFact(next?.id ?? `plan:${named.id}#${asked[0]![0]}`, answer);
    // "We're on Plus and have 7 vendors now": outgrown, the plan that fits follows.
    if (next) return query.whichPlan ? next : pricingFact(next.id, `${includes} ${next.text}`);
  }

  // "unlimited vendors?": the plan without that limit, and what the others allow.
  if (query.unlimited && limit && plans.length <= 1 && limits.length === 1) {
    const open = knowledge.plans.filter((p) => p.limits[limit] === null);
    const capped = knowledge.plans.filter((p) => p.limits[limit] !== null);
    // "Is Premium unlimited on orders?"
    if (named)
      return pricingFact(
        `plan:${named.id}#${limit}`,
        named.limits[limit] === null
          ? `Yes, ${named.name} includes unlimited ${LIMIT_NOUNS[limit][1]}.`
          : `No, ${named.name} includes ${limitAmount(named, limit)}.${open.length ? ` Unlimited ${LIMIT_NOUNS[limit][1]} come with ${listing(open.map((p) => p.name))}.` : ''}`,
      );
    if (open.length > 0)
      return pricingFact(
        `plan:${open[0]!.id}#${limit}`,
        `${listing(open.map((p) => p.name))} ${open.length > 1 ? 'include' : 'includes'} unlimited ${LIMIT_NOUNS[limit][1]}. The other plans include ${listing(capped.map((p) => `${p.name} ${limitAmount(p, limit)}`))}.`,
      );
  }
  if (plans.length === 0) {
    // No plan named: answer across the plans only when the question asks for the amount itself.
    if (limits.length === 1 && query.asksAmount && query.rest.length <= 1)
      return planForAmount(knowledge, limits[0]!);
    // "Which tier unlocks the REST API? We push SKUs from our PIM": a feature, whatever limit words come with it.
    const feature =
      query.whichTier && !limits.length && !asksPrice && featureAnswer(knowledge, query.rest);
    if (feature) return feature;
    // "Is it cheaper if I pay for the year?", "is there a yearly billing option?": the annual
    // billing answer says yes and by how much; the price list would lead with monthly prices.
    const asksAboutAnnual = query.billing === 'annual' && (query.yesNo || query.comparesBilling);
    if (asksPrice && limits.length === 0 && query.rest.length === 0 && !asksAboutAnnual) {
      // One sentence for the priced plans and one for the rest, to stay within three.
      const priced = knowledge.plans.filter((p) => planCost(p).priced);
      const custom = knowledge.plans.filter((p) => !priced.includes(p)).map((p) => p.name);
      const monthly = listing(priced.map((p) => `${p.name} ${formatUsd(p.monthlyPrice!)}`));
      const annual = listing(priced.map((p) => formatUsd(p.annualPrice!)));
      const text = `Billed monthly, ${monthly} a month; billed annually, ${annual} a month (${knowledge.annualDiscountPercent}% less).${custom.length ? ` ${listing(custom)} ${custom.length > 1 ? 'are' : 'is'} priced for your volume: contact sales for a quote.` : ''}`;
      return pricingFact('plan:all#price', text);
    }
    return null;
  }

  const plan = plans[0]!;
  // "How much is bulk creation on Basic?" prices a feature, named by two words at least and most of
  // the question's other words: the passage about it says what it costs, not the plan's price.
  const item = asksPrice && !limits.length && bestFeature(knowledge, query.rest);
  const naming = item ? query.rest.filter((w) => words(item).map(stem).includes(stem(w))) : [];
  if (naming.length > 1 && naming.length * 2 >= query.rest.length) return null;
  const sentences: string[] = [];
  if (plan === cheapest)
    sentences.push(
      `${plan.name} is our lowest-priced plan: ${priceText(plan, knowledge, query.billing)}.`,
    );
  else if (asksPrice)
    sentences.push(...plans.map((p) => priceSentence(p, knowledge, query.billing)));
  if (limits.length > 0) {
    sentences.push(
      ...plans.map((p) => `${p.name} includes ${listing(limits.map((l) => limitAmount(p, l)))}.`),
    );
    // "What vendors come with Basic?": the live vendors of its catalog too.
    const live = knowledge.vendors.filter((v) => v.status === 'live' && v.plans.includes(plan.id));
    if (query.whichVendors && plans.length === 1 && live.length)
      sentences.push(`Its vendor catalog has ${listing(live.map((v) => v.name))}.`);
  }
  // "Do you bill per extra order if we go over 400 on Plus?" asks what happens past a limit,
  // and "can I start on Basic and move up later?" about changing plans.
  if (sentences.length === 0 && query.yesNo && !query.overage && !query.aboutPlanChoice)
    return featureAnswer(knowledge, query.rest, plan);
  if (sentences.length === 0) return null;
  const custom = plans.some((p) => p.monthlyPrice === null) && asksPrice;
  const links = custom ? [pricingLink, contactLink] : [pricingLink];
  // Its id names the price asked (the cheapest plan's, when no limit is asked), else the limit.
  const about = plan === cheapest ? (limits[0] ?? 'price') : asksPrice ? 'price' : limits[0];
  return { id: `plan:${plan.id}#${about}`, text: sentences.slice(0, 3).join(' '), links };
}

/** What "it" is next: the one plan a question asked about alone, or the plan its answer chose. */
export function planChosen(knowledge: Knowledge, asked: PlanQuery): PlanFact | undefined {
  const alone = !asked.rest.length && asked.attributes.every((a) => a === 'price');
  if (!asked.whichPlan) return alone && asked.plans.length === 1 ? asked.plans[0] : undefined;
  const chosen = planAnswer(knowledge, asked)?.id;
  return knowledge.plans.find((p) => chosen?.startsWith(`plan:${p.id}#`));
}

/** The smallest plan covering every amount, and the limit the plan below lacks (unless `shown`). */
function planForAmounts(knowledge: Knowledge, given: Amounts, priced = false, shown?: PlanFact) {
  if (given.length === 1) return planForAmount(knowledge, ...given[0]!, priced);
  const { plan: fits, passedOver } = planFit(knowledge.plans, Object.fromEntries(given));
  if (!fits) return planForAmount(knowledge, given[0]![0]);
  // The plan before it, and the first limit told that it falls short on.
  const { plan: below, over = [] } = passedOver.at(-1) ?? {};
  const deciding = below && given.find(([l]) => over.some((c) => c.limit === l));
  const [limit] = deciding ?? given[0]!;
  const asked = listing(given.map(([l, n]) => count(n, ...LIMIT_NOUNS[l])));
  const includes = listing(given.map(([l]) => limitAmount(fits, l)));
  return pricingFact(
    `plan:${fits.id}#${limit}`,
    `${fits.name} is the smallest plan that covers ${asked}: it includes ${includes}.${below && deciding && below !== shown ? ` ${below.name} includes ${limitAmount(below, deciding[0])}.` : ''}${priced ? ` ${priceSentence(fits, knowledge)}` : ''}`,
  );
}

/**
 * "Which plan covers 3 stores?": the smallest plan whose limit holds the amount, with the other
 * plans' limits beside it; without an amount, every plan's limit. Asked what it costs ("we have
 * 3 vendors, what would it cost?"), the plan's price follows.
 */
function planForAmount(knowledge: Knowledge, limit: LimitName, amount?: number, priced = false) {
  const fits =
    amount === undefined ? undefined : planFit(knowledge.plans, { [limit]: amount }).plan;
  const all = listing(knowledge.plans.map((plan) => `${plan.name} ${limitAmount(plan, limit)}`));
  return pricingFact(
    `plan:${fits?.id ?? 'all'}#${limit}`,
    fits
      ? `${fits.name} is the smallest plan that covers ${count(amount!, ...LIMIT_NOUNS[limit])}: it includes ${limitAmount(fits, limit)}.${priced ? ` ${priceSentence(fits, knowledge)}` : ''} By plan: ${all}.`
      : `Each plan includes a set number of ${LIMIT_NOUNS[limit][1]}: ${all}.`,
  );
}

/**
 * Plan prices, limits, contents and the plan that fits. A question about the trial's products never
 * gets plan facts: the trial answers it, or a passage does. Nor does a symptom told with no plan in
 * it: "wrong price on one product" is a problem to fix, not a plan for one product.
 */
export const planIntent: Intent = {
  name: 'plans',
  match: (q, c) => !c.trialProducts && !(q.symptom && !c.ownPlans && !c.planQuery.whichPlan),
  answer: ({ text, previous }, { planQuery: query }, { knowledge }) =>
    planContentsAnswer(knowledge, query, text) ??
    // "What's included in Plus?" then "and Premium?": the same question of the plan named now.
    (previous && !query.rest.length ? planContentsAnswer(knowledge, query, previous.text) : null) ??
    planAnswer(knowledge, query),
};

/** Asks how two plans' prices differ: "how much more is Premium", "Basic vs Plus price", "the difference per year". */
const DIFFERENCE =
  /\b(?:how much (?:more|extra|less|cheaper)|(?:price|cost) difference|difference\b.*\b(?:price|cost|per (?:month|year)|a year|annual(?:ly)?|monthly|yearly)|(?:more|extra|less) (?:than|per month|a month|a year)|cost (?:me |us )?(?:more|extra)\b|(?:vs|versus|compared (?:to|with)|against)\b.*\b(?:price|cost|pay)|upgrad\w* (?:from \w+ )?to \w+ cost)/;
/** "The difference apart from the price" asks for the features, which the FAQ compares. */
const NOT_PRICE =
  /\b(?:apart from|besides|other than|except(?: for)?|aside from|beyond) (?:the )?(?:price|cost)\b|\bfeatures?\b/;
/** The plan compared from: "I'm on Plus", "we're on Basic", "from Plus", "than Plus". */
const ON_PLAN = /\b(?:(?:i?m|am|(?:we)?re|are|currently|already) on|than) (\w+)|\bfrom (\w+) to\b/;

/** The billing a plan is named with: "Premium annual", "Plus paying monthly". */
function billedAs(text: string, name: string) {
  const billing = new RegExp(`\\b${name}(?:\\W+\\w+)?\\W+(monthly|annual|annually|yearly)\\b`, 'i');
  const said = billing.exec(text)?.[1];
  return said && (said === 'monthly' ? 'monthly' : 'annual');
}

/** The difference in price between two plans, monthly and annual, with comparePlans. */
export function planDifferenceAnswer(
  knowledge: Knowledge,
  text: string,
  query: PlanQuery,
  /** The previous message, which may say the plan the visitor is on ("I'm on Basic"). */
  previous = '',
): FactAnswer | null {
  if (!DIFFERENCE.test(text) || NOT_PRICE.test(text)) return null;
  const on = ON_PLAN.exec(text) ?? ON_PLAN.exec(previous);
  const current = on && knowledge.plans.find((p) => p.name.toLowerCase() === on.findLast(Boolean));
  // "What does Plus cost?" then "I'm on Basic, how much more is that?": the plan asked about before.
  const named = [...query.plans, ...plansNamed(knowledge, previous)].filter((p) => p !== current);
  const [from, to] =
    current && named[0] ? [current, named[0]] : query.plans.length === 2 ? query.plans : [];
  if (!from || !to) return null;
  const { plans, difference } = comparePlans(knowledge.plans, from.id, to.id);
  const custom = plans.find((p) => !p.priced);
  if (custom || difference.monthlyPerMonth === null || difference.annualPerMonth === null) {
    const priced = plans.find((p) => p.priced);
    const cost = priced ? ` ${priced.name} is ${formatUsd(priced.monthly.perMonth!)} a month.` : '';
    return {
      id: `plan:${(custom ?? plans[1]).id}#price`,
      text: `${custom?.name ?? to.name} is priced individually, so the difference depends on your quote:${cost} Sales will quote it.`,
      links: [pricingLink, contactLink],
    };
  }
  const more = difference.monthlyPerMonth >= 0 ? 'more' : 'less';
  const amount = (n: number) => formatUsd(Math.abs(n));
  const [a, b] = plans;
  // "Premium monthly vs Plus annual", "I'm on Plus paying monthly… Premium annual?": each plan on
  // the billing it is named with.
  const [billedA, billedB] = plans.map((p) => billedAs(`${previous} ${text}`, p.name));
  if (billedA && billedB && billedA !== billedB) {
    const { perMonth, perYear } = billedDifference(a, billedA, b, billedB);
    const more = perMonth! >= 0 ? 'more' : 'less';
    return pricingFact(
      `plan:${to.id}#price`,
      `${b.name} billed ${billedB === 'annual' ? 'annually' : billedB} costs ${amount(perMonth!)} a month ${more} than ${a.name} billed ${billedA === 'annual' ? 'annually' : billedA}: ${formatUsd(b[billedB].perMonth!)} against ${formatUsd(a[billedA].perMonth!)}. Over a year that is ${formatUsd(b[billedB].perYear!)} against ${formatUsd(a[billedA].perYear!)}, ${amount(perYear!)} ${more}.`,
    );
  }
  return pricingFact(
    `plan:${to.id}#price`,
    `${b.name} costs ${amount(difference.monthlyPerMonth)} a month ${more} than ${a.name}: ${formatUsd(b.monthly.perMonth!)} against ${formatUsd(a.monthly.perMonth!)} billed monthly. Billed annually it is ${amount(difference.annualPerMonth)} a month ${more} (${formatUsd(b.annual.perMonth!)} against ${formatUsd(a.annual.perMonth!)}), ${amount(difference.annualPerYear!)} a year.`,
  );
}

/** "I'm on Plus, how much more is Premium?" */
export const planDifferenceIntent: Intent = {
  name: 'plan-difference',
  answer: (q, c, bot) => planDifferenceAnswer(bot.knowledge, q.text, c.planQuery, q.previousLower),
};
