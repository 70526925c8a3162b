/**
 * Passage retrieval for the help bot, built once at startup: MiniSearch (a maintained library:
 * BM25+ with field boosts and fuzzy matching) over stems, synonyms and word pairs.
 * docs/decisions/008-help-bot-retrieval-with-minisearch.md records why it replaced the hand-written
 * BM25 that came before. Titles and questions weigh more than body text ({@link TITLE_WEIGHT}).
 */
import MiniSearch from 'minisearch';
import type { AnswerBlock } from './answer-blocks.ts';
import { MIN_TYPO_LENGTH } from '#app/lib/edit-distance.ts';
import { isStopword, stem, termsWithPairs, tokensOf, withPairs, words } from './text.ts';

export interface Passage {
  /** Stable id, e.g. 'faq:free-trial', 'doc:pricing-rules#enforce-map' or 'vendor:nora'. */
  id: string;
  /** FAQ entry, documentation section, or another page's content (vendor, release, case study). */
  kind: 'faq' | 'doc' | 'page';
  /** The question, or "Article title: Section heading". */
  title: string;
  /** Where to read more. */
  url: string;
  /** The article or page this passage belongs to, for links. */
  sourceTitle: string;
  text: string;
  /** Prose to answer with (paragraphs, not tables or code); the text when there is none. */
  summary: string;
  /**
   * Multiplies the score: FAQ entries weigh a little more, pages that answer few questions (vendor
   * profiles, legal sections) and overviews less (server/chat/knowledge.ts).
   */
  boost?: number;
  /** Visitors' own wordings of questions this passage answers (server/chat/training.ts). */
  askedAs?: string[];
  /** A troubleshooting article's section: it fixes a symptom rather than explaining the feature. */
  troubleshooting?: boolean;
  /** A documentation section's paragraphs, lists, tables and code, for replies that quote them. */
  blocks?: AnswerBlock[];
}

export interface Match {
  passage: Passage;
  score: number;
  /**
   * Share of the query the passage contains, 0-1, each distinct word weighted by how rare it is in
   * the knowledge: missing "bitcoin" or "iphone" counts for much more than missing "pay" or "app".
   */
  coverage: number;
}

/** `m` scores at least `score` of `best`'s score and covers at least `coverage` of its coverage. */
export const asGood = (m: Match, best: Match, score: number, coverage: number) =>
  m.score >= best.score * score && m.coverage >= best.coverage * coverage;

export interface PassageSearch {
  /**
   * Best first. `context` (a follow-up's previous turn) counts less: "will you need my card details
   * for it?" after "I'd like to try it for free" is about the card, the trial only its setting.
   */
  search(query: string, limit?: number, context?: string): Match[];
  /** Below this score a best match is too weak to answer with. */
  minScore: number;
  /** A word found in at most about a tenth of the passages (`share`): it names a subject. */
  rare(term: string, share?: number): boolean;
  /** How much a term tells: the fewer passages hold it, the more (its inverse document frequency). */
  weight(term: string): number;
}

/**
 * How much a title word counts against a body word: FAQ questions are phrased like visitors'
 * questions, and section headings name the task ("Link a product by tagging it").
 */
const TITLE_WEIGHT = 3;

/**
 * Visitors' wordings count as much as body text: with wordings from many voices, a passage's
 * wordings say what it answers better than its own text does. Like every weight here, chosen by
 * leaving one set out (`npm run bench:bot -- --folds`).
 */
const ASKED_AS_WEIGHT = 1;

/**
 * BM25+ for the passages: full length normalization (b = 1) and a slow term saturation (k = 3),
 * where MiniSearch's defaults are 0.7 and 1.2. A long section (the custom-app steps name
 * permissions, customers, addresses, the client secret and Store Settings) otherwise matched
 * loosely what its shorter neighbours answer. The wordings' own index keeps the defaults: these
 * made no difference there.
 */
const PASSAGE_BM25 = { k: 3, b: 1, d: 0.5 };

/**
 * A question's title without what it says it does not need: "What if I don't need order routing?"
 * is about doing without it, and should not outrank the entry on how order routing works for "how
 * does order routing work?". (Its text and wordings still hold the words.)
 */
const unsaid = (title: string) =>
  title.replace(/\b(?:don'?t|do not|doesn'?t|never) (?:need|use|want)\b.*$/i, '');

/** A phrase match helps, but should not outweigh a word the other passage lacks. */
const PAIR_WEIGHT = 0.5;
const isWord = (term: string) => !term.includes('_');
/** Words that say something is amiss but not what: the thing named ("wrong price") decides. */
const AMISS = new Set(['wrong', 'broken', 'broke']);
const AMISS_WEIGHT = 0.3;
const termBoost = (term: string) =>
  !isWord(term) ? PAIR_WEIGHT : AMISS.has(term) ? AMISS_WEIGHT : 1;

/** Inverse document frequency over the passages: a word the knowledge never uses weighs most. */
export function wordWeights(passages: Passage[]): (term: string) => number {
  const frequency = new Map<string, number>();
  for (const passage of passages)
    for (const term of new Set(termsWithPairs(`${passage.title} ${passage.text}`)))
      if (isWord(term)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return (term) => Math.log(1 + passages.length / ((frequency.get(term) ?? 0) + 0.5));
}

/**
 * MiniSearch with the near spellings of the index's own words found once, at startup: the index
 * never changes after it is built, and walking its tree for the words one edit away was a fifth of
 * a long question's reply time. A word the index lacks is looked up as before.
 */
class PassageIndex extends MiniSearch<Passage> {
  /** Call once every passage is added. */
  findNearSpellings(isFuzzy: (term: string) => boolean) {
    const index = this._index;
    const fuzzyGet = index.fuzzyGet.bind(index);
    const near = new Map<string, ReturnType<typeof fuzzyGet>>();
    for (const term of index.keys()) if (isFuzzy(term)) near.set(term, fuzzyGet(term, FUZZY));
    index.fuzzyGet = (term, distance) => {
      const found = distance === FUZZY ? near.get(term) : undefined;
      // A copy: MiniSearch deletes from the map it gets when prefix search is on.
      return found ? new Map(found) : fuzzyGet(term, distance);
    };
  }
}

/** Edits a word may be from the index's word and still match it, at {@link FUZZY_WEIGHT}. */
const FUZZY = 1;
const FUZZY_WEIGHT = 0.3;

export function createPassageSearch(passages: Passage[]): PassageSearch {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const isFuzzy = (term: string) => isWord(term) && term.length >= MIN_TYPO_LENGTH;
  const index = new PassageIndex({
    // FAQ questions and other titles are two fields, each normalised by its own lengths.
    fields: ['faqTitle', 'title', 'text', 'askedAs'],
    extractField: (passage, field) => {
      if (field === 'faqTitle') return passage.kind === 'faq' ? unsaid(passage.title) : '';
      if (field === 'title') return passage.kind === 'faq' ? '' : passage.title;
      if (field === 'askedAs') return (passage.askedAs ?? []).join('\n');
      return field === 'id' ? passage.id : passage.text;
    },
    tokenize: termsWithPairs,
    processTerm: (term) => term,
    searchOptions: {
      boost: { faqTitle: TITLE_WEIGHT, title: TITLE_WEIGHT, text: 1, askedAs: ASKED_AS_WEIGHT },
      // Typos are corrected before retrieval; this catches what the speller left.
      fuzzy: (term) => (isFuzzy(term) ? FUZZY : false),
      weights: { fuzzy: FUZZY_WEIGHT, prefix: 0.3 },
      bm25: PASSAGE_BM25,
      boostTerm: termBoost,
      boostDocument: (id) => byId.get(id as string)?.boost ?? 1,
    },
  });
  index.addAll(passages);
  index.findNearSpellings(isFuzzy);
  const weight = wordWeights(passages);
  const weighed = (terms: Iterable<string>) => [...terms].reduce((n, term) => n + weight(term), 0);
  const neighbours = wordingSearch(passages);
  return {
    minScore: 6,
    rare: (term, share = 0.1) => weight(term) >= Math.log(1 + 1 / share),
    weight,
    search(query, limit = 3, context) {
      // Each text is read into terms once, for the coverage, the index and the wordings.
      const read = new Map<string, string[]>();
      const termsOf = (text: string) =>
        read.get(text) ?? read.set(text, termsWithPairs(text)).get(text)!;
      const words = new Set([...termsOf(query), ...termsOf(context ?? '')].filter(isWord));
      if (words.size === 0) return [];
      // The terms each passage was found by, read only for the passages kept.
      const merged = new Map<string, { score: number; terms: { terms: Iterable<string> }[] }>();
      const boostTerm = (t: string) => termBoost(t) * CONTEXT_WEIGHT;
      const asked = context
        ? { combineWith: 'OR' as const, queries: [query, { queries: [context], boostTerm }] }
        : query;
      for (const { id, score, queryTerms } of index.search(asked, { tokenize: termsOf }))
        merged.set(id as string, { score, terms: [{ terms: queryTerms }] });
      // A passage found only through a wording covers the words that wording shares with the query.
      // The previous turn lends its topic but not its function words: "and who founded it?"
      // after "when did VendorHub start?" asks who, not when.
      const near = [
        { asking: query, weight: 1, functionWords: true },
        ...(context ? [{ asking: context, weight: CONTEXT_WEIGHT, functionWords: false }] : []),
      ];
      for (const { asking, weight, functionWords } of near)
        for (const [id, found] of neighbours(asking, { terms: termsOf(asking), functionWords })) {
          const entry = merged.get(id) ?? merged.set(id, { score: 0, terms: [] }).get(id)!;
          entry.score += weight * NEIGHBOUR_WEIGHT * found.score * (byId.get(id)?.boost ?? 1);
          entry.terms.push(found);
        }
      const total = weighed(words);
      return [...merged]
        .sort((a, b) => b[1].score - a[1].score)
        .slice(0, limit)
        .map(([id, { score, terms }]) => {
          // The weighted share of the query's words that the passage was found by.
          const found = new Set(terms.flatMap((f) => [...f.terms]));
          const held = weighed([...found].filter((word) => words.has(word)));
          return { passage: byId.get(id)!, score, coverage: total === 0 ? 0 : held / total };
        });
    },
  };
}

/**
 * How much the closest single wording adds to a passage's score. All of a passage's wordings
 * together form one long field, in which one wording that says nearly what the visitor said counts
 * little against many that do not; the closest wording alone is the nearest-neighbour question.
 */
const NEIGHBOUR_WEIGHT = 0.5;

/**
 * How much the previous turn's words count in a follow-up's search: less than the follow-up's own,
 * so one that asks something new about the same topic finds the new thing.
 */
const CONTEXT_WEIGHT = 0.5;

/** BM25's inverse document frequency of a term found in `df` of `n` documents (MiniSearch's too). */
const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The wordings that hold a term, and how many times each holds it. */
type Postings = { docs: number[]; counts: number[] };

/** MiniSearch's default BM25+ parameters, so a wording scores as it would in a MiniSearch index. */
const BM25_PLUS = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * Each wording on its own: the passages whose wordings come closest to the query, by their closest
 * one. Scored as a MiniSearch index of the wordings would score them (BM25+, a word pair at {@link
 * PAIR_WEIGHT}, times the number of query terms matched), over exact terms only: the speller has
 * corrected typos. Hand-written because MiniSearch builds a result object for every wording that
 * shares a word as common as "store", which doubled the reply time; this keeps a score per wording
 * in one array. A search takes the query's `terms` when the caller has read them already, and
 * `functionWords: false` matches by content terms only.
 */
export function wordingSearch(passages: Passage[]) {
  /** Each wording's passage, by its index in `passages`. */
  const owner: number[] = [];
  const frequencies: Map<string, number>[] = [];
  const lengths: number[] = [];
  // Each term's wordings with the term's count in each, side by side, so that scoring a
  // term walks two arrays instead of looking the term up in every wording's own map.
  const postings = new Map<string, Postings>();
  passages.forEach((passage, at) => {
    for (const wording of passage.askedAs ?? []) {
      const terms = neighbourTerms(wording);
      const frequency = new Map<string, number>();
      for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
      const doc = owner.length;
      owner.push(at);
      frequencies.push(frequency);
      lengths.push(terms.length);
      for (const [term, count] of frequency) {
        const list = postings.get(term) ?? postings.set(term, { docs: [], counts: [] }).get(term)!;
        list.docs.push(doc);
        list.counts.push(count);
      }
    }
  });
  const n = owner.length;
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const { k, b, d } = BM25_PLUS;
  // BM25's length normalisation depends only on the wording, so it is worked out once.
  const norms = Float64Array.from(lengths, (length) => k * (1 - b + (b * length) / averageLength));
  const scores = new Float64Array(n);
  const matched = new Uint16Array(n);
  const best = new Float64Array(passages.length);
  const bestDoc = new Int32Array(passages.length);

  return (
    query: string,
    { terms, functionWords = true }: { terms?: string[]; functionWords?: boolean } = {},
  ): Map<string, { score: number; terms: string[] }> => {
    const asked = new Map<string, number>();
    for (const term of neighbourTerms(query, terms))
      if (functionWords || !term.startsWith('~')) asked.set(term, (asked.get(term) ?? 0) + 1);
    const touched: number[] = [];
    // Function words ('~') only rank the wordings that share a content word with the question
    // (scoring every wording that holds "i" or "do" took twice as long, and scored the same):
    // those are the wordings matched so far, so they are scored after every content term.
    for (const [term, times] of asked) {
      const { docs, counts } = postings.get(term) ?? { docs: [], counts: [] };
      const weight = times * termBoost(term) * bm25Idf(n, docs.length);
      const functionWord = term.startsWith('~');
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (matched[doc] === 0) {
          if (functionWord) continue;
          touched.push(doc);
        }
        const tf = counts[i]!;
        scores[doc]! += weight * (d + (tf * (k + 1)) / (tf + norms[doc]!));
        matched[doc]! += 1;
      }
    }
    // Each passage by its closest wording, in the order the passages were first reached.
    const reached: number[] = [];
    for (const doc of touched) {
      const score = scores[doc]! * matched[doc]!;
      const at = owner[doc]!;
      if (best[at] === 0) reached.push(at);
      if (score > best[at]!) [best[at], bestDoc[at]] = [score, doc];
      scores[doc] = 0;
      matched[doc] = 0;
    }
    const found = new Map<string, { score: number; terms: string[] }>();
    for (const at of reached) {
      const frequency = frequencies[bestDoc[at]!]!;
      found.set(passages[at]!.id, {
        score: best[at]!,
        // Read only for the passages a search keeps.
        get terms() {
          return [...asked.keys()].filter((term) => frequency.has(term));
        },
      });
      best[at] = 0;
    }
    return found;
  };
}

/**
 * The terms a wording is matched by: its content terms, and also its function words ("can u guys
 * set it all up for me", "what does this thing actually do"), which say what a short question asks
 * when it has few content words left. They are marked with `~`, so a function word never counts as
 * a content word with the same stem. They come last, so a search scores them last.
 */
function neighbourTerms(text: string, terms?: string[]): string[] {
  const all = words(text);
  const functionWords = all.filter(isStopword).map((word) => `~${stem(word)}`);
  return [...(terms ?? withPairs(tokensOf(all))), ...functionWords];
}
