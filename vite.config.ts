import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { slimPreloadHelper } from './scripts/lib/slim-preload-helper';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), slimPreloadHelper()],
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // lucide-react's icon modules draw through this one function; ours is a
      // fraction of its size (docs/decisions/010-controls-before-javascript.md).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: new URL('./app/lib/lucide-icon.ts', import.meta.url).pathname,
      },
    ],
  },
  // Bundled for prerendering too, so the HTML is drawn by the same function
  // as the browser's.
  ssr: { noExternal: ['lucide-react'] },
  define: {
    // The copyright year the prerendered HTML was built with; the footer
    // hydrates with it and then moves to the visitor's current year.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Inline nothing as base64: the CSP and the precompression step both
    // work on real files.
    assetsInlineLimit: 0,
    // Preload links are dropped from the pages anyway (decision 003); this
    // keeps Vite's polyfill for them out of the entry chunk.
    modulePreload: false,
  },
});
