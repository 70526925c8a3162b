import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { resourceRoutes, sitePages } from './site-manifest';

export default [
  ...sitePages.map((page) =>
    page.path === '/'
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  ...resourceRoutes.map((resource) =>
    route(resource.path.slice(1), resource.file, { id: resource.id }),
  ),
  // Known vendors have their own entries above; any other slug gets the
  // vendor-specific not-found page.
  route('vendor-integrations/:slug', 'routes/vendor-not-found.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
