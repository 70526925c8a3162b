import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/bot/**/*.test.ts',
      'integrations/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
