/**
 * `npm run audit [-- options] [paths...]`: Lighthouse on the production build,
 * served by the embedded server, in Debian's Chromium. Prints the four
 * category scores, LCP, TBT, CLS and the first-load JavaScript per route, for
 * mobile and desktop.
 *
 *   npm run audit                      every route, mobile and desktop
 *   npm run audit -- / /pricing        only these routes
 *   npm run audit -- --mobile /        one form factor (--mobile or --desktop)
 *   npm run audit -- --no-js /         also audit each page with its scripts
 *                                      blocked, to compare first paint
 *   npm run audit -- --json out.json   also write the figures as JSON
 *   npm run audit -- --runs 3          audit each page 3 times and report the
 *                                      median of every figure (Lighthouse's
 *                                      advice on a noisy machine; default 1)
 *
 * Budgets, each breach listed and failing the command (exit code 1): total
 * blocking time at most 50 ms on every route in the mobile audit; with
 * --no-js, the page's largest paint at most 1.1 times that of the same page
 * with its scripts blocked.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { sitePages } from '#app/site-manifest.ts';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { medianRun } from './lib/median.ts';
import { startServer } from './lib/server-process.ts';

interface Row {
  path: string;
  formFactor: 'mobile' | 'desktop';
  variant: 'page' | 'no-js';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsBytes: number;
}

function parseArgs(argv: string[]) {
  const options = {
    formFactors: ['mobile', 'desktop'] as Row['formFactor'][],
    noJs: false,
    json: '',
    runs: 1,
    paths: [] as string[],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--mobile') options.formFactors = ['mobile'];
    else if (arg === '--desktop') options.formFactors = ['desktop'];
    else if (arg === '--no-js') options.noJs = true;
    else if (arg === '--json') options.json = argv[++i] ?? '';
    else if (arg === '--runs') {
      options.runs = Number(argv[++i]);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error('--runs takes a whole number of at least 1');
    } else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.paths.length === 0) options.paths = sitePages.map((p) => p.path);
  return options;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(
  url: string,
  port: number,
  formFactor: Row['formFactor'],
  variant: Row['variant'],
): Promise<Omit<Row, 'path'>> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(variant === 'no-js' ? { blockedUrlPatterns: ['*.js'] } : {}),
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  return {
    formFactor,
    variant,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    firstLoadJsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine
 * (NO_NAVSTART); such a run measured nothing, so it is run again, up to
 * {@link ATTEMPTS} times in all.
 */
const ATTEMPTS = 4;

async function auditWithRetries(
  url: string,
  path: string,
  formFactor: Row['formFactor'],
  variant: Row['variant'],
  port: number,
): Promise<Omit<Row, 'path'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, formFactor, variant);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`retrying ${path}: ${(error as Error).message}`);
    }
  }
}

function printTable(rows: Row[]) {
  const header = [
    'route',
    'form',
    'run',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
  ];
  const lines = rows.map((r) => [
    r.path,
    r.formFactor,
    r.variant,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
    (r.firstLoadJsBytes / 1024).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i < 3 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

const options = parseArgs(process.argv.slice(2));
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows: Row[] = [];
try {
  for (const path of options.paths) {
    for (const formFactor of options.formFactors) {
      const variants: Row['variant'][] = options.noJs ? ['page', 'no-js'] : ['page'];
      for (const variant of variants) {
        const url = `${server.origin}${path}`;
        const runs: Omit<Row, 'path'>[] = [];
        for (let run = 0; run < options.runs; run++)
          runs.push(await auditWithRetries(url, path, formFactor, variant, chrome.port));
        const row = { path, ...medianRun(runs) };
        rows.push(row);
        // A long audit that stops halfway still leaves the routes it measured.
        if (options.json) writeFileSync(options.json, `${JSON.stringify(rows, null, 2)}\n`);
        console.error(
          `audited ${path} (${formFactor}${variant === 'no-js' ? ', scripts blocked' : ''}): performance ${row.performance}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(
  `\nLighthouse ${new Date().toISOString().slice(0, 10)}, Chromium at ${chromiumPath}, simulated throttling${options.runs > 1 ? `, median of ${options.runs} runs` : ''}\n`,
);
printTable(rows);
if (options.json) writeFileSync(options.json, `${JSON.stringify(rows, null, 2)}\n`);
const TBT_BUDGET_MS = 50;
const LCP_RATIO_BUDGET = 1.1;
const breaches: string[] = [];
for (const row of rows) {
  if (row.variant === 'page' && row.formFactor === 'mobile' && row.tbtMs > TBT_BUDGET_MS) {
    breaches.push(`${row.path}: mobile TBT ${row.tbtMs} ms (budget ${TBT_BUDGET_MS} ms)`);
  }
}
if (options.noJs) {
  console.log('\nLargest paint, page against the same page with its scripts blocked:\n');
  console.log('| route | form | LCP ms | no-JS LCP ms | ratio |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows.filter((r) => r.variant === 'page')) {
    const bare = rows.find(
      (r) => r.variant === 'no-js' && r.path === row.path && r.formFactor === row.formFactor,
    );
    if (!bare || bare.lcpMs === 0) continue;
    const ratio = row.lcpMs / bare.lcpMs;
    console.log(
      `| ${row.path} | ${row.formFactor} | ${row.lcpMs} | ${bare.lcpMs} | ${ratio.toFixed(2)} |`,
    );
    if (ratio > LCP_RATIO_BUDGET) {
      breaches.push(
        `${row.path} (${row.formFactor}): LCP ${ratio.toFixed(2)}x the script-less page (budget ${LCP_RATIO_BUDGET}x)`,
      );
    }
  }
}
if (breaches.length > 0) {
  console.error(`\nOver budget:\n${breaches.map((b) => `- ${b}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nWithin the budgets: mobile TBT at most ${TBT_BUDGET_MS} ms${options.noJs ? `, LCP at most ${LCP_RATIO_BUDGET}x the script-less page` : ''}.`,
  );
}

const below = rows.filter(
  (r) =>
    r.variant === 'page' &&
    (r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100),
);
console.log(
  below.length === 0
    ? '\nEvery audited route meets the targets (performance >= 95, the other three 100).'
    : `\nBelow target: ${below.map((r) => `${r.path} (${r.formFactor})`).join(', ')}`,
);
