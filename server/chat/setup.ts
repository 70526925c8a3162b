/**
 * What the bot builds once at startup from its knowledge, and every stage of the pipeline reads:
 * the passage search, the speller, the word lists and the vendor matchers.
 */
import { vendorMatchers, type VendorMatcher } from './intents/vendors.ts';
import { questionFocus } from './focus.ts';
import type { Knowledge, VendorFact } from './knowledge.ts';
import { createPassageSearch, type PassageSearch } from './retrieval.ts';
import { createSpeller, loadDictionary, loadPlaceWords, words, type Speller } from './text.ts';

export interface Bot {
  knowledge: Knowledge;
  search: PassageSearch;
  speller: Speller;
  /** English words, for telling a name the site lacks from an everyday word. */
  dictionary: ReadonlySet<string>;
  /** Places ('york', 'poland'), which name nothing the site could lack. */
  places: ReadonlySet<string>;
  /**
   * Words the FAQ and the docs use: a vendor named by such a word alone ("holiday") needs a vendor
   * word beside it, and a role is named without a word about jobs only by words they lack.
   */
  commonWords: Set<string>;
  matchers: VendorMatcher[];
  /** The vendor that is a Shopify store of its own (store-to-store sync). */
  shopifyVendor?: VendorFact;
}

export function prepareBot(knowledge: Knowledge): Bot {
  const dictionary = loadDictionary();
  const isWord = (word: string) => dictionary.has(word);
  const { passages } = knowledge;
  const commonWords = new Set(
    passages.filter((p) => p.kind !== 'page').flatMap((p) => words(`${p.title} ${p.text}`)),
  );
  return {
    knowledge,
    search: createPassageSearch(passages),
    speller: createSpeller(
      [
        ...passages.flatMap((p) => [p.title, p.text]),
        ...knowledge.plans.map((p) => p.name),
        ...knowledge.vendors.map((v) => `${v.name} ${v.category}`),
        ...knowledge.jobs.map((j) => `${j.title} ${j.description}`),
        ...knowledge.caseStudies.map((s) => `${s.company} ${s.industry}`),
        // Words visitors use about the site that its pages happen not to.
        knowledge.vocabulary.factWords,
      ],
      isWord,
      // Only the sentences that ask: the story around a question names anything ("we are a
      // small family business from Poland"), not the words visitors use for the site's topics.
      passages.flatMap((p) => p.askedAs ?? []).map((wording) => questionFocus(wording) ?? wording),
    ),
    dictionary,
    places: loadPlaceWords(),
    commonWords,
    // A vendor's one distinctive word that is also an everyday word ("holiday", "oxygen")
    // names the vendor only next to a vendor word: "a holiday spike in orders" does not.
    matchers: vendorMatchers(knowledge, (word) => commonWords.has(word) || isWord(word)),
    shopifyVendor: knowledge.vendors.find((v) => v.id === 'shopify'),
  };
}
