import { Button } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    path: '/',
    description:
      'VendorHub connects your Shopify store with its vendors: inventory synced about every hour, AI-written listings, MAP/MSRP price rules, and orders routed with tracking pushed back.',
  });

export default function Home() {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-24 text-center sm:px-6 lg:px-8 lg:pt-28">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
          Automate your vendor operations, from inventory to tracking
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          VendorHub connects your Shopify store with your suppliers, distributors and fulfilment
          partners. Inventory, listings, prices and orders stay in sync, so you stop copying data by
          hand.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button to="/pricing" size="lg">
            Get Started
          </Button>
          <Button to="/how-it-works" size="lg" variant="outline">
            See How It Works
          </Button>
        </div>
      </div>
    </section>
  );
}
