/** Home, pricing and FAQ: the texts, numbers, links and states of spec §2, §6 and §9. */
import { expect, test, waitForHydration } from './fixtures';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => {
      const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    },
  );
}

test.describe('home', () => {
  test('hero, features, testimonials, results, FAQ and call to action', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(main.getByRole('link', { name: 'See How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expect(
      page
        .getByRole('region', { name: 'Everything between your store and your vendors' })
        .getByRole('listitem'),
    ).toHaveCount(8);

    const testimonials = page.getByRole('region', { name: /Merchants who stopped/ });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);

    const results = page.getByRole('region', { name: 'The results merchants report' });
    for (const text of [
      '85%',
      'less manual data entry',
      '92%',
      'fewer inventory discrepancies',
      '20+',
      'hours saved per week',
    ]) {
      await expect(results).toContainText(text);
    }

    const cta = page.getByRole('region', { name: 'Put your vendor operations on autopilot' });
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(cta.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(cta).toContainText('14-day free trial');
  });

  test('FAQ accordion: at most one open, clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    // Native <details>: the summary is the control, the open attribute its state.
    const items = faq.locator('details');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(6);
    const [first, second] = [items.nth(0), items.nth(1)];
    await expect(first).not.toHaveAttribute('open');
    await expect(first.getByRole('paragraph')).toBeHidden();
    await questions.nth(0).click();
    await expect(first).toHaveAttribute('open');
    await expect(first.getByRole('paragraph')).toBeVisible();
    await questions.nth(1).click();
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await questions.nth(1).click();
    await expect(second).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('prerendered HTML holds the content and the Organization data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('less manual data entry');
    expect(html).toContain('Rated 5 out of 5');
    // Closed answers are in the HTML too, hidden until opened.
    expect(html).toContain('About every hour, automatically');
    const org = jsonLd(html).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ name: 'VendorHub', foundingDate: '2022' });
  });
});

test.describe('pricing', () => {
  const plans = [
    { id: 'basic', name: 'Basic', monthly: '$99', annual: '$89', yearly: '$1,068' },
    { id: 'plus', name: 'Plus', monthly: '$199', annual: '$179', yearly: '$2,148' },
    { id: 'premium', name: 'Premium', monthly: '$299', annual: '$269', yearly: '$3,228' },
  ];

  test('annual by default with Save 10%, monthly on toggle', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const group = page.getByRole('radiogroup', { name: 'Billing period' });
    const annual = group.getByRole('radio', { name: /Annual/ });
    const monthly = group.getByRole('radio', { name: 'Monthly' });
    await expect(annual).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(group.getByText('Save 10%')).toBeVisible();
    // Both periods are in the page; only the chosen one may show.
    const price = (id: string, text: string) =>
      page.getByTestId(`price-${id}`).getByText(text, { exact: true });
    for (const plan of plans) {
      await expect(price(plan.id, plan.annual)).toBeVisible();
      await expect(price(plan.id, `Billed yearly at ${plan.yearly}`)).toBeVisible();
      await expect(price(plan.id, plan.monthly)).toBeHidden();
      await expect(price(plan.id, 'Billed monthly')).toBeHidden();
    }
    await expect(page.getByTestId('price-enterprise')).toContainText('Custom');

    await monthly.click();
    await expect(monthly).toBeChecked();
    for (const plan of plans) {
      await expect(price(plan.id, plan.monthly)).toBeVisible();
      await expect(price(plan.id, 'Billed monthly')).toBeVisible();
      await expect(price(plan.id, plan.annual)).toBeHidden();
      await expect(price(plan.id, `Billed yearly at ${plan.yearly}`)).toBeHidden();
    }
    // Clicking the chosen period again keeps it chosen.
    await monthly.click();
    await expect(monthly).toBeChecked();
    await expect(price('basic', '$99')).toBeVisible();
  });

  test('plan buttons open the checkout of the chosen period in a new tab; Enterprise goes to /contact', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    for (const period of ['annual', 'monthly'] as const) {
      if (period === 'monthly') await page.getByRole('radio', { name: 'Monthly' }).click();
      for (const plan of plans) {
        const link = page.getByRole('link', {
          name: new RegExp(
            `with ${plan.name}, billed ${period === 'annual' ? 'annually' : 'monthly'}`,
          ),
        });
        await expect(link).toHaveAttribute(
          'href',
          `https://app.vendorhub.io/auth/register?plan=${plan.id}&billing=${period}`,
        );
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    await expect(enterprise.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact?subject=sales',
    );
  });

  test('limits, gating, fees, sync-only options, custom box and both FAQs', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const card = (name: string) => page.getByRole('article', { name });
    await expect(card('Plus')).toContainText('Most popular');
    for (const [name, texts] of [
      [
        'Basic',
        [
          '1 Shopify store',
          '2 vendors',
          '200 orders per month',
          '1,000 products',
          'Standard email support',
        ],
      ],
      [
        'Plus',
        [
          '2 Shopify stores',
          '6 vendors',
          '400 orders per month',
          '5,000 products',
          'Priority email and in-app live chat with our team',
        ],
      ],
      [
        'Premium',
        [
          '3 Shopify stores',
          '12 vendors',
          '1,000 orders per month',
          '25,000 products',
          'API access',
          'Dedicated account manager',
          '24/7 line for urgent issues',
        ],
      ],
    ] as const) {
      for (const text of texts) await expect(card(name)).toContainText(text);
    }
    await expect(card('Basic').getByRole('list').last()).toContainText('API access');
    await expect(card('Plus').getByRole('list').last()).toContainText('API access');

    const main = page.getByRole('main');
    await expect(main).toContainText('Orders over your monthly limit are still routed');
    await expect(main).toContainText('nothing is charged automatically');
    await expect(main).toContainText('14-day free trial');

    const fees = page.getByRole('region', { name: 'Integration setup fees' });
    await expect(fees).toContainText('Custom API integration$500');
    await expect(fees).toContainText('CSV/XML/FTP integration$300');
    await expect(fees).toContainText('Pre-built integrationsFree');

    const syncOnly = page.getByRole('region', { name: 'Product sync only' });
    await expect(syncOnly).toContainText('$15 off per month');
    await expect(syncOnly).toContainText('$25 off per month');
    await expect(syncOnly).toContainText('$50 off per month');
    await expect(syncOnly).toContainText('higher sync limits');
    await expect(page.getByRole('link', { name: 'Request a custom integration' })).toHaveAttribute(
      'href',
      '/custom-integrations',
    );

    await expect(page.getByRole('heading', { name: 'Pricing questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'General questions' })).toBeVisible();
  });

  test('Product and FAQPage structured data match the page', async ({ request }) => {
    const data = jsonLd(await (await request.get('/pricing')).text());
    const product = data.find((d) => d['@type'] === 'Product') as {
      offers: { name: string; price: string }[];
    };
    expect(product.offers.map((o) => `${o.name}: ${o.price}`)).toEqual([
      'Basic, billed monthly: 99.00',
      'Basic, billed annually: 1068.00',
      'Plus, billed monthly: 199.00',
      'Plus, billed annually: 2148.00',
      'Premium, billed monthly: 299.00',
      'Premium, billed annually: 3228.00',
    ]);
    const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toContain('How does the free trial work?');
  });
});

test.describe('FAQ page', () => {
  const categories = [
    'General',
    'Features & Functionality',
    'Pricing & Plans',
    'Security & Data',
    'Support & Resources',
  ];

  test('five categories in order, the first selected, items toggling independently', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    // Categories are native radio inputs; the checked one's panel shows.
    const tabs = page.getByRole('radiogroup', { name: 'Question categories' }).getByRole('radio');
    await expect(tabs).toHaveCount(categories.length);
    for (const [i, name] of categories.entries()) {
      await expect(tabs.nth(i)).toHaveAccessibleName(name);
    }
    await expect(tabs.first()).toBeChecked();

    const panels = page.locator('[id^="faq-category-panel-"]');
    await expect(panels).toHaveCount(categories.length);
    const panel = panels.filter({ visible: true });
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('General');
    const items = panel.locator('details');
    const questions = panel.locator('summary');
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(1)).toHaveAttribute('open');
    await questions.nth(0).click();
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(items.nth(1)).toHaveAttribute('open');

    await tabs.nth(3).click();
    await expect(tabs.nth(3)).toBeChecked();
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('SOC 2');
    await tabs.nth(3).press('ArrowRight');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(tabs.nth(4)).toBeChecked();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Support & Resources');
  });

  test('answers state the facts consistently and link to contact and documentation', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/faq')).text();
    for (const fact of [
      '60 days',
      'GDPR',
      'SOC 2',
      '9 AM to 6 PM Eastern Time',
      'nothing is charged automatically',
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).not.toMatch(/per-order (rate|fee|charge)/i);
    await page.goto('/faq');
    const aside = page.getByRole('complementary', { name: 'Still have questions?' });
    await expect(aside.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(aside.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(30);
  });
});
