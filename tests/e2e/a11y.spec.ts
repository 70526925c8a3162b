/**
 * Every route in the browser: it hydrates with no console error, warning or
 * failed request, and axe (WCAG 2.2 AA) finds no violation at desktop and
 * phone widths. Any problem fails, with its width, rule, impact and elements.
 * (The unknown routes' own 404 status is checked in pages.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { knownPaths, unknownPaths } from './routes';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];
const [first, ...others] = viewports as [(typeof viewports)[0], ...typeof viewports];

async function violations(page: Page, viewport: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Every rule still runs; only violations are collected node by node, which is all we report.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => ({
    viewport,
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * One page load serves both widths: the layout is CSS media queries, which apply as soon as
 * the viewport changes, and the one script that reads the width (the chat window) listens
 * for changes. Loading each route once keeps the suite's slowest part short.
 */
async function axeAtEveryWidth(page: Page) {
  const found = await violations(page, first.name);
  for (const viewport of others) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Let a frame pass so that anything laid out by script follows the new width.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    found.push(...(await violations(page, viewport.name)));
  }
  return found;
}

test.use({ viewport: { width: first.width, height: first.height } });

const widths = viewports.map((v) => `${v.width} px`).join(' and ');

for (const path of knownPaths) {
  test(`${path} hydrates with no console error, and axe finds nothing at ${widths}`, async ({
    page,
    problems,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await axeAtEveryWidth(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const { path } of unknownPaths) {
  test(`${path}: axe finds nothing at ${widths}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeAtEveryWidth(page)).toEqual([]);
  });
}
