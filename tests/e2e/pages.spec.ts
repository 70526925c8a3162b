/**
 * Every route, as a search engine or a visitor without JavaScript gets it:
 * status, content already in the HTML, metadata, headers. Then in the
 * browser: the unknown routes hydrate as their 404 page with no console error
 * (the known routes are checked in a11y.spec.ts, with their axe scan).
 */
import { footerGroups, footerLegalLinks, headerLinks } from '../../app/content/navigation';
import { expect, test, waitForHydration } from './fixtures';
import { knownPaths, unknownPaths } from './routes';

const layoutHrefs = [
  ...headerLinks.map((l) => l.to),
  '/contact',
  ...footerGroups.flatMap((g) => g.links.map((l) => l.to)),
  ...footerLegalLinks.map((l) => l.to),
];

test.describe('prerendered HTML', () => {
  for (const path of knownPaths) {
    test(`${path} answers 200 with its h1, layout and metadata in the HTML`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      for (const href of layoutHrefs) expect(html).toContain(`href="${href}"`);
      expect(html).toContain('href="https://app.vendorhub.io/auth/login"');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(
        `<link rel="canonical" href="https://vendorhub.io${path === '/' ? '' : path}"/>`,
      );
      expect(html).toContain('<meta property="og:title"');
    });
  }

  test('titles and descriptions are unique across the site', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of knownPaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  for (const { path, title } of unknownPaths) {
    test(`${path} answers 404 with "${title}"`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test('the not-found page has the exact text and a link home', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text();
    expect(html).toContain(
      'The page you&#x27;re looking for doesn&#x27;t exist or has been moved.',
    );
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go back home<\/a>/);
  });

  test('the vendor not-found page has the exact text', async ({ request }) => {
    const html = await (await request.get('/vendor-integrations/no-such-vendor')).text();
    expect(html).toContain('The vendor you are looking for does not exist.');
  });
});

// Every known route's hydration without a console error is checked with its axe scan
// (a11y.spec.ts), from the same page load.
test.describe('in the browser', () => {
  for (const { path, title } of unknownPaths) {
    test(`${path} hydrates as "${title}" with no console error`, async ({
      page,
      problems,
      baseURL,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Chromium logs the document's own 404 status as a network message; it
      // is the status this page must have, not an error of the page. Anything
      // else (a script error, a hydration warning, another failed request)
      // still fails the test.
      const ownStatus = `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${baseURL}${path})`;
      expect(problems.filter((p) => p !== ownStatus)).toEqual([]);
    });
  }
});
