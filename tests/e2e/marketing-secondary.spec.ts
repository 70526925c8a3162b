/**
 * Legal pages, release notes, careers and case studies (spec §2 "Case
 * studies", "Careers", "Release notes, legal"; §3; §9): the exact texts, links
 * and structured data each page must have, checked on the built site.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const siteUrl = 'https://vendorhub.io';

const legalPages = [
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/cookies', title: 'Cookie Policy' },
];

const jobTitles = [
  'Customer Support Specialist',
  'Low-Code E-commerce Automation Specialist',
  'Middle React Frontend Developer',
  'Golang Junior Backend Developer',
];

/** Listed on /case-studies, in this order. */
const listedStories = [
  { slug: 'fixturefarm', company: 'FixtureFarm', figure: '92%', quote: true },
  { slug: 'evertail', company: 'Evertail', figure: '1,200', quote: true },
  // A real retailer: its story names no people and carries no quote.
  { slug: 'condomania', company: 'Condomania', figure: '~1 hr', quote: false },
];

/** Every story page, including the one reachable only by its URL. */
const allStories = [
  ...listedStories,
  { slug: 'fashionplus', company: 'FashionPlus', figure: '70%', quote: true },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Every JSON-LD object on the page; JSON.parse throws, and fails the test, on invalid JSON. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The article whose h2 is exactly this text. */
function articleTitled(scope: Locator, page: Page, title: string): Locator {
  return scope
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test.describe('legal pages', () => {
  for (const { path, title } of legalPages) {
    test(`${path}: title, last updated date, contents and contact`, async ({ page }) => {
      await open(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText('Last updated July 11, 2025', { exact: true })).toBeVisible();
      await expect(main.locator('time')).toHaveAttribute('datetime', '2025-07-11');

      // The table of contents names every section, in order, and points at its h2.
      const toc = main.getByRole('navigation', { name: 'On this page' });
      const tocLinks = toc.getByRole('link');
      const tocTexts = await tocLinks.allTextContents();
      expect(tocTexts.length).toBeGreaterThan(0);
      const sectionHeadings = main
        .getByRole('heading', { level: 2 })
        .filter({ hasNotText: 'On this page' });
      expect(await sectionHeadings.allTextContents()).toEqual(tocTexts);
      for (let i = 0; i < tocTexts.length; i++) {
        const href = await tocLinks.nth(i).getAttribute('href');
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(main.locator(`h2[id="${href!.slice(1)}"]`)).toHaveText(tocTexts[i]!);
      }

      // Following the last entry brings its section into view.
      const last = tocLinks.last();
      const lastHref = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
      await expect(main.locator(`h2[id="${lastHref.slice(1)}"]`)).toBeInViewport();

      await expect(
        main.getByText('Questions? Contact privacy@vendorhub.io.', { exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole('link', { name: 'privacy@vendorhub.io', exact: true }),
      ).toHaveAttribute('href', 'mailto:privacy@vendorhub.io');
    });
  }
});

test.describe('release notes', () => {
  test('versions newest first, 2.1.0 first and marked Latest, with its date', async ({ page }) => {
    await open(page, '/release-notes');
    const main = page.getByRole('main');
    const releases = main.getByRole('article');

    const headings = await releases.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('Version 2.1.0');
    for (const heading of headings) expect(heading).toMatch(/^Version \d+\.\d+\.\d+$/);
    const versions = headings.map((h) => h.replace('Version ', '').split('.').map(Number));
    for (let i = 1; i < versions.length; i++) {
      const [a, b] = [versions[i - 1]!, versions[i]!];
      const newer = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(newer, `${headings[i - 1]} before ${headings[i]}`).toBeGreaterThan(0);
    }
    const dates = await releases
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toHaveLength(headings.length);
    expect([...dates].sort().reverse()).toEqual(dates);

    const latest = releases.first();
    await expect(latest).toHaveAttribute('id', 'v2-1-0');
    await expect(latest.locator('time')).toHaveAttribute('datetime', '2025-08-19');
    await expect(latest.locator('time')).toHaveText('August 19, 2025');
    await expect(latest.getByText('Latest', { exact: true })).toBeVisible();
    await expect(main.getByText('Latest', { exact: true })).toHaveCount(1);
    // 2.1.0 has all three kinds of change, each a heading over a list.
    expect(await latest.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'New features',
      'Improvements',
      'Bug fixes',
    ]);
    await expect(latest.getByRole('list')).toHaveCount(3);
  });

  test('a release can be linked to by its version', async ({ page }) => {
    await open(page, '/release-notes#v2-0-0');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Version 2.0.0', exact: true }),
    ).toBeInViewport();
  });
});

test.describe('careers', () => {
  test('the four positions, each with its details and an Apply Now link', async ({ page }) => {
    await open(page, '/careers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(main.getByRole('article')).toHaveCount(4);

    for (const title of jobTitles) {
      const job = articleTitled(main, page, title);
      await expect(job).toHaveCount(1);
      await expect(job).toContainText('Remote');
      await expect(job).toContainText('Full-time');
      await expect(
        job.getByRole('heading', { level: 3, name: 'Responsibilities', exact: true }),
      ).toBeVisible();
      await expect(
        job.getByRole('heading', { level: 3, name: 'Qualifications', exact: true }),
      ).toBeVisible();
      const apply = job.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveCount(1);
      await expect(apply).toHaveAttribute(
        'href',
        `/application?position=${encodeURIComponent(title)}`,
      );
    }

    await expect(
      main.getByRole('heading', { level: 2, name: "Don't see your role?", exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'careers@vendorhub.io', exact: true }),
    ).toHaveAttribute('href', 'mailto:careers@vendorhub.io');
  });

  test('Apply Now opens the application with the position in the URL', async ({ page }) => {
    await open(page, '/careers');
    const title = 'Low-Code E-commerce Automation Specialist';
    await articleTitled(page.getByRole('main'), page, title)
      .getByRole('link', { name: /^Apply Now/ })
      .click();
    await expect(page).toHaveURL(`/application?position=${encodeURIComponent(title)}`);
  });

  test('one valid JobPosting per position, titled as the page shows it', async ({ page }) => {
    await open(page, '/careers');
    const visibleTitles = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect([...visibleTitles].sort()).toEqual([...jobTitles].sort());

    const postings = (await structuredData(page)).filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual(visibleTitles);
    for (const posting of postings) {
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting.url).toBe(
        `${siteUrl}/application?position=${encodeURIComponent(String(posting.title))}`,
      );
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.employmentType).toBe('FULL_TIME');
      expect(posting.hiringOrganization).toMatchObject({ name: 'VendorHub' });
      expect(posting.jobLocationType).toBe('TELECOMMUTE');
      expect(posting.applicantLocationRequirements).toContainEqual({
        '@type': 'Country',
        name: 'United States',
      });
    }
  });
});

test.describe('case studies', () => {
  test('/case-studies lists FixtureFarm, Evertail and Condomania, and not FashionPlus', async ({
    page,
  }) => {
    await open(page, '/case-studies');
    const main = page.getByRole('main');

    const storyHrefs = await main
      .locator('a[href^="/case-studies/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(storyHrefs).toEqual(listedStories.map((s) => `/case-studies/${s.slug}`));

    const readLinks = main.getByRole('link', { name: /^Read the story/ });
    await expect(readLinks).toHaveCount(listedStories.length);
    for (const [index, story] of listedStories.entries()) {
      const link = readLinks.nth(index);
      await expect(link).toHaveAttribute('href', `/case-studies/${story.slug}`);
      // Four links that all read 'Read the story' out of context would be ambiguous.
      await expect(link).toHaveAccessibleName(new RegExp(`^Read the story.*${story.company}`));
      const card = articleTitled(main, page, story.company);
      await expect(card.getByText(story.figure, { exact: true })).toBeVisible();
    }

    await expect(main.locator('a[href="/case-studies/fashionplus"]')).toHaveCount(0);
    await expect(main.getByText('FashionPlus')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Schedule a Demo', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  for (const { slug, company, figure, quote } of allStories) {
    test(`/case-studies/${slug}: the story, breadcrumbs, back link and Schedule a Demo`, async ({
      page,
    }) => {
      await open(page, `/case-studies/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toContainText(company);
      await expect(main.getByText(figure, { exact: true })).toBeVisible();
      for (const name of ['The challenge', 'The solution', 'The results']) {
        await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      if (quote) {
        await expect(main.getByRole('figure').locator('blockquote')).toBeVisible();
        await expect(main.getByRole('figure').locator('figcaption')).toBeVisible();
      } else {
        await expect(main.locator('blockquote')).toHaveCount(0);
      }

      await expect(
        main.getByRole('link', { name: 'Back to case studies', exact: true }),
      ).toHaveAttribute('href', '/case-studies');
      await expect(
        main.getByRole('link', { name: 'Schedule a Demo', exact: true }),
      ).toHaveAttribute('href', '/contact');

      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(crumbs.getByRole('link', { name: 'Case Studies', exact: true })).toHaveAttribute(
        'href',
        '/case-studies',
      );
      await expect(crumbs.getByText(company, { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const breadcrumbList = (await structuredData(page)).filter(
        (d) => d['@type'] === 'BreadcrumbList',
      );
      expect(breadcrumbList).toHaveLength(1);
      expect(breadcrumbList[0]!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: siteUrl },
        { '@type': 'ListItem', position: 2, name: 'Case Studies', item: `${siteUrl}/case-studies` },
        {
          '@type': 'ListItem',
          position: 3,
          name: company,
          item: `${siteUrl}/case-studies/${slug}`,
        },
      ]);
    });
  }
});

test.describe('without JavaScript', () => {
  // The content comes from build-time loaders; it must be in the prerendered HTML itself.
  test.use({ javaScriptEnabled: false });

  test('every page shows its key content', async ({ page }) => {
    for (const { path } of legalPages) {
      await page.goto(path);
      await expect(page.getByText('Last updated July 11, 2025', { exact: true })).toBeVisible();
    }
    await page.goto('/release-notes');
    await expect(page.getByRole('article').first()).toContainText('Version 2.1.0');
    await expect(page.getByRole('article').first()).toContainText('August 19, 2025');
    await page.goto('/careers');
    for (const title of jobTitles) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await page.goto('/case-studies');
    await expect(page.getByRole('link', { name: /^Read the story/ })).toHaveCount(3);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const paths = [
    ...legalPages.map((p) => p.path),
    '/release-notes',
    '/careers',
    '/case-studies',
    ...allStories.map((s) => `/case-studies/${s.slug}`),
  ];
  for (const path of paths) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
