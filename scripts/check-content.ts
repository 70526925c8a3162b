/**
 * Runs before every build: the content rules of app/content/schema.ts, and a
 * scan of all content and articles for placeholder copy.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkContent, siteContent } from '../app/content/schema.ts';
import { findFiller } from './lib/filler.ts';

const problems = checkContent();
const docsDir = path.resolve(import.meta.dirname, '../app/content/docs');
const sources = [
  { name: 'app/content', text: JSON.stringify(siteContent) },
  ...readdirSync(docsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      name: `docs/${file}`,
      text: readFileSync(path.join(docsDir, file), 'utf8'),
    })),
];
for (const source of sources) {
  const filler = findFiller(source.text);
  if (filler) problems.push(`${source.name}: placeholder copy "${filler}"`);
}

if (problems.length > 0) {
  console.error(`Content check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`content: all checks passed (${sources.length} sources scanned)`);
