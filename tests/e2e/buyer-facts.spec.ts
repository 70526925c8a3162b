/** What a B2B buyer checks before paying: the comparison, currency and tax, the trial, catalog tiers, the CSV template. */
import { expect, test } from './fixtures';

test.describe('pricing facts a buyer looks for', () => {
  test('a plan comparison grid that works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/pricing');
    const region = page.getByRole('region', { name: 'Plan comparison table' });
    const table = region.getByRole('table');
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      'Feature',
      'Basic',
      'Plus',
      'Premium',
      'Enterprise',
    ]);
    const vendors = table.getByRole('row', { name: /^Vendors\b/ });
    await expect(vendors.getByRole('cell')).toHaveText(['2', '6', '12', 'Unlimited']);
    const api = table.getByRole('row', { name: /^API access/ });
    await expect(api.getByRole('cell')).toHaveText([
      'Not included',
      'Not included',
      'Included',
      'Included',
    ]);
    // The page itself never scrolls sideways; the table scrolls inside its focusable region.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The row headers stay in view while the plans scroll past.
    const header = table.getByRole('rowheader', { name: 'Vendors', exact: true });
    const box = await header.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  });

  test('currency and tax, the card question, sync-only and Enterprise calls to action', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    await expect(main).toContainText('All prices are in US dollars (USD).');
    await expect(main).toContainText('Sales tax or VAT is not included');
    await expect(main).toContainText('Do I need a card for the free trial?');
    await expect(main).toContainText('nothing is charged during the 14-day trial');
    const syncOnly = page.getByRole('region', { name: 'Product sync only' });
    await expect(syncOnly.getByRole('link', { name: 'Ask for product sync only' })).toHaveAttribute(
      'href',
      '/contact?subject=sales',
    );
    await expect(
      page
        .getByRole('article', { name: 'Enterprise' })
        .getByRole('link', { name: 'Contact Sales' }),
    ).toHaveAttribute('href', '/contact?subject=sales');
    const band = page.getByRole('region', { name: 'Start your free trial today' });
    for (const link of await band.getByRole('link').all()) {
      expect(await link.getAttribute('href')).not.toMatch(/^\/pricing\/?(?:$|[?#])|^#/);
    }
    const trial = band.getByRole('link', { name: /^Start Free Trial/ });
    await expect(trial).toHaveAttribute('href', 'https://app.vendorhub.io/auth/register');
    await expect(trial).toHaveAttribute('target', '_blank');
  });

  test('catalog tiers list their vendors, and each vendor page says which plans include it', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const tiers = page.getByRole('region', { name: 'What each vendor catalog includes' });
    const core = tiers.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Core vendor catalog' }),
    });
    await expect(core).toContainText('Included in Basic, Plus, Premium and Enterprise');
    await expect(core.getByRole('link', { name: 'Nora Lighting' })).toHaveAttribute(
      'href',
      '/vendor-integrations/nora',
    );
    await page.goto('/vendor-integrations/entrenue');
    await expect(page.getByRole('main')).toContainText('Plus, Premium and Enterprise plans');
  });

  test('the FAQ says plainly what the chat assistant is', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    expect(html).toContain('searches our own documentation and FAQ');
    expect(html).toContain('sends nothing you type to a third party');
  });
});

test('the vendor price list template downloads as a CSV with the columns the guide explains', async ({
  request,
  page,
}) => {
  const response = await request.get('/templates/vendor-price-list-template.csv');
  expect(response.status()).toBe(200);
  const [header] = (await response.text()).split('\n');
  expect(header).toBe('sku,quantity,cost,map,msrp,title,brand,barcode,weight_lb,image_url');
  await page.goto('/documentation/add-vendor');
  await expect(page.getByRole('link', { name: 'vendor price list template' })).toHaveAttribute(
    'href',
    '/templates/vendor-price-list-template.csv',
  );
});
