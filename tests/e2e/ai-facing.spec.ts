/**
 * What AI assistants and agents read: /llms.txt, /llms-full.txt, the Markdown
 * twins with the same facts as their pages, the "Copy page" control, and the
 * MCP server at /mcp, against the production build.
 */
import AxeBuilder from '@axe-core/playwright';
import { markdownTwinPaths } from '../../app/site-manifest';
import { expect, test, waitForHydration } from './fixtures';

const twinOfEachKind = [
  '/documentation/pricing-rules.md',
  '/documentation.md',
  '/pricing.md',
  '/faq.md',
  '/features.md',
  '/how-it-works.md',
  '/vendor-integrations.md',
  '/vendor-integrations/nora.md',
  '/custom-integrations.md',
  '/case-studies.md',
  '/case-studies/fixturefarm.md',
  '/release-notes.md',
  '/terms.md',
  '/privacy.md',
  '/cookies.md',
];

/** The visible text of a page's <main>, from its prerendered HTML. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

test('llms.txt and llms-full.txt are served as UTF-8 text and named in robots.txt', async ({
  request,
}) => {
  for (const path of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^# VendorHub\n\n> VendorHub connects/);
  }
  const llms = await (await request.get('/llms.txt')).text();
  for (const { path } of markdownTwinPaths) expect(llms).toContain(`https://vendorhub.io${path})`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('https://vendorhub.io/llms.txt');
});

for (const path of twinOfEachKind) {
  test(`${path} is Markdown with the facts of its page`, async ({ request }) => {
    const page = path.slice(0, -'.md'.length);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.split('\n')[2]).toBe(`Canonical: <https://vendorhub.io${page}>`);

    const html = await (await request.get(page)).text();
    expect(html).toContain(
      `<link rel="alternate" type="text/markdown" href="https://vendorhub.io${path}"/>`,
    );
    // Every amount of money the page shows is in its twin.
    const amounts = new Set(
      [...mainText(html).matchAll(/\$(\d[\d,]*(?:\.\d{2})?)/g)].map((m) => m[1]!),
    );
    for (const amount of amounts) expect(markdown, `$${amount}`).toContain(amount);
  });
}

test('an unknown twin is a 404, not a page', async ({ request }) => {
  const response = await request.get('/documentation/no-such-article.md');
  expect(response.status()).toBe(404);
});

test('Copy page copies the article as Markdown by keyboard and says "Copied"', async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/documentation/pricing-rules');
  await waitForHydration(page);
  const copy = page.getByRole('link', { name: 'Copy page' });
  await copy.focus();
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
  expect(page.url()).toMatch(/\/documentation\/pricing-rules$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^# Pricing Rules\n\nCanonical: <https:\/\/vendorhub\.io\/documentation\/pricing-rules>/,
  );
  expect(copied).toContain('| Markup       | 50.00 × 1.65                | 82.50 |');
  expect(problems).toEqual([]);
});

test('Copy page works before any script runs: it opens the Markdown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/documentation/quantity-check');
    await page.getByRole('link', { name: 'Copy page' }).click();
    await expect(page).toHaveURL(/\/documentation\/quantity-check\.md$/);
    expect(await page.textContent('body')).toContain('# Quantity Check');
  } finally {
    await context.close();
  }
});

test('an article page with the Copy page control has no axe violations', async ({ page }) => {
  await page.goto('/documentation/pricing-rules');
  await waitForHydration(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('/mcp answers a JSON-RPC tools/list and a tool call over plain HTTP', async ({ request }) => {
  const rpc = (id: number, method: string, params?: unknown) =>
    request.post('/mcp', {
      headers: { Accept: 'application/json, text/event-stream' },
      data: { jsonrpc: '2.0', id, method, params },
    });
  const list = await rpc(1, 'tools/list');
  expect(list.status()).toBe(200);
  expect(list.headers()['content-type']).toContain('application/json');
  const { result } = (await list.json()) as { result: { tools: { name: string }[] } };
  expect(result.tools.map((t) => t.name)).toContain('search_site');
  const call = await rpc(2, 'tools/call', {
    name: 'vendor_lookup',
    arguments: { name: 'Nora Lighting' },
  });
  expect(JSON.stringify(await call.json())).toContain(
    'https://vendorhub.io/vendor-integrations/nora',
  );
});
