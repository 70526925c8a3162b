import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CtaBand } from '~/components/cta-band';
import { PageHeading } from '~/components/page-heading';
import { StatusBadge } from '~/components/vendors/status-badge';
import { vendorCategories } from '~/content/vendors';
import { useHydrated } from '~/hooks/use-hydrated';
import { cn } from '~/lib/cn';
import { pageMeta } from '~/lib/meta';
import { slugify } from '~/lib/slug';
import {
  filterVendors,
  readFilter,
  statusFilters,
  writeFilter,
  type VendorFilter,
} from '~/lib/vendor-filter';

export const meta = () =>
  pageMeta({
    title: 'Vendor Integrations',
    path: '/vendor-integrations',
    description:
      'The vendors VendorHub already integrates with, by category: lighting and furniture, marketplaces, adult, automotive and medical supplies.',
  });

export default function VendorIntegrations() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page is the unfiltered list; the URL's filter applies once hydrated.
  const filter: VendorFilter = hydrated ? readFilter(params) : { query: '', status: 'all' };
  const { categories, count, total } = filterVendors(vendorCategories, filter);
  const update = (next: Partial<VendorFilter>) =>
    setParams(writeFilter({ ...filter, ...next }), { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeading
        eyebrow="Integrations"
        title="Vendor Integrations"
        lead="The vendors we already integrate with, grouped by category. Pre-built integrations are set up free; live ones are ready to connect today."
      />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <form
          role="search"
          aria-label="Filter vendors"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end md:justify-between"
        >
          <div className="md:w-80">
            <label htmlFor="vendor-search" className="text-sm font-medium text-slate-800">
              Search vendors
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id="vendor-search"
                type="search"
                value={filter.query}
                onChange={(event) => update({ query: event.target.value })}
                placeholder="Vendor or category"
                autoComplete="off"
                className="h-11 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
              />
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Status</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {statusFilters.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'inline-flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                    filter.status === option.value
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600',
                  )}
                >
                  <input
                    type="radio"
                    name="status"
                    value={option.value}
                    checked={filter.status === option.value}
                    onChange={() => update({ status: option.value })}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </form>

        <p role="status" className="mt-6 text-sm text-slate-600">
          {count === total
            ? `Showing all ${total} vendors`
            : `Showing ${count} of ${total} vendors`}
        </p>

        {categories.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No vendors match your search.{' '}
            <Link
              to="/custom-integrations"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              Request a custom integration
            </Link>{' '}
            for a vendor we do not list.
          </p>
        ) : (
          categories.map((category) => {
            const headingId = `category-${slugify(category.name)}`;
            return (
              <section key={category.name} aria-labelledby={headingId} className="mt-10">
                <h2 id={headingId} className="text-xl font-bold text-slate-900">
                  {category.name}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {category.vendors.map((vendor) => (
                    <li
                      key={vendor.name}
                      className="flex flex-col justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                    >
                      <div className="flex items-start justify-between gap-3">
                        <h3 className="font-semibold text-slate-900">{vendor.name}</h3>
                        <StatusBadge status={vendor.status} />
                      </div>
                      {vendor.status === 'live' ? (
                        <Link
                          to={vendor.slug ? `/vendor-integrations/${vendor.slug}` : '/contact'}
                          className="text-sm font-semibold text-brand-700 hover:underline"
                        >
                          Learn More<span className="sr-only"> about {vendor.name}</span>
                        </Link>
                      ) : (
                        <p className="text-sm text-slate-600">
                          {vendor.status === 'beta'
                            ? 'In testing with early customers.'
                            : 'On our roadmap.'}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </div>
      <CtaBand
        title="Don't see your vendor?"
        lead="We build custom integrations for vendors with an API, CSV or Excel files, a portal or FTP. Read the documentation to see how vendors connect."
        primary={{ label: 'Request a custom integration', to: '/custom-integrations' }}
        secondary={{ label: 'Read the documentation', to: '/documentation' }}
      />
    </>
  );
}
