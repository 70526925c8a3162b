/**
 * Documentation search: case-insensitive; every word of the query must start
 * a word of the article's title, description or text, so results appear as
 * you type (spec §2). Each word of the corpus has a bitset of the articles
 * containing it; a query word ORs the bitsets of the words it starts and the
 * query ANDs its words, which stays well under 2 ms for thousands of articles.
 * A query word of five letters or more that starts no word is taken as a
 * typo: it matches the words within one edit (two from eight letters).
 * docs/decisions/008-help-bot-retrieval-with-minisearch.md says why this is
 * not a search library.
 */
import { editDistance, MIN_TYPO_LENGTH, maxTypoDistance } from '../edit-distance';

export interface SearchDoc {
  slug: string;
  title: string;
  description: string;
  category: string;
  readTime: number;
  text: string;
}

export interface SearchIndex {
  docs: SearchDoc[];
  /** Lower-cased fields per document, and the words of the title and description. */
  fields: {
    title: string;
    description: string;
    text: string;
    titleWords: string[];
    descriptionWords: string[];
  }[];
  /** Every word of the corpus, sorted, so words with a prefix form one range. */
  vocabulary: string[];
  /** Bitset of the documents containing each word of the vocabulary (same order). */
  postings: Uint32Array[];
  /** 32-bit words per bitset. */
  width: number;
}

export interface SearchResult {
  /** Every matching article, counted; only the first `limit` come with details. */
  total: number;
  hits: SearchHit[];
}

export interface Range {
  start: number;
  end: number;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  titleRanges: Range[];
  descriptionRanges: Range[];
  /** A window of the text around the first match in the body, when there is one. */
  snippet?: { text: string; ranges: Range[] };
}

const WORD = /[\p{L}\p{N}_]+/gu;

export function normalise(text: string): string {
  return text.toLowerCase();
}

export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

export function buildIndex(docs: SearchDoc[]): SearchIndex {
  const width = Math.max(1, Math.ceil(docs.length / 32));
  const byWord = new Map<string, Uint32Array>();
  const fields = docs.map((doc, id) => {
    const title = normalise(doc.title);
    const description = normalise(doc.description);
    const text = normalise(doc.text);
    for (const word of new Set([...words(title), ...words(description), ...words(text)])) {
      let bits = byWord.get(word);
      if (!bits) byWord.set(word, (bits = new Uint32Array(width)));
      bits[id >>> 5]! |= 1 << (id & 31);
    }
    return {
      title,
      description,
      text,
      titleWords: words(title),
      descriptionWords: words(description),
    };
  });
  const vocabulary = [...byWord.keys()].sort();
  return { docs, fields, vocabulary, postings: vocabulary.map((w) => byWord.get(w)!), width };
}

export function queryTerms(query: string): string[] {
  return [...new Set(words(query))];
}

/** First index in the sorted vocabulary whose word is not below `word`. */
function lowerBound(vocabulary: string[], word: string): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (vocabulary[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

function orInto(bits: Uint32Array, posting: Uint32Array) {
  for (let j = 0; j < bits.length; j++) bits[j]! |= posting[j]!;
}

/** Bitset of the documents with a word that starts with `prefix`. */
function documentsWithPrefix(index: SearchIndex, prefix: string): Uint32Array {
  const bits = new Uint32Array(index.width);
  for (let i = lowerBound(index.vocabulary, prefix); i < index.vocabulary.length; i++) {
    if (!index.vocabulary[i]!.startsWith(prefix)) break;
    orInto(bits, index.postings[i]!);
  }
  return bits;
}

/** Words of the corpus a typo may have meant: the nearest ones, within the allowed edits. */
function nearWords(index: SearchIndex, typo: string): string[] {
  const max = maxTypoDistance(typo);
  let best = max + 1;
  let near: string[] = [];
  for (const word of index.vocabulary) {
    if (Math.abs(word.length - typo.length) > max) continue;
    const distance = editDistance(typo, word, Math.min(max, best));
    if (distance < best) [best, near] = [distance, [word]];
    else if (distance === best && distance <= max) near.push(word);
  }
  return near;
}

function startsAny(list: string[], prefix: string): boolean {
  return list.some((word) => word.startsWith(prefix));
}

export function findRanges(haystack: string, terms: string[]): Range[] {
  const ranges: Range[] = [];
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const start = haystack.indexOf(term, from);
      if (start === -1) break;
      ranges.push({ start, end: start + term.length });
      from = start + term.length;
    }
  }
  // Sorted and merged, so a renderer can walk them once.
  ranges.sort((a, b) => a.start - b.start);
  return ranges.reduce<Range[]>((merged, range) => {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
    return merged;
  }, []);
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

function snippetFor(text: string, lower: string, terms: string[]): SearchHit['snippet'] {
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(first)) return undefined;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  // Start at a word boundary so the snippet does not open mid-word.
  if (start > 0) start = lower.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const body = text.slice(start, end).replace(/\s+/g, ' ');
  const shown = `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
  return { text: shown, ranges: findRanges(normalise(shown), terms) };
}

/**
 * Matching articles, best first: title matches, then description, then text;
 * ties keep the reading order. Highlights and snippets are worked out only
 * for the `limit` hits a page shows.
 */
export function search(
  index: SearchIndex,
  query: string,
  options: { limit?: number; snippets?: boolean } = {},
): SearchResult {
  const { limit = 50, snippets = true } = options;
  const typed = queryTerms(query);
  if (typed.length === 0) return { total: 0, hits: [] };
  // Each typed word stands for the words it matches: itself as a prefix, or its near spellings.
  const groups = typed.map((term) => {
    const bits = documentsWithPrefix(index, term);
    if (bits.some((b) => b !== 0) || term.length < MIN_TYPO_LENGTH) return { words: [term], bits };
    const near = nearWords(index, term);
    for (const word of near) orInto(bits, index.postings[lowerBound(index.vocabulary, word)]!);
    return { words: near, bits };
  });
  const terms = [...new Set(groups.flatMap((group) => group.words))];
  const matches = groups[0]!.bits;
  for (const { bits } of groups.slice(1)) {
    for (let j = 0; j < matches.length; j++) matches[j]! &= bits[j]!;
  }
  const scored: { id: number; score: number }[] = [];
  for (let j = 0; j < matches.length; j++) {
    let word = matches[j]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      const id = j * 32 + bit;
      const field = index.fields[id]!;
      let score = 0;
      for (const group of groups) {
        score += 1;
        if (group.words.some((term) => startsAny(field.titleWords, term))) score += 4;
        if (group.words.some((term) => startsAny(field.descriptionWords, term))) score += 2;
      }
      scored.push({ id, score });
    }
  }
  // Ids come in reading order and the sort is stable.
  scored.sort((a, b) => b.score - a.score);
  const hits = scored.slice(0, limit).map(({ id, score }): SearchHit => {
    const field = index.fields[id]!;
    const doc = index.docs[id]!;
    return {
      doc,
      score,
      titleRanges: findRanges(field.title, terms),
      descriptionRanges: findRanges(field.description, terms),
      snippet: snippets ? snippetFor(doc.text, field.text, terms) : undefined,
    };
  });
  return { total: scored.length, hits };
}
