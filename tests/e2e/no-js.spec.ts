/**
 * The site without JavaScript (a script that failed to load on a flaky
 * connection, or a browser with it turned off): every page reads, links
 * navigate, and the controls that HTML can do work.
 */
import { footerGroups, headerLinks } from '../../app/content/navigation';
import { expect, test } from './fixtures';
import { knownPaths } from './routes';

test.use({ javaScriptEnabled: false });

test('every route shows its content, header and footer', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of knownPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // More than a heading: the page's text is there (thank-you pages are the shortest).
    const text = await page.getByRole('main').innerText();
    expect(text.length, `${path} has readable text`).toBeGreaterThan(80);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'VendorHub home' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  }
});

test('the home page shows its dashboard picture in place, as it does with scripts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const picture = page.getByRole('figure', { name: /Illustration of the VendorHub dashboard/ });
  await expect(picture).toBeVisible();
  // In the hero, beside its heading, not moved to the end of the page.
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('figure')).toHaveCount(1);
});

test('header, footer and in-page links navigate', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const pricing = headerLinks.find((link) => link.to === '/pricing')!;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: pricing.label })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Plans that grow with your vendor list',
  );

  const company = footerGroups.find((group) => group.links.some((link) => link.to === '/about'))!;
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: company.title })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);

  // A link in a page's content, then an in-page anchor.
  await page.goto('/');
  await page.getByRole('link', { name: 'See How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the mobile menu opens and its links navigate', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('the home accordion opens one answer at a time; the open one closes on a click', async ({
  page,
}) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const items = faq.locator('details');
  await faq.locator('summary').nth(0).click();
  await expect(items.nth(0).getByRole('paragraph')).toBeVisible();
  await faq.locator('summary').nth(1).click();
  await expect(items.nth(1).getByRole('paragraph')).toBeVisible();
  await expect(items.nth(0).getByRole('paragraph')).toBeHidden();
  await faq.locator('summary').nth(1).click();
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test('the FAQ page switches categories and opens answers independently', async ({ page }) => {
  await page.goto('/faq');
  const shown = page.locator('[id^="faq-category-panel-"]').filter({ visible: true });
  await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText('General');
  await page.getByRole('radio', { name: 'Security & Data' }).click();
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText('Security & Data');
  await shown.locator('summary').nth(0).click();
  await shown.locator('summary').nth(1).click();
  await expect(shown.locator('details[open]')).toHaveCount(2);
});

test('the billing toggle switches prices and checkout links', async ({ page }) => {
  await page.goto('/pricing');
  const basic = page.getByTestId('price-basic');
  await expect(basic.getByText('$89', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /with Basic, billed annually/ })).toHaveAttribute(
    'href',
    /billing=annual/,
  );
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(basic.getByText('$99', { exact: true })).toBeVisible();
  await expect(basic.getByText('$89', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: /with Basic, billed monthly/ })).toHaveAttribute(
    'href',
    /billing=monthly/,
  );
  await expect(page.getByRole('link', { name: /with Basic, billed annually/ })).toHaveCount(0);
});

test('the documentation category tabs switch', async ({ page }) => {
  await page.goto('/documentation');
  const shown = page.locator('[id^="docs-category-panel-"]').filter({ visible: true });
  await expect(shown.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('radio', { name: 'User Guide' }).click();
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText('User Guide');
  await expect(shown.getByRole('listitem')).toHaveCount(8);
  await shown.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/documentation\/[a-z-]+$/);
});
