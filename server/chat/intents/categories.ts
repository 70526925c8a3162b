/** Categories: a trade's vendors, a trade we have none for, and a category's vendors by status. */
import { slugify } from '#app/lib/slug.ts';
import { statusLabels } from '#app/lib/vendor-filter.ts';
import { type Knowledge, type VendorFact } from '../knowledge.ts';
import { isStopword, stem, words } from '../text.ts';
import { type Intent, listing, formLink, vendorsLink } from './answer.ts';
import { vendorAnswer } from './vendors.ts';

const CATEGORY_ASK = /^(which|what|any|anything|list|have|got|offer|connect|carry|integrate)$/;

/** Words a category question may carry beside the category, the vendor word and the asking word. */
const CATEGORY_OTHER_WORDS = 3;

const VENDOR_WORD =
  /^(vendors?|suppliers?|distributors?|brands?|wholesalers?|manufacturers?|integrations?)$/;

/**
 * "We sell adult toys, which distributors can you connect?", "any car parts suppliers?": the
 * vendors of the one catalogue category the question names. "Any automotive suppliers? WheelPros
 * specifically" asks for the vendor it names, not the category's list.
 */
export const categoryIntent: Intent = {
  name: 'category',
  answer: (q, c, { knowledge }) => {
    // "Any lighting ones?" after a question about vendors: the "ones" are vendors.
    const ones = q.previous?.tokens.some((t) => VENDOR_WORD.test(t)) ? 'vendors' : 'ones';
    const tokens = q.tokens.map((t) => t.replace(/^ones$/, ones));
    const category = askedCategory(knowledge, tokens);
    if (!category) return null;
    if (c.inQuestion) return vendorAnswer(c.inQuestion.vendor, knowledge);
    const vendors = knowledge.vendors.filter((v) => v.category === category);
    const describe = (v: VendorFact) =>
      v.status === 'live' ? v.name : `${v.name} (${statusWord(v.status)})`;
    return {
      id: `vendor:${vendors[0]!.id}`,
      text: `Our ${category} category has ${listing(vendors.map(describe))}. A vendor we do not list can be requested through the custom integration form.`,
      links: [categoryLink(category), formLink],
      category: true,
    };
  },
};

/** Content words past which a message is more than "any pet supply distributors?". */
const MISSING_CATEGORY_WORDS = 7;

/**
 * "Any pet supply distributors in your catalog?", "any apparel brands pre-integrated?": a trade the
 * catalogue has no category for. It says so, names its categories and offers the request form.
 */
export const missingCategoryIntent: Intent = {
  name: 'missing-category',
  match: ({ tokens }) =>
    tokens.some((t) => VENDOR_WORD.test(t)) &&
    tokens.some((t) => CATEGORY_ASK.test(t)) &&
    // The trade names the vendors asked for ("pet supply distributors"), in a short question.
    tokens.filter((t) => !isStopword(t)).length <= MISSING_CATEGORY_WORDS,
  answer: ({ tokens }, _c, { knowledge }) => {
    // The trade names the vendors ("pet supply distributors") or what they are for ("which
    // vendors do you have for electronics?"). 'toys' on their own are the Adult category's word;
    // beside 'baby' or 'kids' they are not.
    const trade = tokens.find(
      (t, i) =>
        knowledge.vocabulary.otherTrades.includes(t) &&
        (tokens.slice(i + 1, i + 4).some((w) => VENDOR_WORD.test(w)) ||
          (tokens[i - 1] === 'for' && tokens.slice(0, i).some((w) => VENDOR_WORD.test(w)))) &&
        !(/^toys?$/.test(t) && !tokens.some((w) => /^(?:baby|kids?|children)$/.test(w))),
    );
    if (!trade || askedCategory(knowledge, tokens)) return null;
    const categories = [...new Set(knowledge.vendors.map((v) => v.category))];
    return {
      id: 'vendor:unknown',
      text: `We have no ${trade} vendors in our catalogue yet: its categories are ${listing(categories)}. Tell us about your vendor through the custom integration form and we will quote a custom integration.`,
      links: [formLink, vendorsLink],
    };
  },
};

/** 'live', 'beta' or 'coming soon', as the catalogue labels a status. */
const statusWord = (status: VendorFact['status']) => statusLabels[status].toLowerCase();

const categoryLink = (category: string) => ({
  label: category,
  url: `/vendor-integrations#category-${slugify(category)}`,
});

const STATUS_ASKED: [RegExp, VendorFact['status']][] = [
  [/\bbeta\b/, 'beta'],
  [/\bcoming soon\b|\bnot (?:yet )?(?:live|available|ready)\b/, 'coming-soon'],
  [/\b(?:live|available|ready)\b/, 'live'],
];

/**
 * "Do you connect to any medical supply distributors?" then "which of those is still in beta?": the
 * vendors of the category the previous turn asked about that have that status, or of them all.
 */
export const statusFollowUpIntent: Intent = {
  name: 'status-follow-up',
  match: (q) => /\b(?:those|them|they|which|what|any)\b/.test(q.text),
  answer: ({ text, previous }, _c, { knowledge }) => {
    const status = STATUS_ASKED.find(([pattern]) => pattern.test(text))?.[1];
    if (!status) return null;
    // "Which vendors are in beta?" asks it of the whole catalogue ("ready" or "live" alone is too
    // common a word to ask which ones are).
    const asksVendors = /\b(?:vendors|suppliers|distributors|integrations)\b/.test(text);
    const whole = status !== 'live' && asksVendors && 'catalogue';
    const category = askedCategory(knowledge, previous?.tokens ?? []) ?? whole;
    if (!category) return null;
    const vendors = knowledge.vendors.filter((v) => v.category === category || category === whole);
    const matching = vendors.filter((v) => v.status === status);
    if (matching.length === 1) return vendorAnswer(matching[0]!, knowledge);
    // The others by status, a long list as a count: "James+James is beta and 9 are live".
    const others = (['live', 'beta', 'coming-soon'] as const).flatMap((s) => {
      const group = vendors.filter((v) => v.status === s).map((v) => v.name);
      const which = group.length > 3 ? group.length : listing(group);
      return group.length ? [`${which} ${group.length > 1 ? 'are' : 'is'} ${statusWord(s)}`] : [];
    });
    return {
      id: `vendor:${(matching[0] ?? vendors[0])!.id}`,
      text: matching.length
        ? `In our ${category === whole ? category : `${category} category`}, ${listing(matching.map((v) => v.name))} are ${statusWord(status)}.`
        : `None of our ${category} vendors is ${statusWord(status)}: ${listing(others)}.`,
      links: [category === whole ? vendorsLink : categoryLink(category)],
    };
  },
};

/** The one vendor category a question asks about ("any medical supply distributors?"), if any. */
function askedCategory(knowledge: Knowledge, tokens: string[]): string | null {
  if (!tokens.some((t) => VENDOR_WORD.test(t))) return null;
  // It asks which vendors there are, and says little else: "one of our lighting brands sent
  // us a warning letter…" is about price rules.
  if (!tokens.some((t) => CATEGORY_ASK.test(t))) return null;
  // Visitors' words for a category ('lamp' for Lighting), by their stems as the tokens have them.
  const { categoryWords } = knowledge.vocabulary;
  const named = new Map(Object.entries(categoryWords).map(([word, c]) => [stem(word), c]));
  const asked = new Set(tokens.flatMap((t) => [stem(t), named.get(stem(t)) ?? '']));
  const allCategories = [...new Set(knowledge.vendors.map((v) => v.category))];
  // The stems that name a category: its own words and the visitors' words for it.
  const naming = new Set([...named.keys(), ...allCategories.flatMap((c) => words(c).map(stem))]);
  const other = tokens.filter(
    (t) => !isStopword(t) && !VENDOR_WORD.test(t) && !CATEGORY_ASK.test(t) && !naming.has(stem(t)),
  );
  if (other.length > CATEGORY_OTHER_WORDS) return null;
  const categories = allCategories.filter((category) =>
    words(category).some(
      (w) => !isStopword(w) && !/^suppl(?:y|ies)$/.test(w) && (asked.has(stem(w)) || asked.has(w)),
    ),
  );
  return categories.length === 1 ? categories[0]! : null;
}
