import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'About VendorHub',
    path: '/about',
    description:
      'VendorHub was founded in 2022 to give merchants who sell from many vendors one place to sync inventory, listings, prices and orders.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Company"
      title="About VendorHub"
      lead="Founded in 2022, VendorHub helps merchants who sell from many vendors keep inventory, listings, prices and orders in sync without manual data entry."
    />
  );
}
