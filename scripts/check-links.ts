/** `npm run check:links`: every internal link and #anchor of the build resolves (part of npm test). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findBrokenLinks, type BuiltPage } from './lib/link-check.ts';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

const pages: BuiltPage[] = [];
const files = new Set<string>();
for (const file of walk(clientDir)) {
  if (/\.(br|gz)$/.test(file)) continue;
  const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
  if (url.endsWith('/index.html'))
    pages.push({
      path: url.replace(/\/index\.html$/, '') || '/',
      html: readFileSync(file, 'utf8'),
    });
  else if (url.endsWith('.html')) pages.push({ path: url, html: readFileSync(file, 'utf8') });
  else files.add(url);
}

const broken = findBrokenLinks(pages, files);
if (broken.length > 0) {
  console.error(
    `Broken links:\n${broken.map((b) => `- ${b.from}: ${b.href} (${b.reason})`).join('\n')}`,
  );
  process.exit(1);
}
const links = pages.reduce((n, p) => n + (p.html.match(/<a\b[^>]*?\shref="\//g)?.length ?? 0), 0);
console.log(`links: ${links} internal links on ${pages.length} pages, all resolve`);
