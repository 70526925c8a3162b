import { data } from 'react-router';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { findVendorBySlug } from '~/content/vendors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/vendor';

// Runs at build time only: each vendor page is prerendered with its data.
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.split('/').pop();
  const vendor = findVendorBySlug(slug);
  if (!vendor) throw data(null, { status: 404 });
  return { vendor };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.vendor.name} Integration`,
    path: `/vendor-integrations/${data.vendor.slug}`,
    description: `Connect ${data.vendor.name} to your Shopify store with VendorHub: inventory, prices, orders and tracking in sync. Setup is free.`,
  });

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor } = loaderData;
  return (
    <PageHeading
      eyebrow={vendor.category}
      title={`${vendor.name} Integration`}
      lead={`VendorHub's pre-built ${vendor.name} integration keeps your Shopify store's inventory, prices and orders in sync with ${vendor.name}. Setup is free.`}
    >
      <Button to="/contact">Request this integration</Button>
      <Button to="/vendor-integrations" variant="outline">
        All vendor integrations
      </Button>
    </PageHeading>
  );
}
