/**
 * Documentation articles, read from Markdown at build time. Only loaders
 * import this module, so the articles reach the browser as each page's
 * prerendered data, never as part of the JavaScript bundle.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { docCategories, docsOrder, type DocSlug } from '~/content/docs/index';

const sources = import.meta.glob<string>('../content/docs/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

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
  slug: DocSlug;
  title: string;
  description: string;
  category: string;
  order: number;
  body: string;
}

export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error('missing frontmatter');
  return { data: parseYaml(match[1] ?? ''), body: source.slice(match[0].length) };
}

function load(): DocArticle[] {
  return docsOrder.map((slug, index) => {
    const source = sources[`../content/docs/${slug}.md`];
    if (source === undefined) throw new Error(`Documentation article ${slug}.md is missing`);
    const { data, body } = splitFrontmatter(source);
    const result = frontmatterSchema.safeParse(data);
    if (!result.success) {
      throw new Error(`Bad frontmatter in ${slug}.md: ${z.prettifyError(result.error)}`);
    }
    if (result.data.order !== index + 1) {
      throw new Error(`${slug}.md has order ${result.data.order}, expected ${index + 1}`);
    }
    return { slug, ...result.data, body };
  });
}

let cache: DocArticle[] | undefined;

export function getDocs(): DocArticle[] {
  cache ??= load();
  return cache;
}

export function getDoc(slug: string | undefined): DocArticle | undefined {
  return getDocs().find((doc) => doc.slug === slug);
}
