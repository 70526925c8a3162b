/**
 * Full-text retrieval for the help bot: BM25 over FAQ entries and
 * documentation sections, built once at startup. Titles and questions weigh
 * more than body text, because a visitor's question usually names the topic.
 */
import { termsWithPairs } from './text.ts';

export interface Passage {
  /** Stable id, e.g. 'faq:free-trial' or 'doc:pricing-rules#enforce-map'. */
  id: string;
  kind: 'faq' | 'doc';
  /** The question, or "Article title: Section heading". */
  title: string;
  /** Where to read more. */
  url: string;
  /** The article or FAQ this passage belongs to, for links. */
  sourceTitle: string;
  text: string;
  /** Prose to answer with (paragraphs, not tables or code); the text when there is none. */
  summary: string;
  /** Multiplies the score: FAQ answers are written to be quoted, so they win a close race. */
  boost?: number;
}

interface IndexedPassage {
  passage: Passage;
  terms: Map<string, number>;
  length: number;
}

export interface RetrievalIndex {
  passages: IndexedPassage[];
  documentFrequency: Map<string, number>;
  averageLength: number;
}

/** How much a title word counts against a body word: FAQ questions are phrased like visitors' questions. */
const TITLE_WEIGHT = { faq: 3, doc: 2 } as const;
const K1 = 1.2;
const B = 0.75;

export function buildRetrievalIndex(passages: Passage[]): RetrievalIndex {
  const documentFrequency = new Map<string, number>();
  const indexed = passages.map((passage) => {
    const terms = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of termsWithPairs(text)) terms.set(term, (terms.get(term) ?? 0) + weight);
    };
    add(passage.title, TITLE_WEIGHT[passage.kind]);
    add(passage.text, 1);
    for (const term of terms.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    const length = [...terms.values()].reduce((a, b) => a + b, 0);
    return { passage, terms, length };
  });
  const averageLength = indexed.reduce((n, p) => n + p.length, 0) / Math.max(1, indexed.length);
  return { passages: indexed, documentFrequency, averageLength };
}

export interface Match {
  passage: Passage;
  score: number;
  /** Share of the query's distinct terms the passage contains, 0-1. */
  coverage: number;
}

export function retrieve(index: RetrievalIndex, query: string, limit = 3): Match[] {
  const terms = [...new Set(termsWithPairs(query))];
  const words = new Set(terms.filter((term) => !term.includes('_')));
  if (terms.length === 0) return [];
  const n = index.passages.length;
  const idf = new Map(
    terms.map((term) => {
      const df = index.documentFrequency.get(term) ?? 0;
      return [term, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  const matches: Match[] = [];
  for (const item of index.passages) {
    let score = 0;
    let covered = 0;
    for (const term of terms) {
      const tf = item.terms.get(term);
      if (!tf) continue;
      if (words.has(term)) covered++;
      const norm = tf + K1 * (1 - B + (B * item.length) / index.averageLength);
      score += (idf.get(term) ?? 0) * ((tf * (K1 + 1)) / norm);
    }
    if (score > 0)
      matches.push({
        passage: item.passage,
        score: score * (item.passage.boost ?? 1),
        coverage: covered / Math.max(1, words.size),
      });
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, limit);
}
