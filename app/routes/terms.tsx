import { LegalPage } from '~/components/legal-page';
import { terms } from '~/content/legal';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/terms';

// Runs at build time: the long legal text reaches the browser as this page's
// prerendered data, not inside the JavaScript bundle.
export function loader() {
  return { document: terms };
}

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    path: '/terms',
    description:
      'The terms that govern your use of VendorHub, including trials, billing, plan changes, cancellation and data retention. Last updated July 11, 2025.',
  });

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
