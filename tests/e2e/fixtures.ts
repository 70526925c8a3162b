import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that records every console error, uncaught exception and failed
 * same-origin request, so a test can assert that a route loaded cleanly.
 * Hydration mismatches and CSP violations both surface as console errors.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // This machine has no Internet: an embed from another origin (the
      // meeting scheduler) cannot load, and Chromium logs the network failure.
      // The page shows its fallback link instead (tested with the contact
      // page); only that browser log line is let through.
      const url = message.location().url;
      const offlineEmbed =
        /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(
          message.text(),
        ) &&
        baseURL !== undefined &&
        !url.startsWith(baseURL);
      if (offlineEmbed) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (baseURL && request.url().startsWith(baseURL)) {
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
      }
    });
    await use(problems);
  },
});

export { expect };

/** Waits until React has hydrated the page (the root layout marks <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Lets the first POST to `url` reach the server and be stored, then drops the connection
 * before the answer arrives, as a flaky network does; later posts go through. Returns the
 * idempotency keys the posts carried, in order.
 */
export async function loseFirstAnswer(page: Page, url: string): Promise<string[]> {
  const keys: string[] = [];
  let first = true;
  await page.route(url, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      expect((await route.fetch()).status()).toBe(200);
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  return keys;
}
