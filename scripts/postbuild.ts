/**
 * Finishes the prerendered build in build/client:
 * 1. moves the prerendered not-found pages to the 404.html files that our
 *    server (and most static hosts) answer unknown paths with;
 * 2. inlines the stylesheet into every page, links its Markdown twin in its
 *    head (scripts/lib/twin-link.ts), and starts its scripts after the
 *    first frame, so the first paint needs nothing but the HTML (see
 *    docs/decisions/003-first-paint-before-javascript.md);
 * 3. writes the Markdown twin of every content page, /llms.txt and
 *    /llms-full.txt (app/lib/markdown-twins), from the same content and
 *    manifest as the pages;
 * 4. writes brotli and gzip copies of every compressible file;
 * 5. records the external origins the build talks to, for the server's CSP,
 *    and the site's public origin, which the MCP server cites.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { company } from '#app/content/company.ts';
import { llmsFullTxt, llmsTxt } from '#app/lib/markdown-twins/llms.ts';
import { llmsSummary } from '#app/lib/markdown-twins/summary.ts';
import { buildTwins } from '#app/lib/markdown-twins/twins.ts';
import { resolveSiteUrl } from '#app/lib/site-url.ts';
import { markdownTwinPaths, notFoundPages } from '#app/site-manifest.ts';
import { pagePathOf, withTwinLink } from './lib/twin-link.ts';
import { readDocs } from '#server/docs.ts';
import { externalOrigins } from '#server/build-config.ts';
import { deferScripts } from './lib/defer-scripts.ts';
import { assertInOrder } from './lib/in-order.ts';
import { inlineStylesheets } from './lib/inline-css.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'build/client');

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|md|data|webmanifest|map|rss|atom)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return files.flat();
}

async function moveNotFoundPages() {
  for (const page of notFoundPages) {
    const dir = path.join(clientDir, page.prerenderPath);
    const from = path.join(dir, 'index.html');
    if (!existsSync(from)) throw new Error(`Expected a prerendered not-found page at ${from}`);
    const to = path.join(clientDir, page.file);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.data`, { force: true });
  }
}

async function finishPages(files: string[], siteUrl: string) {
  const cssCache = new Map<string, string>();
  const readCss = async (href: string) => {
    let css = cssCache.get(href);
    if (css === undefined) {
      css = await readFile(path.join(clientDir, href), 'utf8');
      cssCache.set(href, css);
    }
    return css;
  };
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = await readFile(file, 'utf8');
    assertInOrder(html, path.relative(clientDir, file));
    const page = pagePathOf(path.relative(clientDir, file));
    await writeFile(
      file,
      withTwinLink(deferScripts(await inlineStylesheets(html, readCss)), page, siteUrl),
    );
  }
}

async function writeMarkdownTwins(siteUrl: string) {
  const twins = buildTwins({ siteUrl, docs: readDocs() });
  const expected = markdownTwinPaths.map((t) => t.path).sort();
  const written = twins.map((t) => t.path).sort();
  if (JSON.stringify(expected) !== JSON.stringify(written)) {
    throw new Error('The Markdown twins do not match the pages the site manifest gives twins');
  }
  const write = async (urlPath: string, text: string) => {
    const file = path.join(clientDir, urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (const twin of twins) await write(twin.path, twin.markdown);
  const llms = { siteUrl, productName: company.productName, summary: llmsSummary, twins };
  await write('/llms.txt', llmsTxt(llms));
  await write('/llms-full.txt', llmsFullTxt(llms));
  return twins.length;
}

async function precompress(files: string[]) {
  let raw = 0;
  let br = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < 512) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    raw += content.length;
    br += brotli.length;
  }
  return { raw, br };
}

await moveNotFoundPages();
// React Router writes an SPA fallback for unmatched paths; every path here is
// either prerendered or answered with a prerendered not-found page instead.
await rm(path.join(clientDir, '__spa-fallback.html'), { force: true });
const files = await walk(clientDir);
const siteUrl = resolveSiteUrl(process.env.VITE_SITE_URL);
await finishPages(files, siteUrl);
const twinCount = await writeMarkdownTwins(siteUrl);
const { raw, br } = await precompress(await walk(clientDir));
await writeFile(
  path.join(root, 'build/config.json'),
  `${JSON.stringify(
    {
      externalOrigins: externalOrigins(process.env),
      siteUrl,
    },
    null,
    2,
  )}\n`,
);
const pages = (await walk(clientDir)).filter((f) => f.endsWith('.html')).length;
console.log(
  `postbuild: ${pages} HTML pages, CSS inlined, scripts deferred, ${twinCount} Markdown twins and llms.txt, ${(raw / 1024).toFixed(0)} KB compressed to ${(br / 1024).toFixed(0)} KB (brotli)`,
);
