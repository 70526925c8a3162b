import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Cookie Policy',
    path: '/cookies',
    description:
      'Which cookies and browser storage the VendorHub website and its embedded tools use, and how to control them. Last updated July 11, 2025.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Legal"
      title="Cookie Policy"
      lead="Which cookies and browser storage this website and its embedded tools use, and how you can control them. Last updated July 11, 2025."
    />
  );
}
