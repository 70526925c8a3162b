import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    path: '/terms',
    description:
      'The terms that govern your use of VendorHub, including trials, billing, plan changes, cancellation and data retention. Last updated July 11, 2025.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Legal"
      title="Terms of Service"
      lead="The agreement between you and VendorHub, Inc. for the use of the service. Last updated July 11, 2025."
    />
  );
}
