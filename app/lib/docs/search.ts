/**
 * Documentation search: case-insensitive, every word of the query must appear
 * in the article's title, description or text (spec §2). An n-gram index
 * narrows the candidates so a query stays fast with thousands of articles;
 * each candidate is then confirmed with a plain substring test, so the index
 * can never change the result, only the speed.
 */
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
  /** Lower-cased fields per document. */
  fields: { title: string; description: string; all: string }[];
  /** n-gram (n = 1..3) to the ids of the documents containing it, ascending. */
  grams: Map<string, number[]>;
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

const GRAM = 3;

export function normalise(text: string): string {
  return text.toLowerCase();
}

export function buildIndex(docs: SearchDoc[]): SearchIndex {
  const grams = new Map<string, number[]>();
  const fields = docs.map((doc, id) => {
    const title = normalise(doc.title);
    const description = normalise(doc.description);
    const all = `${title}\n${description}\n${normalise(doc.text)}`;
    const seen = new Set<string>();
    for (let i = 0; i < all.length; i++) {
      for (let n = 1; n <= GRAM && i + n <= all.length; n++) seen.add(all.slice(i, i + n));
    }
    for (const gram of seen) {
      const list = grams.get(gram);
      if (list) list.push(id);
      else grams.set(gram, [id]);
    }
    return { title, description, all };
  });
  return { docs, fields, grams };
}

export function queryTerms(query: string): string[] {
  return [...new Set(normalise(query).split(/\s+/).filter(Boolean))];
}

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return out;
}

function candidates(index: SearchIndex, terms: string[]): number[] {
  const lists: number[][] = [];
  for (const term of terms) {
    const keys =
      term.length <= GRAM
        ? [term]
        : Array.from({ length: term.length - GRAM + 1 }, (_, i) => term.slice(i, i + GRAM));
    for (const key of keys) {
      const list = index.grams.get(key);
      if (!list) return [];
      lists.push(list);
    }
  }
  lists.sort((a, b) => a.length - b.length);
  return lists.reduce((acc, list) => intersect(acc, list));
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

function snippetFor(text: string, terms: string[]): SearchHit['snippet'] {
  const lower = normalise(text);
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

/** Matching articles, best first: title matches, then description, then text; ties keep the reading order. */
export function search(
  index: SearchIndex,
  query: string,
  options: { snippets?: boolean } = {},
): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const id of candidates(index, terms)) {
    const field = index.fields[id]!;
    if (!terms.every((term) => field.all.includes(term))) continue;
    const doc = index.docs[id]!;
    let score = 0;
    for (const term of terms) {
      if (field.title.includes(term)) score += 4;
      if (field.description.includes(term)) score += 2;
      score += 1;
    }
    hits.push({
      doc,
      score,
      titleRanges: findRanges(field.title, terms),
      descriptionRanges: findRanges(field.description, terms),
      snippet: options.snippets === false ? undefined : snippetFor(doc.text, terms),
    });
  }
  // Candidates come in reading order and the sort is stable.
  return hits.sort((a, b) => b.score - a.score);
}
