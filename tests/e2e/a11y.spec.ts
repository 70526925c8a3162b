/**
 * axe (WCAG 2.2 AA) over every route, known and unknown, at desktop and phone
 * widths. Any violation fails, with its rule, impact and offending elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { knownPaths, unknownPaths } from './routes';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

const paths = [...knownPaths, ...unknownPaths.map((u) => u.path)];

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width} px`, () => {
    for (const path of paths) {
      test(`${path}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
        });
        const page = await context.newPage();
        try {
          await page.goto(path);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            .analyze();
          const violations = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => n.target.join(' ')),
          }));
          expect(violations).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
