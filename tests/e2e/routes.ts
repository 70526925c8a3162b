/** The URLs the browser tests visit, from the same manifest the site is built from. */
import { sitePages } from '../../app/site-manifest';

export const knownPaths = sitePages.map((page) => page.path);

/** Unknown URLs and the not-found page each must show. */
export const unknownPaths = [
  { path: '/no-such-page', title: 'Page Not Found' },
  { path: '/documentation/no-such-article', title: 'Page Not Found' },
  { path: '/case-studies/no-such-story', title: 'Page Not Found' },
  { path: '/vendor-integrations/no-such-vendor', title: 'Vendor Not Found' },
];
