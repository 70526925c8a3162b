import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Documentation',
    path: '/documentation',
    description:
      'Guides for setting up and running VendorHub: connect your Shopify store, add vendors, sync inventory and prices, route orders and troubleshoot.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Documentation"
      title="Documentation"
      lead="Everything you need to set up and run VendorHub, from connecting your Shopify store to pricing rules and troubleshooting."
    />
  );
}
