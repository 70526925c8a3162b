/**
 * The documentation articles, read from Markdown at build time through Vite.
 * Only loaders import this module, so articles reach the browser as each
 * page's prerendered data, never as part of the JavaScript bundle.
 */
import { docsOrder } from '~/content/docs/index';
import { parseArticle, type DocArticle } from './docs/article';

const sources = import.meta.glob<string>('../content/docs/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

let cache: DocArticle[] | undefined;

export function getDocs(): DocArticle[] {
  cache ??= docsOrder.map((slug, index) => {
    const source = sources[`../content/docs/${slug}.md`];
    if (source === undefined) throw new Error(`Documentation article ${slug}.md is missing`);
    return parseArticle(slug, source, index + 1);
  });
  return cache;
}

export function getDoc(slug: string | undefined): DocArticle | undefined {
  return getDocs().find((doc) => doc.slug === slug);
}
