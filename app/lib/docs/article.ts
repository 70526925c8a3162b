/**
 * One documentation article from its Markdown source: validated frontmatter,
 * content tree, table of contents, words and read time. Build time only.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { fillDocFacts } from '~/content/doc-facts';
import { docCategories } from '~/content/docs/index';
import {
  blocksText,
  countWords,
  readTimeMinutes,
  tableOfContents,
  type Block,
  type TocEntry,
} from './ast';
import { parseMarkdown } from './markdown';

/** Frontmatter every article must have; a bad value fails the build. */
export const frontmatterSchema = z.object({
  /** Shown as the h1, in cards and in the page title. */
  title: z.string().min(3),
  /** One or two sentences for cards, the lead paragraph and the meta description. */
  description: z.string().min(20).max(200),
  category: z.enum(docCategories.map((c) => c.id) as [string, ...string[]]),
  /** Position in the reading order, 1-based; must match docsOrder. */
  order: z.number().int().positive(),
});

export interface DocArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
  order: number;
  /** The Markdown body with its facts filled in: what the article's Markdown twin serves. */
  body: string;
  blocks: Block[];
  toc: TocEntry[];
  /** The readable text, for search and the help bot. */
  text: string;
  words: number;
  readTime: number;
}

export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error('missing frontmatter');
  return { data: parseYaml(match[1] ?? ''), body: source.slice(match[0].length) };
}

export function parseArticle(slug: string, source: string, expectedOrder: number): DocArticle {
  const { data, body } = splitFrontmatter(source);
  const result = frontmatterSchema.safeParse(data);
  if (!result.success)
    throw new Error(`Bad frontmatter in ${slug}.md: ${z.prettifyError(result.error)}`);
  if (result.data.order !== expectedOrder) {
    throw new Error(`${slug}.md has order ${result.data.order}, expected ${expectedOrder}`);
  }
  let filled: string;
  try {
    filled = fillDocFacts(body);
  } catch (error) {
    throw new Error(`${slug}.md: ${(error as Error).message}`);
  }
  const blocks = parseMarkdown(filled);
  const text = blocksText(blocks);
  const words = countWords(text);
  return {
    slug,
    ...result.data,
    body: filled,
    blocks,
    toc: tableOfContents(blocks),
    text,
    words,
    readTime: readTimeMinutes(words),
  };
}
