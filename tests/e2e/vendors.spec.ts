/** The vendor catalog and vendor pages (spec §2 "Vendor integrations", §3). */
import { vendorCategories } from '../../app/content/vendors';
import { expect, test, waitForHydration } from './fixtures';

// Spec §3, written out on purpose: the page must show exactly these.
const expected: Record<string, [string, string][]> = {
  'Furniture & Lighting': [
    ['Nora Lighting', 'Live'],
    ['Oxygen Lighting', 'Live'],
    ['Quorum International', 'Live'],
    ['Cyan Design', 'Live'],
    ['Kuzco Lighting', 'Live'],
    ['Crystorama', 'Live'],
    ['Kalco Lighting', 'Live'],
    ['Maxim Lighting', 'Live'],
    ['Allegri Crystal', 'Live'],
    ['James+James', 'Beta'],
  ],
  Marketplaces: [
    ['Amazon MCF', 'Live'],
    ['Shopify', 'Live'],
  ],
  Adult: [
    ['Entrenue', 'Live'],
    ['Holiday Products', 'Live'],
    ["Honey's Place", 'Live'],
    ['Williams Trading', 'Live'],
  ],
  Automotive: [
    ['Parts Unlimited', 'Beta'],
    ['WheelPros', 'Coming soon'],
  ],
  'Medical Supplies': [
    ['Medline', 'Beta'],
    ['McKesson', 'Coming soon'],
  ],
};

const slugs = [
  'entrenue',
  'cyan',
  'nora',
  'oxygen',
  'kalco',
  'maxim',
  'allegri',
  'quorum',
  'shopify',
  'holiday',
  'honey',
  'williams',
  'amazon',
  'kuzco',
  'crystorama',
];

test('every category, vendor and status; Learn More on exactly the live vendors', async ({
  page,
}) => {
  await page.goto('/vendor-integrations');
  await waitForHydration(page);
  for (const [category, vendors] of Object.entries(expected)) {
    const section = page.getByRole('region', { name: category });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(vendors.length);
    for (const [index, [name, status]] of vendors.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(item).toContainText(status);
      const learnMore = item.getByRole('link', { name: `Learn More about ${name}` });
      if (status === 'Live') {
        const slug = vendorCategories.flatMap((c) => c.vendors).find((v) => v.name === name)?.slug;
        await expect(learnMore).toHaveAttribute(
          'href',
          slug ? `/vendor-integrations/${slug}` : '/contact',
        );
      } else {
        await expect(learnMore).toHaveCount(0);
      }
    }
  }
  await expect(
    page.getByRole('link', { name: 'Request a custom integration' }).last(),
  ).toHaveAttribute('href', '/custom-integrations');
  await expect(page.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
    'href',
    '/documentation',
  );
});

test('filter and search narrow the list, are announced, and survive a reload through the URL', async ({
  page,
}) => {
  await page.goto('/vendor-integrations');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText('Showing all 20 vendors');
  await page.getByRole('group', { name: 'Status' }).getByText('Beta', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Beta' })).toBeChecked();
  await expect(page).toHaveURL(/\?status=beta$/);
  await expect(page.getByRole('status')).toHaveText('Showing 3 of 20 vendors');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'James+James',
    'Parts Unlimited',
    'Medline',
  ]);

  await page.getByRole('group', { name: 'Status' }).getByText('All', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('lighting');
  await expect(page).toHaveURL(/\?q=lighting$/);
  await expect(page.getByRole('status')).toHaveText('Showing 10 of 20 vendors');

  await page.goto('/vendor-integrations?q=honey&status=live');
  await waitForHydration(page);
  await expect(page.getByRole('searchbox', { name: 'Search vendors' })).toHaveValue('honey');
  await expect(page.getByRole('radio', { name: 'Live' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(["Honey's Place"]);

  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('no such vendor');
  await expect(page.getByText('No vendors match your search.')).toBeVisible();
});

test('all fifteen vendor pages are prerendered with their profile and a BreadcrumbList', async ({
  request,
}) => {
  for (const slug of slugs) {
    const response = await request.get(`/vendor-integrations/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const name = vendorCategories.flatMap((c) => c.vendors).find((v) => v.slug === slug)!.name;
    expect(html).toContain(`${name.replace("'", '&#x27;')} Integration</h1>`);
    for (const text of [
      'Integration method',
      'Setup cost',
      'Free',
      'Available on',
      'Products synced',
      'Specialization',
      'What stays in sync',
      'about every hour',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/How the (API|FTP) integration works/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Vendor Integrations',
      name,
    ]);
  }
});

test('lighting vendors integrate by FTP, the others by API', async ({ request }) => {
  for (const slug of slugs) {
    const html = await (await request.get(`/vendor-integrations/${slug}`)).text();
    const ftp = [
      'cyan',
      'nora',
      'oxygen',
      'kalco',
      'maxim',
      'allegri',
      'quorum',
      'kuzco',
      'crystorama',
    ].includes(slug);
    expect(html).toContain(ftp ? 'How the FTP integration works' : 'How the API integration works');
  }
});

test('an unknown vendor answers 404 with a way back to the catalog', async ({ page }) => {
  const response = await page.goto('/vendor-integrations/acme-widgets');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Not Found');
  await expect(page.getByText('The vendor you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse all vendor integrations' }).click();
  await expect(page).toHaveURL(/\/vendor-integrations$/);
});
