import { LegalPage } from '~/components/legal-page';
import { privacy } from '~/content/legal';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy';

// Runs at build time: the long legal text reaches the browser as this page's
// prerendered data, not inside the JavaScript bundle.
export function loader() {
  return { document: privacy };
}

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    path: '/privacy',
    description:
      'How VendorHub collects, uses, hosts and protects your data, where it is stored in the US and Europe, and how long it is kept. Last updated July 11, 2025.',
  });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
