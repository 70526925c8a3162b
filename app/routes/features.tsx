import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Features',
    path: '/features',
    description:
      'Inventory sync about every hour, AI-written listings, markup and MAP/MSRP price rules, and automatic order routing with tracking pushed back to Shopify.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Product"
      title="Features"
      lead="Inventory sync, listing automation, price management and order workflow: everything VendorHub automates between your Shopify store and your vendors."
    />
  );
}
