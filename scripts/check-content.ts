/**
 * Runs before every build: the content rules of app/content/check.ts (shapes,
 * cross-references, facts stated the same way everywhere, job postings still
 * open, US spelling) over the content modules, the Markdown articles and the
 * copy in the route modules, a scan for placeholder copy, and the help bot's
 * content (app/content/bot-check.ts): an FAQ entry or a documentation section
 * that covers a topic the bot calls unlisted fails the build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { botContent, checkBotContent } from '#app/content/bot-check.ts';
import { fillDocFacts } from '#app/content/doc-facts.ts';
import { checkContent, contentSources, siteContent } from '#app/content/check.ts';
import { findFiller } from './lib/filler.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (dir: string, ext: string) =>
  readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith(ext))
    .map((file) => ({
      name: `${dir}/${file}`,
      text: readFileSync(path.join(root, dir, file), 'utf8'),
    }));

const articles = read('app/content/docs', '.md');
const routes = read('app/routes', '.tsx');
const problems: string[] = [];
for (const article of articles) {
  try {
    fillDocFacts(article.text);
  } catch (error) {
    problems.push(`${article.name}: ${(error as Error).message}`);
  }
}
problems.push(...checkContent(siteContent, { documents: [...articles, ...routes] }));
problems.push(
  ...checkBotContent(botContent, {
    faq: [...siteContent.faqEntries, ...siteContent.pricingFaq],
    articles,
  }),
);

const sources = [...contentSources(siteContent), ...articles];
for (const source of sources) {
  const filler = findFiller(source.text);
  if (filler) problems.push(`${source.name}: placeholder copy "${filler}"`);
}

if (problems.length > 0) {
  console.error(`Content check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `content: all checks passed (${sources.length + routes.length} sources: content modules, articles, routes)`,
);
