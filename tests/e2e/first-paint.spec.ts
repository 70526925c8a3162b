/**
 * Every tap works from the first paint: on a phone-like machine (CPU slowed
 * six times through the DevTools protocol, a slow mobile connection) each
 * control is tapped within 50 ms of the first paint, long before the page has
 * hydrated, and must have its effect exactly once by the time it has.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface TapRecord {
  /** performance.now() right after the first frame that painted the control. */
  shownAt: number;
  /** Where the control was in that frame. */
  rect: { x: number; y: number; width: number; height: number } | null;
  /** When the tap was made (the pointerdown's timestamp, same clock). */
  at: number;
  hydratedAtTap: boolean;
  /** Every value the chat launcher's aria-expanded took, in order. */
  chatExpanded: string[];
}

const tapRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tapRecord: TapRecord }).__tapRecord);

async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

/** Loads of a page allowed for one tap within 50 ms of its paint. */
const MAX_LOADS = 10;

/**
 * Opens `path` and taps the control `selector` within 50 ms of the first
 * frame that paints it in view. On a slow connection the HTML arrives in
 * pieces and the first paint may come before the control has arrived, so the
 * clock starts at the first frame that shows the control.
 */
async function tapAtFirstPaint(page: Page, problems: string[], path: string, selector: string) {
  // The page reports that frame through a bare DevTools binding, which
  // reaches the test at once (polling would wait behind the busy page, and
  // Playwright's exposeFunction adds a round trip back into the page), and
  // the test taps right away with a bare press and release, as a finger
  // makes: a pointer move first would wait for the busy page to take it.
  const cdp = await page.context().newCDPSession(page);
  let tapped: Promise<unknown> | undefined;
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: '__controlShown' });
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== '__controlShown') return;
    const rect = JSON.parse(payload) as NonNullable<TapRecord['rect']>;
    const at = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    const mouse = { ...at, button: 'left', buttons: 1, clickCount: 1 } as const;
    tapped ??= Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse, buttons: 0 }),
    ]);
  });
  await page.addInitScript((selector: string) => {
    const record: TapRecord = {
      shownAt: -1,
      rect: null,
      at: -1,
      hydratedAtTap: false,
      chatExpanded: [],
    };
    Object.assign(window, { __tapRecord: record });
    // A task queued from a frame callback runs once that frame is painted.
    const painted = new MessageChannel();
    painted.port1.onmessage = () => {
      const control = document.querySelector(selector)!;
      record.shownAt = performance.now();
      const { x, y, width, height } = control.getBoundingClientRect();
      record.rect = { x, y, width, height };
      (window as unknown as { __controlShown: (rect: string) => void }).__controlShown(
        JSON.stringify(record.rect),
      );
    };
    // The control counts as shown once it is in the page and in view.
    const frame = () => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box && box.bottom > 0 && box.top < innerHeight) painted.port2.postMessage(null);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted || record.at >= 0) return;
        record.at = event.timeStamp;
        record.hydratedAtTap = document.documentElement.dataset.hydrated === 'true';
      },
      true,
    );
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        const el = m.target as Element;
        if (el.getAttribute('data-early') === 'chat') {
          record.chatExpanded.push(el.getAttribute('aria-expanded') ?? '');
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  }, selector);

  // The report of the paint can itself reach the test late: measured here,
  // 4 to 150 ms from the paint to the press on /pricing, with the test's own
  // event loop idle, so the wait is inside the browser and the test cannot
  // shorten it. About half the loads land within 50 ms, so load again (at
  // most ten times) until a tap does; only such a tap counts.
  for (let attempt = 1; ; attempt++) {
    tapped = undefined;
    problems.length = 0;
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => tapped !== undefined, { timeout: 30_000 }).toBe(true);
    await tapped;
    await expect.poll(async () => (await tapRecord(page)).at).toBeGreaterThanOrEqual(0);
    const record = await tapRecord(page);
    if (record.at - record.shownAt < 50 || attempt === MAX_LOADS) {
      expect(record.at - record.shownAt, 'tapped within 50 ms of the paint').toBeLessThan(50);
      expect(record.hydratedAtTap, 'tapped before hydration').toBe(false);
      break;
    }
    // Let this load finish before the next, so no request is cut off.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // A new document each time (the same URL with a #hash would not be one).
    await page.goto('about:blank');
  }
  await waitForHydration(page);
  // Give a late second toggle (the tap handled twice) time to show.
  await page.waitForTimeout(300);
}

// Tagged @timing: `npm run test:e2e` runs these alone, after the rest, so that
// another worker's load does not make the test itself late to tap.
test.describe('taps before hydration, CPU 6x slower on a slow network', { tag: '@timing' }, () => {
  // Up to MAX_LOADS slowed loads of a page, each about 5 s.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await slowDown(page);
  });

  test('the chat button opens the chat once', async ({ page, problems }) => {
    await tapAtFirstPaint(page, problems, '/features', '[data-early="chat"]');
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close chat' }).last()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const { chatExpanded } = await tapRecord(page);
    // Hydrated closed (or not yet rendered), then opened once: never closed again.
    expect(chatExpanded.filter((v) => v === 'true')).toHaveLength(1);
    expect(chatExpanded.at(-1)).toBe('true');
    expect(problems).toEqual([]);
  });

  test('the mobile menu button opens the menu', async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await tapAtFirstPaint(page, problems, '/', 'button[popovertarget="mobile-menu"]');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(problems).toEqual([]);
  });

  test('a billing option switches the prices', async ({ page, problems }) => {
    await tapAtFirstPaint(page, problems, '/pricing', '#billing-monthly');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByTestId('price-basic').getByText('$99', { exact: true })).toBeVisible();
    await expect(page.getByTestId('price-basic').getByText('$89', { exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: /with Basic, billed monthly/ })).toHaveAttribute(
      'href',
      /billing=monthly/,
    );
    expect(problems).toEqual([]);
  });

  test('a home accordion item opens', async ({ page, problems }) => {
    // The anchor brings the accordion into view as the page loads.
    await tapAtFirstPaint(
      page,
      problems,
      '/#faq-heading',
      'section[aria-labelledby="faq-heading"] details:first-child summary',
    );
    await expect(
      page.getByRole('region', { name: 'Frequently asked questions' }).locator('details').first(),
    ).toHaveAttribute('open');
    expect(problems).toEqual([]);
  });

  test('a FAQ page item opens', async ({ page, problems }) => {
    await tapAtFirstPaint(
      page,
      problems,
      '/faq',
      '#faq-category-panel-general details:first-child summary',
    );
    await expect(page.locator('#faq-category-panel-general details').first()).toHaveAttribute(
      'open',
    );
    expect(problems).toEqual([]);
  });

  test('a documentation tab shows its category', async ({ page, problems }) => {
    await tapAtFirstPaint(page, problems, '/documentation', '#docs-category-user-guide');
    await expect(page.getByRole('radio', { name: 'User Guide' })).toBeChecked();
    const shown = page.locator('[id^="docs-category-panel-"]').filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('heading', { level: 2 })).toHaveText('User Guide');
    expect(problems).toEqual([]);
  });
});
