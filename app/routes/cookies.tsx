import { LegalPage } from '~/components/legal-page';
import { cookies } from '~/content/legal';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cookies';

// Runs at build time: the long legal text reaches the browser as this page's
// prerendered data, not inside the JavaScript bundle.
export function loader() {
  return { document: cookies };
}

export const meta = () =>
  pageMeta({
    title: 'Cookie Policy',
    path: '/cookies',
    description:
      'Which cookies and browser storage the VendorHub website and its embedded tools use, and how to control them. Last updated July 11, 2025.',
  });

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
