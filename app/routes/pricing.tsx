import { CtaBand } from '~/components/cta-band';
import { FaqList } from '~/components/faq-list';
import { JsonLd } from '~/components/json-ld';
import { PageHeading } from '~/components/page-heading';
import { BillingToggle } from '~/components/pricing/billing-toggle';
import { CatalogTiers } from '~/components/pricing/catalog-tiers';
import { PlanComparison } from '~/components/pricing/plan-comparison';
import { PricingNotes } from '~/components/pricing/pricing-notes';
import { PlanCard } from '~/components/pricing/plan-card';
import { Button } from '~/components/ui/button';
import { Section, SectionHeading } from '~/components/ui/section';
import { checkoutUrlFor, registerUrl, siteUrl } from '~/config';
import { company } from '~/content/company';
import { faqEntries, pricingFaq } from '~/content/faq';
import { annualDiscountPercent } from '~/content/billing';
import {
  apiPlansLabel,
  catalogTiers,
  currencyAndTax,
  planComparison,
  plans,
  productSyncOnlyOptions,
  setupFees,
  plansForVendor,
  setupFeesNote,
  trialCardAnswer,
} from '~/content/plans';
import { vendorCategories } from '~/content/vendors';
import { pageMeta } from '~/lib/meta';
import { formatUsd } from '~/lib/numbers';
import { faqPage, productWithOffers } from '~/lib/structured-data';
import type { Route } from './+types/pricing';

// Runs at build time: plans and answers reach the browser as this page's data.
export function loader() {
  const generalFaq = faqEntries.filter((entry) => entry.category === 'General');
  const pricedPlans = plans.flatMap((plan) =>
    plan.monthlyPrice !== null && plan.annualPrice !== null
      ? [{ name: plan.name, monthlyPrice: plan.monthlyPrice, annualPrice: plan.annualPrice }]
      : [],
  );
  const vendors = vendorCategories.flatMap((category) => category.vendors);
  return {
    plans,
    comparison: planComparison,
    tiers: catalogTiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      description: tier.description,
      plansLabel: plansForVendor({ tier: tier.id }).label,
      vendors: vendors
        .filter((vendor) => vendor.tier === tier.id)
        .map(({ name, slug, status }) => ({ name, slug, status })),
    })),
    notes: [
      { term: 'Currency and tax', detail: currencyAndTax },
      { term: 'Do I need a card for the free trial?', detail: trialCardAnswer },
    ],
    apiPlansLabel,
    setupFees,
    setupFeesNote,
    syncOnly: productSyncOnlyOptions,
    pricingFaq,
    generalFaq,
    structuredData: [
      productWithOffers({
        siteUrl,
        name: company.productName,
        description: company.tagline,
        plans: pricedPlans,
      }),
      faqPage([...pricingFaq, ...generalFaq]),
    ],
  };
}

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    path: '/pricing',
    description:
      'Plans from $89 a month billed annually or $99 monthly, with a 14-day free trial on every plan. Compare Basic, Plus, Premium and Enterprise.',
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { setupFees, setupFeesNote, syncOnly } = loaderData;
  const planName = (id: string) => loaderData.plans.find((p) => p.id === id)?.name ?? id;

  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <PageHeading
        eyebrow="Pricing"
        title="Plans that grow with your vendor list"
        lead={`Every plan starts with a ${company.trialDays}-day free trial, limited to ${company.trialProductLimit} products, with no charge until it ends. Pay monthly, or annually and save ${annualDiscountPercent}%.`}
      >
        <BillingToggle savingsPercent={annualDiscountPercent} />
      </PageHeading>

      <section
        id="plans"
        aria-labelledby="plans-heading"
        className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8"
      >
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <div className="grid gap-6 pt-4 md:grid-cols-2 xl:grid-cols-4">
          {loaderData.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              checkoutUrls={{
                monthly: checkoutUrlFor(plan.id, 'monthly'),
                annual: checkoutUrlFor(plan.id, 'annual'),
              }}
            />
          ))}
        </div>
        <PricingNotes notes={loaderData.notes} />
        <div className="mx-auto mt-10 max-w-4xl rounded-2xl bg-slate-50 p-6 text-sm leading-6 text-slate-700">
          <h2 className="text-base font-semibold text-slate-900">How limits work</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>
              Orders over your monthly limit are still routed to your vendors. We notify you and
              offer an upgrade; nothing is charged automatically.
            </li>
            <li>
              Upgrades take effect immediately with prorated billing; downgrades take effect at the
              start of your next billing cycle.
            </li>
            <li>
              API access is included in {loaderData.apiPlansLabel}. See the{' '}
              <Button to="/documentation#api" variant="text">
                API reference
              </Button>
              .
            </li>
          </ul>
        </div>
      </section>

      <Section id="compare-plans" tone="muted" labelledBy="compare-plans-heading">
        <SectionHeading
          id="compare-plans-heading"
          eyebrow="Compare"
          title="Compare plans"
          lead="Every feature and limit by plan. On a small screen, swipe the table sideways."
        />
        <PlanComparison
          plans={loaderData.plans}
          groups={loaderData.comparison}
          label="Plan comparison table"
        />
      </Section>

      <Section id="vendor-catalog" labelledBy="vendor-catalog-heading">
        <SectionHeading
          id="vendor-catalog-heading"
          eyebrow="Vendors"
          title="What each vendor catalog includes"
          lead="Each plan includes a vendor catalog tier, and every higher plan includes the tiers below it. Every vendor page also says which plans include it."
        />
        <CatalogTiers tiers={loaderData.tiers} />
      </Section>

      <Section tone="muted" labelledBy="setup-fees-heading">
        <SectionHeading
          id="setup-fees-heading"
          eyebrow="Integrations"
          title="Integration setup fees"
          lead={setupFeesNote}
        />
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {setupFees.map((fee) => (
            <li key={fee.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-slate-900">{fee.name}</h3>
              <p className="mt-3 text-3xl font-bold text-slate-900">
                {fee.price === 0 ? 'Free' : formatUsd(fee.price)}
              </p>
              <p className="text-sm text-slate-600">
                {fee.price === 0 ? 'per vendor' : 'one-time, per vendor'}
              </p>
              <p className="mt-4 text-sm leading-6 text-slate-600">{fee.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="sync-only-heading">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
          <div>
            <h2 id="sync-only-heading" className="text-2xl font-bold text-slate-900">
              {syncOnly.title}
            </h2>
            <p className="mt-4 leading-7 text-slate-600">{syncOnly.description}</p>
            <ul className="mt-6 space-y-2">
              {syncOnly.discounts.map((discount) => (
                <li
                  key={discount.planId}
                  className="flex justify-between rounded-lg bg-white px-4 py-3 text-sm"
                >
                  <span className="font-medium text-slate-900">{planName(discount.planId)}</span>
                  <span className="text-slate-700">
                    {formatUsd(discount.monthlyDiscount)} off per month
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-600">{syncOnly.alternative}</p>
            <Button to={syncOnly.cta.to} variant="outline" className="mt-6">
              {syncOnly.cta.label}
            </Button>
          </div>
          <div className="rounded-2xl border border-brand-200 bg-white p-8">
            <h2 className="text-2xl font-bold text-slate-900">Need a custom solution?</h2>
            <p className="mt-4 leading-7 text-slate-600">
              Vendor not in our catalog, or a workflow the plans do not cover? Tell us about it and
              we send you a quote for a custom integration within 1-2 business days.
            </p>
            <Button to="/custom-integrations" className="mt-6">
              Request a custom integration
            </Button>
          </div>
        </div>
      </Section>

      <Section labelledBy="pricing-faq-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="pricing-faq-heading" title="Pricing questions" />
          <div className="mt-10">
            <FaqList entries={loaderData.pricingFaq} mode="multiple" />
          </div>
          <h2
            id="general-faq-heading"
            className="mt-16 text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            General questions
          </h2>
          <div className="mt-10">
            <FaqList entries={loaderData.generalFaq} mode="multiple" />
          </div>
        </div>
      </Section>

      <CtaBand
        title="Start your free trial today"
        lead="Connect your store and your first vendor in under 30 minutes."
        note={`${company.trialDays}-day free trial on every plan`}
        primary={{ label: 'Start Free Trial', to: registerUrl }}
      />
    </>
  );
}
