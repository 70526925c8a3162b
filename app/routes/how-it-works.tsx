import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'How It Works',
    path: '/how-it-works',
    description:
      'Connect your Shopify store, add your vendors, configure your rules, then let VendorHub sync inventory, prices and orders automatically.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="How it works"
      title="How It Works"
      lead="Four steps take you from a connected store to automated vendor operations: connect your store, add your vendors, configure your rules, then automate and monitor."
    />
  );
}
