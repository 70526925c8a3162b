import { ArrowUpRight, Check } from 'lucide-react';
import { data } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { VendorRequestForm } from '~/components/forms/vendor-request-form';
import { Paragraphs } from '~/components/rich-text';
import { Button } from '~/components/ui/button';
import { StatusBadge } from '~/components/vendors/status-badge';
import { integrationMethodSteps, whatSyncs } from '~/content/integration-methods';
import { vendorProfiles } from '~/content/vendor-profiles';
import { plansForVendor } from '~/content/plans';
import { findVendorBySlug } from '~/content/vendors';
import { lastPathSegment } from '~/lib/links';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/vendor';

// Runs at build time only: each vendor page is prerendered with its profile.
export function loader({ url }: Route.LoaderArgs) {
  const slug = lastPathSegment(url);
  const vendor = findVendorBySlug(slug);
  const profile = vendorProfiles[slug];
  if (!vendor || !profile) throw data(null, { status: 404 });
  return {
    slug,
    status: vendor.status,
    availableOn: plansForVendor(vendor).label,
    profile,
    method: integrationMethodSteps[profile.integrationMethod],
    whatSyncs,
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.profile.name} Integration`,
    path: `/vendor-integrations/${data.slug}`,
    description: data.profile.description,
  });

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { slug, status, profile, method } = loaderData;
  const facts: [string, React.ReactNode][] = [
    ['Integration method', profile.integrationMethod],
    ['Setup cost', profile.setupCost],
    ['Category', profile.category],
    ['Available on', `${loaderData.availableOn} plans`],
    ['Products synced', profile.productCount],
    ['Specialization', profile.specialization],
  ];
  return (
    <>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 lg:px-8">
          <Breadcrumbs
            items={[
              { name: 'Vendor Integrations', path: '/vendor-integrations' },
              { name: profile.name, path: `/vendor-integrations/${slug}` },
            ]}
          />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {profile.category}
            </p>
            <StatusBadge status={status} />
          </div>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {`${profile.name} Integration`}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600">{profile.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button to="#request">Request this integration</Button>
            <Button to="/vendor-integrations" variant="outline">
              All vendor integrations
            </Button>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
              About {profile.name}
            </h2>
            <Paragraphs items={profile.about} className="mt-4 leading-7 text-slate-700" />
          </section>

          <section aria-labelledby="method-heading" className="mt-12">
            <h2 id="method-heading" className="text-2xl font-bold text-slate-900">
              {method.title}
            </h2>
            <ol className="mt-6 space-y-4">
              {method.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1 leading-7 text-slate-700">{step}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="syncs-heading" className="mt-12">
            <h2 id="syncs-heading" className="text-2xl font-bold text-slate-900">
              What stays in sync
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {loaderData.whatSyncs.map((item) => (
                <li key={item.title} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Check aria-hidden="true" className="size-4 text-brand-700" />
                    {item.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section
            id="request"
            aria-labelledby="request-heading"
            className="mt-12 scroll-mt-24 rounded-2xl bg-slate-50 p-8"
          >
            <h2 id="request-heading" className="text-2xl font-bold text-slate-900">
              Request the {profile.name} integration
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              Tell us about your store and we set up {profile.name} with you. Pre-built integrations
              are free to set up and usually ready in under a day.
            </p>
            <div className="mt-6">
              <VendorRequestForm vendor={profile.name} />
            </div>
          </section>
        </div>

        <aside aria-labelledby="facts-heading" className="lg:pt-1">
          <div className="rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-24">
            <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
              At a glance
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">Website</dt>
                <dd className="mt-0.5">
                  <a
                    href={profile.website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                  >
                    {new URL(profile.website).hostname.replace(/^www\./, '')}
                    <ArrowUpRight aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        </aside>
      </div>
    </>
  );
}
