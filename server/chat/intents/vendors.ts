/** Vendors: the one a message names, and its status, integration method, plans and setup cost. */
import { type Knowledge, type PlanFact, readVocabulary, type VendorFact } from '../knowledge.ts';
import { isStopword, words } from '../text.ts';
import { type Intent, type FactAnswer, lowerFirst, pricingLink, sentencesOf } from './answer.ts';

/** Words that, next to a vendor's name, mean the question is about that vendor itself. */
const VENDOR_CONTEXT = new Set(readVocabulary().vendorContextWords);

/**
 * Words that make a vendor the topic even in a long question about something else too ("we sell
 * wheels, do you support wheelpros?"); "the other vendors are fine" does not.
 */
const VENDOR_TOPIC =
  /^(support|supported|supports|integrate|integrated|integration|integrations|integrating|catalog|catalogue|list|listed|live|status|available|availability|ready|coming|soon|beta|api|ftp|method|setup|cost|costs|fee|fees|plan|plans|carry|connect|connected|stand|along|progress|eta|connection|connections|connector|usable|launch|launched|launching|released|arrive|arriving|roadmap)$/;

/** Words of vendor names that do not tell one vendor from another. */
const GENERIC_NAME_WORDS = new Set(readVocabulary().genericVendorNameWords);

export interface VendorMatcher {
  vendor: VendorFact;
  /** Word sequences that name the vendor on their own. */
  names: string[][];
  /** A single distinctive word, trusted only next to a vendor word when the docs use it too. */
  short?: string;
  shortIsCommon: boolean;
}

export const vendorMatchers = (
  knowledge: Knowledge,
  /** Words the docs or everyday English use: as a vendor's short name they need a vendor word. */
  isCommon: (word: string) => boolean,
): VendorMatcher[] =>
  knowledge.vendors
    .filter((vendor) => vendor.name.toLowerCase() !== knowledge.company.storePlatform.toLowerCase())
    .map((vendor) => {
      const full = words(vendor.name.replace(/\+/g, ' '));
      const distinctive = full.filter((w) => !GENERIC_NAME_WORDS.has(w));
      const short = distinctive.length === 1 ? distinctive[0] : undefined;
      // "James+James" is also typed "James and James".
      const names = [full, [full.join('')]];
      if (/[+&]/.test(vendor.name)) names.push(words(vendor.name.replace(/\s*[+&]\s*/g, ' and ')));
      if (short && short.endsWith('s')) names.push([short.slice(0, -1)]);
      return { vendor, names, short, shortIsCommon: short !== undefined && isCommon(short) };
    });

const containsSequence = (tokens: string[], sequence: string[]) =>
  tokens.some((_, i) => sequence.every((word, j) => tokens[i + j] === word));

/** A vendor a message names, and the words that name it. */
export type VendorMatch = { vendor: VendorFact; used: Set<string> };

export function findVendor(matchers: VendorMatcher[], tokens: string[]): VendorMatch | null {
  // "wheel pros" names WheelPros: neighbouring words are also tried joined.
  const joined = tokens.slice(1).map((t, i) => `${tokens[i]}${t}`);
  const hasContext = tokens.some((t) => VENDOR_CONTEXT.has(t));
  for (const matcher of matchers)
    for (const name of matcher.names) {
      if (containsSequence(tokens, name)) return { vendor: matcher.vendor, used: new Set(name) };
      const i = name.length === 1 ? joined.indexOf(name[0]!) : -1;
      if (i >= 0) return { vendor: matcher.vendor, used: new Set([tokens[i]!, tokens[i + 1]!]) };
    }
  const byShort = matchers.find(
    (m) => m.short && tokens.includes(m.short) && (!m.shortIsCommon || hasContext),
  );
  return byShort ? { vendor: byShort.vendor, used: new Set([byShort.short!]) } : null;
}

export function vendorAnswer(
  vendor: VendorFact,
  knowledge: Knowledge,
  /** A plan the question names ("we're on Basic"): the answer says first whether it includes the vendor. */
  plan?: PlanFact,
): FactAnswer {
  const { name, url, category, plansLabel, integrationMethod, specialization } = vendor;
  const catalogue = { label: 'Vendor integrations', url: '/vendor-integrations' };
  const page = url ? { label: name, url } : catalogue;
  const id = `vendor:${vendor.id}`;
  const answer = (text: string, links = [catalogue]) => ({ id, text, links });
  if (plan && vendor.status === 'live')
    return answer(
      vendor.plans.includes(plan.id)
        ? `Yes, ${plan.name} includes ${name}: it is live in our catalogue and comes with ${plansLabel}.`
        : `${name} is not in ${plan.name}'s vendor catalog: it comes with ${plansLabel}. ${sentencesOf(knowledge.planChangePolicy)[0]}`,
      [page, pricingLink],
    );
  if (vendor.status === 'live') {
    const how = integrationMethod
      ? ` It is a pre-built integration by ${integrationMethod}${vendor.setupCost === 'Free' ? ', set up free' : ''}.`
      : '';
    const what = specialization ? ` ${name} is known for ${lowerFirst(specialization)}.` : '';
    return answer(
      `${name} is live in our catalogue (${category}) and comes with ${plansLabel}.${how}${what}`,
      url ? [page, catalogue] : [catalogue],
    );
  }
  const status =
    vendor.status === 'beta'
      ? `${name} is in our catalogue as a beta integration (${category}), not live yet.`
      : `${name} is coming soon to our catalogue (${category}); it is not live yet.`;
  return answer(
    `${status} [Contact us](/contact) if you want to use it, and we reply ${knowledge.company.supportHoursShort}.`,
  );
}

/** A vendor that sells through a Shopify store of its own, or store-to-store sync. */
const SHOPIFY_AS_VENDOR =
  /\b(?:vendor|supplier|distributor|brand|wholesaler|manufacturer|partner)s?\b.*\b(?:its|their|his|her) own shopify (?:store|shop|site|storefront)s?\b|\bshopify (?:to|2) shopify\b|\b(?:another|other|their|a second|someone else s) shopify (?:store|shop)s? as (?:a |the |my |our )?(?:vendor|supplier|source)\b/;

/** Words beyond the vendor's name and vendor words past which a vendor answer is {@link FactAnswer.partial}. */
const VENDOR_CONTEXT_WORDS = 5;

/** "Our supplier runs its own Shopify store: can we pull their catalog?" is the Shopify vendor integration. */
export const shopifyAsVendorIntent: Intent = {
  name: 'shopify-as-vendor',
  match: (q, _c, bot) => !!bot.shopifyVendor && SHOPIFY_AS_VENDOR.test(q.text),
  answer: (_q, _c, bot) => vendorAnswer(bot.shopifyVendor!, bot.knowledge),
};

/**
 * Whether one plan's catalogue has the vendor: "Why can't I find Williams Trading? We're on Basic",
 * or "Do you integrate with Entrenue?" then "which plan do I need for it? I'm on Basic". A plan
 * carried over from the previous turn is not asked about again.
 */
export const vendorOnPlanIntent: Intent = {
  name: 'vendor-on-plan',
  match: (_q, c) =>
    !!c.onePlan &&
    !c.planFirst &&
    !c.planQuery.attributes.some((a) => a !== 'vendors' && a !== 'price') &&
    c.named?.vendor.status === 'live',
  answer: (q, { named, onePlan, inQuestion, ownPlans, planQuery }, bot) => {
    const left = !named!.vendor.plans.includes(onePlan!.id);
    const asksOnPlan = /\b(?:need|include|includes|included|available|on|get|part)\b/.test(q.text);
    const answers = inQuestion ? left : planQuery.whichPlan || (asksOnPlan && ownPlans);
    return answers ? vendorAnswer(named!.vendor, bot.knowledge, onePlan) : null;
  },
};

/**
 * The vendor a message names or carries over. A word that asks about vendors makes the vendor the
 * topic, however long the question; a vendor carried over from the previous turn needs one. Past a
 * few other words the vendor is context ("We carry Kalco and Allegri, and a few products have both
 * tags…"), and a passage that surely covers the question answers it.
 */
export const vendorIntent: Intent = {
  name: 'vendor',
  match: (_q, c) => !!c.named && !c.planFirst,
  answer: (q, c, bot) => {
    const named = c.named!;
    const rest = q.tokens.filter((t) => !named.used.has(t));
    const other = rest.filter((t) => !isStopword(t) && !/^(do|does|you|is|it)$/.test(t));
    const about = other.filter((t) => !VENDOR_CONTEXT.has(t));
    const asksAboutVendor =
      other.some((t) => VENDOR_TOPIC.test(t)) || /\b(?:work|works|working) with\b/.test(q.text);
    if (!asksAboutVendor && !(c.inQuestion && about.length <= 2)) return null;
    const first = vendorAnswer(named.vendor, bot.knowledge);
    // "Nora and Maxim?": each vendor named together; "Medline? What about McKesson?" asks twice.
    const others = bot.matchers.filter((m) => m.vendor !== named.vendor);
    const found = findVendor(others, rest);
    const at = (m: VendorMatch) => q.tokens.findIndex((t) => m.used.has(t));
    const [x, y] = found ? [named, found].sort((a, b) => at(a) - at(b)) : [];
    const between = x && y ? q.tokens.slice(at(x) + x.used.size, at(y)) : [''];
    const also = between.every((t) => /^(?:and|or|vs|n)$/.test(t)) ? found?.vendor : undefined;
    const text = also ? `${first.text}\n\n${vendorAnswer(also, bot.knowledge).text}` : first.text;
    return { ...first, text, ...(about.length > VENDOR_CONTEXT_WORDS ? { partial: true } : {}) };
  },
};
