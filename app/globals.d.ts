/** Year the site was built; see vite.config.ts. */
declare const __BUILD_YEAR__: number;
