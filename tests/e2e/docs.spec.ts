/** The documentation hub and articles (spec §2 "Documentation"). */
import { docsOrder } from '../../app/content/docs/index';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The category tabs: native radio inputs, so they work before and without JavaScript. */
const categoryTabs = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Documentation categories' }).getByRole('radio');
/** The category panel on show (every panel is in the page; only the chosen one shows). */
const shownPanel = (page: Page) =>
  page.locator('[id^="docs-category-panel-"]').filter({ visible: true });

test.describe('articles', () => {
  test('every article is prerendered with its full text, read time and back/next in order', async ({
    request,
  }) => {
    for (const [index, slug] of docsOrder.entries()) {
      const html = await (await request.get(`/documentation/${slug}`)).text();
      expect(html).toMatch(/\d+ min read/);
      // Full text: the body's sections are in the HTML, not only the title.
      expect((html.match(/<h2 id="/g) ?? []).length).toBeGreaterThan(2);
      const prev = docsOrder[index - 1];
      const next = docsOrder[index + 1];
      if (prev)
        expect(html).toMatch(
          new RegExp(
            `<a[^>]*href="/documentation/${prev}"[^>]*rel="prev"|rel="prev"[^>]*href="/documentation/${prev}"`,
          ),
        );
      if (next)
        expect(html).toMatch(
          new RegExp(
            `<a[^>]*href="/documentation/${next}"[^>]*rel="next"|rel="next"[^>]*href="/documentation/${next}"`,
          ),
        );
      if (!next) expect(html).not.toContain('rel="next"');
      expect(html).toContain('href="/contact"');
      expect(html).toContain('href="/faq"');
    }
  });

  test('read time on cards and pages is ceil(words / 200) of the article text', async ({
    request,
  }) => {
    const index = (await (await request.get('/documentation/search-index.json')).json()) as {
      slug: string;
      text: string;
      readTime: number;
    }[];
    expect(index.map((d) => d.slug)).toEqual([...docsOrder]);
    for (const doc of index) {
      const words = doc.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(doc.readTime).toBe(Math.ceil(words / 200));
      const html = await (await request.get(`/documentation/${doc.slug}`)).text();
      expect(html).toContain(`${doc.readTime} min read`);
    }
  });

  test('an article has breadcrumbs, a table of contents that jumps to its section, and pager links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/documentation/connect-shopify');
    await waitForHydration(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Documentation' }),
    ).toHaveAttribute('href', '/documentation');
    const toc = page.getByRole('navigation', { name: 'On this page' }).last();
    const firstEntry = toc.getByRole('link').first();
    const target = (await firstEntry.getAttribute('href'))!;
    await firstEntry.click();
    await expect(page.locator(target)).toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Articles' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page).toHaveURL(/\/documentation\/add-vendor$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  // Sections below the first are laid out only near the screen (content-visibility);
  // a link to one, from another page or from the contents, must still land on it.
  test('a link to a section far down a long article lands on its heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/documentation/pricing-rules#when-map-is-above-msrp');
    await expect(page.locator('#when-map-is-above-msrp')).toBeInViewport();
    // With a section named in the address, nothing above it keeps an estimated height
    // that could move it after the browser has scrolled there.
    const layout = () =>
      page
        .locator('.doc-content > div')
        .evaluateAll((sections) => sections.map((s) => getComputedStyle(s).contentVisibility));
    expect(new Set(await layout())).toEqual(new Set(['visible']));
    await page.goto('/documentation/add-vendor');
    await waitForHydration(page);
    expect(new Set(await layout())).toEqual(new Set(['auto']));
    const lastEntry = page
      .getByRole('navigation', { name: 'On this page' })
      .last()
      .getByRole('link')
      .last();
    const target = (await lastEntry.getAttribute('href'))!;
    await lastEntry.click();
    await expect(page.locator(target)).toBeInViewport();
    // Its text is found by the browser's and assistive technology's text search.
    await expect(page.locator(target)).toBeVisible();
  });

  test('the pricing-rules calculator applies markup, then MAP, then MSRP', async ({ page }) => {
    await page.goto('/documentation/pricing-rules');
    await waitForHydration(page);
    const calculator = page.getByRole('region', { name: 'Try the price rules' });
    await expect(calculator.locator('output')).toHaveText('$85.00');
    await calculator.getByLabel('Enforce MAP').uncheck();
    await expect(calculator.locator('output')).toHaveText('$82.50');
    await calculator.getByLabel('Enforce MAP').check();
    await calculator.getByLabel('MAP ($)').fill('120');
    await expect(calculator.locator('output')).toHaveText('$100.00');
    await calculator.getByLabel('MSRP ($)').fill('');
    await expect(calculator.locator('output')).toHaveText('$120.00');
  });

  test('the quantity calculator subtracts the delta and never goes below zero', async ({
    page,
  }) => {
    await page.goto('/documentation/quantity-check');
    await waitForHydration(page);
    const calculator = page.getByRole('region', { name: 'Try the Quantity Delta' });
    await expect(calculator.locator('output')).toHaveText('7');
    await calculator.getByLabel('Vendor quantity').fill('5');
    await calculator.getByLabel('Quantity Delta').fill('5');
    await expect(calculator.locator('output')).toHaveText('0');
    await calculator.getByLabel('Vendor quantity').fill('2');
    await expect(calculator.locator('output')).toHaveText('0');
  });
});

test.describe('hub', () => {
  test('categories show cards; the first tab is selected', async ({ page }) => {
    await page.goto('/documentation');
    await waitForHydration(page);
    const tabs = categoryTabs(page);
    const names = [
      'Getting Started',
      'User Guide',
      'Troubleshooting',
      'Integrations',
      'API Reference',
    ];
    await expect(tabs).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name);
    await expect(tabs.first()).toBeChecked();
    await expect(shownPanel(page)).toHaveCount(1);
    await expect(shownPanel(page).getByRole('listitem')).toHaveCount(3);
    await tabs.nth(1).click();
    await expect(shownPanel(page).getByRole('listitem')).toHaveCount(8);
    await tabs.nth(2).click();
    await expect(shownPanel(page).getByRole('listitem')).toHaveCount(3);
    await tabs.nth(3).click();
    await expect(shownPanel(page)).toContainText('No articles in this category yet.');
    await expect(
      shownPanel(page).getByRole('link', { name: 'vendor integrations' }),
    ).toHaveAttribute('href', '/vendor-integrations');
  });

  test('search is case-insensitive over title, description and text, highlights matches, and can be empty', async ({
    page,
  }) => {
    await page.goto('/documentation');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search documentation' });
    await box.fill('QUANTITY DELTA');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Quantity Check' })).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /articles? found/ })).toHaveCount(1);
    // A word that only appears in an article's body.
    // In two articles' text only: connect-shopify and order-management.
    await box.fill('read_all_orders');
    await expect(results.getByRole('link', { name: 'Connect Your Shopify Store' })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    // A typo in a word of five letters or more still finds the article.
    await box.fill('quantty delta');
    await expect(results.getByRole('link', { name: 'Quantity Check' })).toBeVisible();
    await box.fill('zzzz-no-such-thing');
    await expect(results).toContainText('No documentation found for your search.');
    await expect(shownPanel(page)).toHaveCount(0);
  });

  test('choosing a tab clears the search', async ({ page }) => {
    await page.goto('/documentation');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search documentation' });
    await box.fill('sync');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
    await page.getByRole('radio', { name: 'Troubleshooting' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Troubleshooting' })).toBeChecked();
    await expect(shownPanel(page).getByRole('listitem')).toHaveCount(3);
  });

  test('"/" focuses the search box', async ({ page }) => {
    await page.goto('/documentation');
    await waitForHydration(page);
    await page.locator('body').press('/');
    await expect(page.getByRole('searchbox', { name: 'Search documentation' })).toBeFocused();
  });

  test('/documentation#api opens the API Reference with the plan notice, the guide and five example calls', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/documentation#api');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'API Reference' })).toBeChecked();
    const panel = shownPanel(page);
    await expect(panel).toContainText('API access is included in Premium and Enterprise.');
    for (const guide of [
      'Create an API token',
      'Page through your products',
      'Errors',
      'Rate limits',
    ])
      await expect(panel.getByRole('heading', { name: guide, level: 3 })).toBeVisible();
    await expect(panel).toContainText('page=2');
    await expect(panel.getByRole('cell', { name: 'rate_limited' })).toBeVisible();
    for (const call of [
      'POST/wh/api/v1/products',
      'POST/wh/api/platform/v1/products',
      'GET/wh/api/v1/products?limit=50',
      'GET/wh/api/v1/products/count',
      'PATCH/wh/api/v1/products/{sku}',
    ]) {
      await expect(panel).toContainText(call);
    }
    await expect(panel.getByText('Authorization: Bearer YOUR_API_TOKEN').first()).toBeVisible();
    await expect(panel.getByText('Content-Type: application/json').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Copy request: Count products' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied to the clipboard' }),
    ).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("curl -X GET 'https://app.vendorhub.io/wh/api/v1/products/count'");
  });

  test('links to contact and the FAQ', async ({ page }) => {
    await page.goto('/documentation');
    const help = page.getByRole('complementary', { name: "Can't find what you need?" });
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(help.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });
});
