/** What search engines and feed readers fetch: sitemap, robots.txt, the release-notes feed, the favicon. */
import { sitePages } from '../../app/site-manifest';
import { expect, test } from './fixtures';

test('the sitemap lists exactly the indexable prerendered pages, with dates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1]!.replace('https://vendorhub.io', '') || '/',
  );
  expect(locs.sort()).toEqual(
    sitePages
      .filter((p) => p.indexable)
      .map((p) => p.path)
      .sort(),
  );
  expect(locs).not.toContain('/application');
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toContain('Sitemap: https://vendorhub.io/sitemap.xml');
});

test('the release-notes feed lists every release and is linked from the page and its head', async ({
  request,
}) => {
  const feed = await (await request.get('/release-notes/feed.xml')).text();
  expect(feed).toContain('<rss version="2.0"');
  expect(feed).toContain('<title>Version 2.1.0</title>');
  const html = await (await request.get('/release-notes')).text();
  expect(html).toContain(
    '<link rel="alternate" type="application/rss+xml" title="VendorHub release notes" href="/release-notes/feed.xml"/>',
  );
  expect(html).toMatch(/<a[^>]*href="\/release-notes\/feed.xml"/);
});

test('the favicon answers as SVG, and every page carries the same icon inline', async ({
  request,
  page,
}) => {
  const response = await request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  const file = (await response.text()).trim();

  // Inline, so the browser makes no request for it while the page loads.
  await page.goto('/pricing');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const inline = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
  expect(inline).toBe(file.replaceAll('"', "'"));
  const icon = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, href!);
  expect(icon.width).toBeGreaterThan(0);
  expect(icon.height).toBeGreaterThan(0);
});

test('every page has a social preview image of its section that exists', async ({ request }) => {
  const seen = new Set<string>();
  for (const page of sitePages) {
    const html = await (await request.get(page.path)).text();
    const image =
      /<meta property="og:image" content="https:\/\/vendorhub\.io(\/og\/[a-z-]+\.png)"\/>/.exec(
        html,
      )?.[1];
    expect(image, page.path).toBeTruthy();
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    seen.add(image!);
  }
  for (const image of seen) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(seen.size).toBe(8);
});

test('the web app manifest and the apple-touch icon answer with the right types', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const data = (await manifest.json()) as {
    name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(data).toMatchObject({ name: 'VendorHub', theme_color: '#2548eb' });
  for (const icon of data.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.headers()['content-type']).toBe('image/png');
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  expect(html).toContain('<meta name="theme-color" content="#2548eb"/>');
});
