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

test('the favicon answers as SVG', async ({ request }) => {
  const response = await request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
});
