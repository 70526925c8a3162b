import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Vendor Integrations',
    path: '/vendor-integrations',
    description:
      'The vendors VendorHub already integrates with, by category: lighting and furniture, marketplaces, adult, automotive and medical supplies.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Integrations"
      title="Vendor Integrations"
      lead="The vendors we already integrate with, grouped by category. Pre-built integrations are set up free."
    />
  );
}
