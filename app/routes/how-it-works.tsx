import { CheckList } from '~/components/check-list';
import { CtaBand } from '~/components/cta-band';
import { PageHeading } from '~/components/page-heading';
import { StatList } from '~/components/stat-list';
import { Section, SectionHeading } from '~/components/ui/section';
import { company } from '~/content/company';
import { benefitStats, steps } from '~/content/how-it-works';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/how-it-works';

// Runs at build time only: the steps and figures reach the browser as this
// page's prerendered data, not inside its JavaScript.
export function loader() {
  return { steps, benefits: benefitStats };
}

export const meta = () =>
  pageMeta({
    title: 'How It Works',
    path: '/how-it-works',
    description:
      'Connect your Shopify store, add your vendors, configure your rules, then let VendorHub sync inventory, prices and orders automatically.',
  });

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  const { benefits } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="How it works"
        title="How It Works"
        lead="Four steps take you from a connected store to automated vendor operations: connect your store, add your vendors, configure your rules, then automate and monitor."
      />

      {loaderData.steps.map((step, index) => {
        const headingId = `step-${step.number}-heading`;
        const detailsId = `step-${step.number}-details`;
        return (
          <Section
            key={step.number}
            id={`step-${step.number}`}
            labelledBy={headingId}
            tone={index % 2 === 1 ? 'muted' : 'white'}
          >
            <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
              <div>
                <p className="flex items-baseline gap-3 text-brand-700">
                  <span className="text-sm font-semibold tracking-wide uppercase">Step</span>{' '}
                  <span className="text-6xl leading-none font-bold tabular-nums">
                    {step.number}
                  </span>
                </p>
                <h2
                  id={headingId}
                  className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
                >
                  {step.title}
                </h2>
                <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
                  {step.description}
                </p>
              </div>
              <section
                aria-labelledby={detailsId}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <h3 id={detailsId} className="text-lg font-semibold text-slate-900">
                  {step.details.title}
                </h3>
                <CheckList items={step.details.items} className="mt-4" />
              </section>
            </div>
          </Section>
        );
      })}

      <Section labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          eyebrow="The difference"
          title="What changes once VendorHub runs your vendor operations"
        />
        <StatList items={benefits} className="mt-12" />
      </Section>

      <CtaBand
        title="Ready to automate your vendor operations?"
        lead="Start with one store and one vendor. Most merchants are running in under a day."
        note={`${company.trialDays}-day free trial`}
      />
    </>
  );
}
