import { defineConfig } from 'vitest/config';

/**
 * Tests that start the real server (`server/main.ts`) as a process against
 * the production build: startup checks, the data folder lock, shutdown and
 * storage faults. `npm run test:integration`, after `npm run build`.
 */
export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test starts servers of its own; two at a time is what 2 cores take.
    maxWorkers: 2,
  },
});
