/** The layout shared by every page (spec §2 "Layout common to all pages"). */
import { footerGroups, footerLegalLinks, headerLinks } from '../../app/content/navigation';
import { expect, test, waitForHydration } from './fixtures';

test.describe('header', () => {
  test('links to the four sections, Contact Sales and Login', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of headerLinks) {
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const login = header.getByRole('link', { name: /Login/ });
    await expect(login).toHaveAttribute('href', 'https://app.vendorhub.io/auth/login');
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Login opens the app in a new tab', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    // The machine is offline: answer the app's login page locally.
    await context.route('https://app.vendorhub.io/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Login</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('banner').getByRole('link', { name: /Login/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://app.vendorhub.io/auth/login');
    expect(page.url()).toMatch(/\/$/);
  });

  test('is transparent at the top and solid with a shadow past 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/features');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with the same links and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const link of headerLinks) {
      await expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(menu.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(menu.getByRole('link', { name: /Login/ })).toHaveAttribute('target', '_blank');

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('works by keyboard and Escape closes it with focus back on the toggle', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the three groups, the legal strip, the description and the current year', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    for (const group of footerGroups) {
      const nav = footer.getByRole('navigation', { name: group.title });
      await expect(nav.getByRole('heading', { name: group.title })).toBeVisible();
      for (const link of group.links) {
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.to,
        );
      }
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const link of footerLegalLinks) {
      await expect(legal.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.to,
      );
    }
    await expect(
      footer
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: 'API Reference' }),
    ).toHaveAttribute('href', '/documentation#api');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`© ${year} VendorHub, Inc. All rights reserved.`);
    await expect(footer).toContainText('VendorHub connects your Shopify store with its vendors');
  });

  test('shows the visitor’s year even when the page was built in another year', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  });
});

test.describe('navigation', () => {
  test('a route change scrolls to the top and focuses the new page heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/features');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a link with a hash goes to its anchor instead of the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'API Reference' }).click();
    await expect(page).toHaveURL(/\/documentation#api$/);
    await expect(page.locator('#api')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
