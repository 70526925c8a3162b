import { Link } from 'react-router';

export interface TierWithVendors {
  id: string;
  name: string;
  description: string;
  /** "Basic, Plus, Premium and Enterprise". */
  plansLabel: string;
  vendors: { name: string; slug?: string; status: 'live' | 'beta' | 'coming-soon' }[];
}

/** What each vendor catalog tier contains and which plans include it, vendors linked to their pages. */
export function CatalogTiers({ tiers }: { tiers: TierWithVendors[] }) {
  return (
    <ol className="mx-auto mt-10 grid max-w-6xl gap-6 lg:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h3 className="font-semibold text-slate-900">{tier.name}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">Included in {tier.plansLabel}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{tier.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {tier.vendors.map((vendor) => (
              <li key={vendor.name}>
                {vendor.slug ? (
                  <Link
                    to={`/vendor-integrations/${vendor.slug}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-slate-800 underline-offset-4 hover:underline"
                  >
                    {vendor.name}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                    {vendor.name} ({vendor.status === 'beta' ? 'beta' : 'coming soon'})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
