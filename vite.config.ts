import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  define: {
    // The copyright year the prerendered HTML was built with; the footer
    // hydrates with it and then moves to the visitor's current year.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Inline nothing as base64: the CSP and the precompression step both
    // work on real files.
    assetsInlineLimit: 0,
  },
});
