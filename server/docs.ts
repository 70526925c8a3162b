/** The documentation articles read from disk, for Node scripts (benchmarks, the help bot's index). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsOrder } from '#app/content/docs/index.ts';
import { parseArticle, type DocArticle } from '#app/lib/docs/article.ts';

const docsDir = path.resolve(import.meta.dirname, '../app/content/docs');

export function readDocs(): DocArticle[] {
  return docsOrder.map((slug, index) =>
    parseArticle(slug, readFileSync(path.join(docsDir, `${slug}.md`), 'utf8'), index + 1),
  );
}
