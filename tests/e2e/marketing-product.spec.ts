/**
 * /features, /about and /how-it-works against the built site: the facts the
 * spec fixes (section names, values, figures, link targets) are written out
 * here rather than read from app/content, so a content edit that breaks the
 * spec fails a test instead of silently changing both sides.
 */
import { expect, test, waitForHydration } from './fixtures';

const featureSectionTitles = [
  'Inventory sync',
  'Listing automation',
  'Price management',
  'Order workflow',
];
const extraFeatureTitles = [
  'Quantity Delta',
  'Smart Collections and Locations',
  'Health checks',
  'Two-way tag sync',
  'Sync statistics',
  'REST API',
];
const valueNames = ['Excellence', 'Collaboration', 'Efficiency', 'Innovation'];
const impactFigures = [
  { value: '75+', label: 'businesses' },
  { value: '1M+', label: 'products synced' },
  { value: '20K+', label: 'hours saved monthly' },
];
const stepTitles = [
  'Connect your store',
  'Add your vendors',
  'Configure rules',
  'Automate and monitor',
];
const benefitFigures = ['85%', '92%', '20+', '~1 hr', '<1 day', '14 days'];

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The prerendered HTML escapes these characters; texts are compared in their escaped form. */
function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');
}

test.describe('before JavaScript: the prerendered HTML', () => {
  test('/features has its sections, cards and price example as markup', async ({ request }) => {
    const html = await (await request.get('/features')).text();
    expect(html).toMatch(/<h1[^>]*>Features<\/h1>/);
    for (const title of featureSectionTitles) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
    }
    for (const id of [
      'inventory-sync',
      'listing-automation',
      'price-management',
      'order-workflow',
    ]) {
      expect(html).toMatch(new RegExp(`<section id="${id}"`));
    }
    expect(html).toMatch(/<h2[^>]*>More ways VendorHub saves you time<\/h2>/);
    for (const title of extraFeatureTitles) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
    }
    expect(html).toContain('Automatic sync about every hour');
    expect(html).toContain('>$82.50<');
    expect(html).toContain('>AI-written<');
  });

  test('/about has the founding year, values and impact figures as markup', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    expect(html).toContain('Founded in 2022');
    for (const name of valueNames) expect(html).toMatch(new RegExp(`<h3[^>]*>${name}</h3>`));
    for (const { value } of impactFigures)
      expect(html).toMatch(new RegExp(`<dd[^>]*>${escapeRegExp(value)}</dd>`));
  });

  test('/how-it-works has its steps, detail boxes, figures and CTA as markup', async ({
    request,
  }) => {
    const html = await (await request.get('/how-it-works')).text();
    for (const title of stepTitles) expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
    expect(html).toContain('We never ask for your store password');
    expect(html).toContain('Collaborator Access');
    for (const value of benefitFigures) {
      expect(html).toMatch(new RegExp(`<dd[^>]*>${escapeRegExp(escapeHtml(value))}</dd>`));
    }
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Start Free Trial<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Schedule Demo<\/a>/);
  });
});

test.describe('/features', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/features');
    await waitForHydration(page);
  });

  test('has one h1, then the four sections in order, each under its anchor', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
    const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.slice(0, 4)).toEqual(featureSectionTitles);
    await expect(
      page.locator('section#price-management').getByRole('heading', { level: 2 }),
    ).toHaveText('Price management');
    await expect(page.getByRole('link', { name: 'Order workflow' })).toHaveAttribute(
      'href',
      '#order-workflow',
    );
  });

  test('states hourly and manual sync, MAP/MSRP, Quantity Delta and FTP', async ({ page }) => {
    const inventory = page.locator('section#inventory-sync');
    await expect(inventory).toContainText('Automatic sync about every hour');
    await expect(inventory).toContainText('Sync Products button for an immediate update');
    await expect(inventory).toContainText('Manual sync');
    await expect(inventory).toContainText(
      'a vendor quantity of 10 with a delta of 3 shows 7 in your store',
    );
    await expect(inventory).toContainText('vendor portal or FTP');

    const price = page.locator('section#price-management');
    await expect(price).toContainText(
      'Enforce MAP raises any price below the minimum advertised price',
    );
    await expect(price).toContainText(
      'Enforce MSRP caps any price above the suggested retail price',
    );
  });

  test('the panels agree with the spec examples', async ({ page }) => {
    // Spec §4: cost 50, +65% gives 82.50; MAP 85 gives 85; MSRP 100 leaves 85.
    const rule = page.locator('section#price-management figure');
    await expect(rule.getByRole('listitem')).toHaveText([
      /Markup \+65%.*\$82\.50/,
      /Enforce MAP \$85\.00.*\$85\.00/,
      /Enforce MSRP \$100\.00.*\$85\.00/,
    ]);
    await expect(rule).toContainText('$50.00');
    await expect(rule).toContainText(/Price in your store\s*\$85\.00/);

    await expect(page.locator('section#listing-automation figure')).toContainText('AI-written');
    await expect(page.locator('section#order-workflow figure').getByRole('listitem')).toHaveText([
      /^Routed/,
      /^Shipped/,
      /^Complete/,
      /^Tracking pushed/,
    ]);
  });

  test('lists the six extra features as cards', async ({ page }) => {
    const extras = page.getByRole('region', { name: 'More ways VendorHub saves you time' });
    await expect(extras.getByRole('listitem')).toHaveCount(6);
    await expect(extras.getByRole('heading', { level: 3 })).toHaveText(extraFeatureTitles);
  });

  test('closes with Start Free Trial and Schedule Demo', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'See it working on your own store' });
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(cta.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
  });

  test('says when VendorHub was founded and tells its story', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About VendorHub');
    await expect(page.getByText(/founded in 2022/i).first()).toBeVisible();
    await expect(page.getByText(/started in New York in 2022/)).toBeVisible();
  });

  test('shows the four values in order', async ({ page }) => {
    const region = page.getByRole('region', { name: 'What we work by' });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(valueNames);
  });

  test('lists the team with names and roles', async ({ page }) => {
    const team = page.getByRole('region', { name: 'The people behind VendorHub' });
    await expect(team.getByRole('listitem')).toHaveCount(6);
    await expect(team.getByRole('heading', { level: 3, name: 'Daniel Kovac' })).toBeVisible();
    await expect(team).toContainText('Co-founder & CEO');
  });

  test('gives the three impact figures as a description list', async ({ page }) => {
    const region = page.getByRole('region', { name: 'What VendorHub does for merchants' });
    await expect(region.getByRole('term')).toHaveText(impactFigures.map((f) => f.label));
    await expect(region.getByRole('definition')).toHaveText(impactFigures.map((f) => f.value));
  });

  test('links to contact and careers', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Talk to us, or join us' });
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'See Open Positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });
});

test.describe('/how-it-works', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/how-it-works');
    await waitForHydration(page);
  });

  test('has four numbered steps in order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How It Works');
    await expect(page.getByText(/^Step \d$/)).toHaveText(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
    const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.slice(0, 4)).toEqual(stepTitles);
  });

  test('step 1 gives both ways to connect and never asks for the store password', async ({
    page,
  }) => {
    const box = page.getByRole('region', { name: 'Two ways to connect' });
    await expect(box).toContainText('Custom App');
    await expect(box).toContainText('Collaborator Access');
    await expect(box).toContainText('We never ask for your store password');
  });

  test('step 2 adds vendors by API, CSV upload, vendor portal and FTP', async ({ page }) => {
    const box = page.getByRole('region', { name: 'Every kind of vendor' });
    await expect(box.getByRole('listitem')).toContainText([
      'Direct API',
      'CSV or Excel upload',
      'Vendor portals',
      'FTP feeds',
    ]);
  });

  test('steps 3 and 4 name the rules and the automation', async ({ page }) => {
    const rules = page.getByRole('region', { name: 'Rules you control' });
    await expect(rules).toContainText('a vendor quantity of 10 with a delta of 3 shows 7');
    await expect(rules).toContainText('MAP and MSRP enforcement');
    const running = page.getByRole('region', { name: 'Running on its own' });
    await expect(running).toContainText('about every hour, with manual sync at any time');
    await expect(running).toContainText('Tracking numbers pushed back to Shopify');
  });

  test('shows six benefit figures in a description list', async ({ page }) => {
    const region = page.getByRole('region', {
      name: 'What changes once VendorHub runs your vendor operations',
    });
    await expect(region.getByRole('term')).toHaveCount(6);
    // Each figure is the first definition of its term; the others are descriptions.
    const definitions = await region.getByRole('definition').allTextContents();
    expect(definitions.filter((text) => benefitFigures.includes(text))).toEqual(benefitFigures);
  });

  test('Start Free Trial goes to /pricing and Schedule Demo to /contact', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Ready to automate your vendor operations?' });
    const trial = cta.getByRole('link', { name: 'Start Free Trial' });
    const demo = cta.getByRole('link', { name: 'Schedule Demo' });
    await expect(trial).toHaveAttribute('href', '/pricing');
    await expect(demo).toHaveAttribute('href', '/contact');
    await trial.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
