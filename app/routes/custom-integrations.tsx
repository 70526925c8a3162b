import { QuoteForm } from '~/components/forms/quote-form';
import { PageHeading } from '~/components/page-heading';
import { quoteSteps } from '~/content/forms';
import { setupFees } from '~/content/plans';
import { pageMeta } from '~/lib/meta';
import { formatUsd } from '~/lib/numbers';
import type { Route } from './+types/custom-integrations';

export function loader() {
  return { setupFees, steps: quoteSteps };
}

export const meta = () =>
  pageMeta({
    title: 'Custom Integrations',
    path: '/custom-integrations',
    description:
      'Request a quote for a custom vendor integration by API, FTP or another feed. We reply within 1-2 business days.',
  });

export default function CustomIntegrations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        eyebrow="Integrations"
        title="Custom Integrations"
        lead="Your vendor is not in our catalog yet? Tell us about it and request a quote for a custom integration. We reply within 1-2 business days."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="text-2xl font-bold text-slate-900">
            Request a quote
          </h2>
          <p className="mt-2 text-slate-600">Fields marked * are required.</p>
          <div className="mt-6">
            <QuoteForm />
          </div>
        </section>
        <aside
          aria-labelledby="process-heading"
          className="h-fit space-y-8 rounded-2xl bg-slate-50 p-6"
        >
          <div>
            <h2 id="process-heading" className="text-lg font-semibold text-slate-900">
              How it works
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm leading-6 text-slate-700">
              {loaderData.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Setup fees</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {loaderData.setupFees.map((fee) => (
                <li key={fee.id} className="flex justify-between gap-4">
                  <span className="text-slate-700">{fee.name}</span>
                  <span className="font-semibold text-slate-900">
                    {fee.price === 0 ? 'Free' : formatUsd(fee.price)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-slate-600">One-time, per vendor.</p>
          </div>
        </aside>
      </div>
    </>
  );
}
