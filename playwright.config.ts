import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
// One data folder per run, the same in the runner and its workers (they
// inherit the environment), so the form tests can read back what was stored.
process.env.E2E_RUN_ID ??= String(Date.now());
/**
 * Port of the stand-in shop site of the chat's CORS tests: another origin,
 * allowed by CHAT_ALLOWED_ORIGINS, that embeds the published n8n widget.
 */
export const e2eShopPort = port + 1000;
/** Where the server under test stores submissions. */
export const e2eDataDir = `.e2e-data/run-${process.env.E2E_RUN_ID}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build, served the way `npm start` serves it, with its
    // own data folder so tests never touch a developer's data.
    command: `npx tsx server/main.ts`,
    // A fresh data folder per run; a high rate limit, since every test posts from 127.0.0.1.
    // The shop site of the chat's CORS test may call the bot from its own origin.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      RATE_LIMIT_MAX: '100000',
      CHAT_ALLOWED_ORIGINS: `http://127.0.0.1:${e2eShopPort}`,
      CHAT_RATE_LIMIT_MAX: '100000',
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
