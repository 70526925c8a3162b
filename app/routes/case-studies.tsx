import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Case Studies',
    path: '/case-studies',
    description:
      'How merchants use VendorHub to automate inventory, listings, prices and orders across their vendors, with the results they measured.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Customers"
      title="Case Studies"
      lead="How merchants automate inventory, listings, prices and orders across their vendors, and the results they measured."
    />
  );
}
