/**
 * axe (WCAG 2.2 AA) over every route, known and unknown, at desktop and phone
 * widths. Any violation fails, with its width, rule, impact and offending elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { knownPaths, unknownPaths } from './routes';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

const paths = [...knownPaths, ...unknownPaths.map((u) => u.path)];

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

// One page load serves both widths: the layout is CSS media queries, which apply as soon as
// the viewport changes, and the one script that reads the width (the chat window) listens
// for changes. Loading each route once halves the suite's slowest part.
for (const path of paths) {
  test(`axe at ${viewports.map((v) => `${v.width} px`).join(' and ')}: ${path}`, async ({
    browser,
  }) => {
    const [first, ...others] = viewports;
    const context = await browser.newContext({
      viewport: { width: first!.width, height: first!.height },
    });
    const page = await context.newPage();
    try {
      await page.goto(path);
      await waitForHydration(page);
      const found = await violations(page, first!.name);
      for (const viewport of others) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // Let a frame pass so that anything laid out by script follows the new width.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        found.push(...(await violations(page, viewport.name)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
