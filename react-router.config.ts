import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/site-manifest';

export default {
  // A static site: every known route is prerendered to HTML at build time and
  // hydrated in the browser. The embedded server (server/) only serves files
  // and the form and chat endpoints.
  ssr: false,
  prerender: prerenderPaths,
  // Opt into React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
