import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Documentation',
    path: '/documentation',
    description:
      'Guides for setting up and running VendorHub: connect your Shopify store, add vendors, sync inventory and prices, route orders and troubleshoot.',
  });

export default function Documentation() {
  return (
    <>
      <PageHeading
        eyebrow="Documentation"
        title="Documentation"
        lead="Everything you need to set up and run VendorHub, from connecting your Shopify store to pricing rules and troubleshooting."
      />
      <section
        id="api"
        aria-labelledby="api-heading"
        className="mx-auto max-w-4xl scroll-mt-24 px-4 pb-20 sm:px-6 lg:px-8"
      >
        <h2 id="api-heading" className="text-2xl font-bold text-slate-900">
          API Reference
        </h2>
        <p className="mt-4 text-slate-600">
          The VendorHub REST API lets you create products from vendor SKUs, link existing store
          products, list and count your products, and update quantity or price. Requests use JSON
          and a Bearer token. API access is included in the Premium plan.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button to="/pricing" variant="outline">
            Compare plans
          </Button>
          <Button to="/contact" variant="text">
            Ask about API access
          </Button>
        </div>
      </section>
    </>
  );
}
