/**
 * A vendor the catalogue does not list, named in a question: the reply names it and points to the
 * custom integration form, where we quote building it.
 */
import type { Question } from '../question.ts';
import { contentWords } from '../text.ts';
import { type FactAnswer, formLink, vendorsLink } from './answer.ts';

/**
 * A name never opens with a pronoun or article ("do you support that or are we stuck"), a quantifier
 * ("multiple currencies"), a question word ("how quickly will I hear back from support?") or a
 * preposition ("which vendors do you have for electronics?" asks for a trade).
 */
const NOT_A_NAME =
  '(?!(?:that|this|it|them|those|these|my|our|your|their|the|a|an|any|all|every|some|multiple|many|several|other|different|various|both|each|more|how|what|when|where|why|who|which|will|would|can|could|do|does|did|is|are|should|i|we|you|u|us|me|for|of|in|on|at|to|by|from|with)\\b)';

const NAME = `${NOT_A_NAME}([a-z0-9][\\w&' .-]{1,40}?)`;

/** The end of the clause that names it: "…Lighting? I could not find them", "…Uline and how…". */
const END =
  '\\s*(?:[?!]|\\.(?:\\s|$)|$|,?\\s+(?:and|but)\\s+(?=(?:what|how|is|are|can|do|does|will|where|when|which|who)\\b))';

/** A name followed by the end of its sentence and a question about it ("…from Hinkley Lighting. Are they…"). */
const NAME_BEFORE = "\\b(?:from|with|use|called)\\s+([a-z0-9][\\w&' -]{1,40}?)";

const NAME_END = `(?:\\s+(?:as an? (?:vendor|supplier|distributor)|vendor|supplier|distributor|integration|yet|already|too))?(?:\\s+for (?:[\\w-]+ ){0,3}[\\w-]+)?${END}`;

/** A name without a phrase after it: "turnaround time for a custom API integration?" names none. */
const NAME_PLAIN = `${NOT_A_NAME}([a-z0-9](?:(?!\\s(?:for|of|a|an|the|to|with|in|on|from)\\s)[\\w&' .-]){1,40}?)`;

const UNKNOWN_VENDOR = [
  `\\b(?:do|does|can|will|could) (?:you|u|vendorhub|it)(?: guys)? (?:support|integrate with|work with|connect (?:to|with)|sync with|carry|have (?!an? |any |the )|(?:route|send|forward|pass) (?:my |our |the )?orders (?:to|on to)(?! (?:my|our|the|your|each|every|all|a|an)\\b))\\s*${NAME}${NAME_END}`,
  // "Does Keystone Automotive work with you?", "will Uline integrate with VendorHub"
  `^(?:does|do|will|can|could)\\s+${NAME}\\s+(?:work|integrate|connect|sync) (?:with|to) (?:you|u|vendorhub|your (?:app|platform|system))\\b`,
  // "Is Keystone Automotive one of your vendors?", "Is Kichler one of your supported vendors?",
  // "Is Kichler supported?"
  `^(?:is|are)\\s+${NAME}\\s+(?:(?:one of|among|in|on) your (?:supported |pre-?built |integrated |current )?(?:vendor |supplier )?(?:vendors|suppliers|distributors|integrations|list|catalog(?:ue)?)|supported|available|integrated|in your catalog(?:ue)?|on your list)\\b`,
  // "Our pet food comes from Phillips Pet, can u connect them", "We buy most of our stock from
  // Hinkley Lighting. Are they on your list?"
  `${NAME_BEFORE}(?:[,.?!]\\s+(?:can|could|do|will) (?:you|u)(?: guys)? (?:connect|integrate|support|add|sync)|[.?!]\\s+(?:are|is) (?:they|it|that one|those guys) (?:supported|available|integrated|listed|in your catalog(?:ue)?|on your list))\\b`,
  // "When are you adding Uline as a supplier?"
  `\\b(?:add|adding)\\s+${NAME}\\s+as an? (?:vendor|supplier|distributor)\\b`,
  `\\b(?:vendor|supplier|distributor) (?:called|named)\\s+${NAME}${END}`,
  // "An integration with Uline?", "a setup fee for Keystone Automotive?", "cost to connect Uline?"
  `\\b(?:integrations? (?:for|with)|(?:fees?|cost|costs|price|charge) (?:for|of|to (?:connect|add|integrate)))\\s+${NAME}${END}`,
  `^${NAME_PLAIN}\\s+(?:integration|support|supported|connector)${END}`,
  // "my supplier is CJ Dropshipping, can you connect them"
  `\\b(?:my|our) (?:main |only |new )?(?:vendor|supplier|distributor|wholesaler) is\\s+${NAME}(?:\\s*[,?.!]|\\s+(?:can|could|do|does|will|is|are|and|but|how|so)\\b|$)`,
].map((source) => new RegExp(source));

const ANOTHER_VENDOR = new RegExp(
  `^(?:(?:ok|okay|so)\\W+)?(?:and|(?:and )?(?:what|how) about)\\s+${NAME}${NAME_END}`,
);

/** A name the question asks about that the catalogue does not have ('do you support Acme Home Goods?'). */
export function unknownVendorAnswer(
  { lower: text, raw }: Question,
  knows: (word: string) => boolean,
  /** The previous turn asked about a vendor: "what about Eldorado?" names another. */
  afterVendor: boolean,
  /** What a custom integration costs, for a question about the vendor's cost. */
  fees?: string,
): FactAnswer | null {
  for (const pattern of afterVendor ? [...UNKNOWN_VENDOR, ANOTHER_VENDOR] : UNKNOWN_VENDOR) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (!name) continue;
    const nameWords = contentWords(name);
    // A name is unknown to us; words the site uses ('csv files', 'my store') are a topic instead.
    if (nameWords.length > 4 || nameWords.every(knows)) continue;
    // The name as the visitor wrote it ('CJ Dropshipping'), or capitalised when typed in lower case.
    const at = text.indexOf(name);
    const typed = raw.slice(at, at + name.length);
    const display = /[A-Z]/.test(typed) ? typed : typed.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    // "Do you have Uttermost or Surya?": neither of the two.
    const [one, other, ...more] = display.split(/\s+(?:or|and)\s+/);
    const two = other !== undefined && more.length === 0;
    const lacking = two
      ? `Neither ${one} nor ${other} is in our catalogue yet. Tell us about them`
      : `${display} is not in our catalogue yet. Tell us about it`;
    return {
      id: 'vendor:unknown',
      text: `${lacking} through the custom integration form and we will quote a custom integration.${fees ? ` ${fees}` : ''}`,
      links: [formLink, vendorsLink],
    };
  }
  return null;
}
