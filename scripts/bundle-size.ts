/**
 * `npm run bench:size`: the JavaScript each page loads first, from the built
 * React Router manifest, split into the framework (React, React DOM, React
 * Router: the entry chunk and its imports) and our own code (everything
 * else), gzipped; plus the chat window chunk, which loads on demand.
 * Budgets: our own code at most 20 KB gzipped on any page (the command
 * fails, exit code 1, and marks each page over it); the chat window at most
 * 15 KB; the chat launcher at most 3 KB.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { sitePages } from '#app/site-manifest.ts';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const assets = path.join(clientDir, 'assets');
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error('No build: run npm run build first');
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;$/, ''),
) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

const sizes = new Map<string, number>();
const gz = (url: string) => {
  let size = sizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
    sizes.set(url, size);
  }
  return size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const OWN_BUDGET = 20 * 1024;

const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
const frameworkBytes = [...framework].reduce((n, url) => n + gz(url), 0);
const manifestBytes = gz(`/assets/${manifestFile}`);

const rows = sitePages.map((page) => {
  const route = manifest.routes[page.id];
  const root = manifest.routes.root!;
  if (!route) throw new Error(`No route ${page.id} in the manifest`);
  const own = new Set(
    [root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])].filter(
      (u) => !framework.has(u),
    ),
  );
  const ownBytes = [...own].reduce((n, url) => n + gz(url), 0) + manifestBytes;
  return { path: page.path, ownBytes, total: ownBytes + frameworkBytes };
});

const chat = readdirSync(assets).find((f) => /^chat-window-.*\.js$/.test(f));
console.log(
  `Framework (React, React DOM, React Router): ${kb(frameworkBytes)} KB gzipped, on every page.`,
);
console.log('| route | our code KB | first-load JS KB | budget |');
console.log('|---|---:|---:|---|');
for (const row of rows) {
  const mark = row.ownBytes > OWN_BUDGET ? 'OVER' : 'ok';
  console.log(`| ${row.path} | ${kb(row.ownBytes)} | ${kb(row.total)} | ${mark} |`);
}
const worst = rows.reduce((a, b) => (b.ownBytes > a.ownBytes ? b : a));
console.log(
  `\nLargest share of our code: ${worst.path}, ${kb(worst.ownBytes)} KB, ${worst.ownBytes} bytes (budget: at most ${kb(OWN_BUDGET)} KB).`,
);
const over = rows.filter((row) => row.ownBytes > OWN_BUDGET);
if (over.length > 0) {
  console.error(
    `Over the ${kb(OWN_BUDGET)} KB budget for our own first-load code: ${over.map((row) => row.path).join(', ')}`,
  );
  process.exitCode = 1;
}
if (chat)
  console.log(
    `Chat window chunk, loaded on first open or when idle: ${kb(gz(`/assets/${chat}`))} KB (target: at most 15 KB).`,
  );

// The launcher sits in the root chunk with the header and footer; bundle it
// alone, minified, to see what it adds to every page.
const launcher = buildSync({
  entryPoints: [path.resolve(import.meta.dirname, '../app/components/chat/launcher.tsx')],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  jsx: 'automatic',
  external: ['react', 'react/jsx-runtime', './chat-window'],
  logLevel: 'error',
}).outputFiles[0]!.contents;
console.log(
  `Chat launcher, in every page's first load: ${kb(gzipSync(launcher, { level: 9 }).length)} KB (target: at most 3 KB).`,
);
