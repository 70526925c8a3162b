import { Check, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import type { Plan } from '~/content/schema';
import { cn } from '~/lib/cn';
import { formatUsd } from '~/lib/numbers';
import { priceFor, type BillingPeriod } from '~/lib/pricing';

const periods: BillingPeriod[] = ['monthly', 'annual'];

/**
 * One plan with its price and checkout link for both billing periods; the
 * billing toggle's radio inputs decide, through app.css, which period shows.
 */
export function PlanCard({
  plan,
  checkoutUrls,
}: {
  plan: Plan;
  /** The plan's checkout link per period; Enterprise has none. */
  checkoutUrls?: Record<BillingPeriod, string | undefined>;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.highlight ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.highlight ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{plan.description}</p>

      <div className="mt-6 min-h-20" data-testid={`price-${plan.id}`}>
        {plan.monthlyPrice === null || plan.annualPrice === null ? (
          <>
            <p className="text-4xl font-bold tracking-tight text-slate-900">Custom</p>
            <p className="mt-1 text-sm text-slate-600">
              Unlimited stores, vendors, orders and products
            </p>
          </>
        ) : (
          periods.map((period) => {
            const price = priceFor(plan, period);
            return (
              // Both periods are rendered; app.css shows the chosen one.
              <div key={period} data-billing={period}>
                <p className="flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight text-slate-900">
                    {formatUsd(price.perMonth ?? 0)}
                  </span>
                  <span className="text-sm font-medium text-slate-600">/month</span>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {period === 'annual'
                    ? `Billed yearly at ${formatUsd(price.billed ?? 0)}`
                    : 'Billed monthly'}
                </p>
              </div>
            );
          })
        )}
      </div>

      {plan.isEnterprise ? (
        <Button to={plan.contactHref ?? '/contact'} variant="outline" fullWidth className="mt-6">
          {plan.ctaText}
        </Button>
      ) : (
        periods.map((period) => (
          <Button
            key={period}
            data-billing={period}
            to={checkoutUrls?.[period] ?? '/contact'}
            variant={plan.highlight ? 'primary' : 'outline'}
            fullWidth
            className="mt-6"
            aria-label={`${plan.ctaText} with ${plan.name}, billed ${period === 'annual' ? 'annually' : 'monthly'} (opens in a new tab)`}
          >
            {plan.ctaText}
          </Button>
        ))
      )}

      <h4 className="mt-8 text-sm font-semibold text-slate-900">Included</h4>
      <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.notIncluded.length > 0 ? (
        <>
          <h4 className="mt-6 text-sm font-semibold text-slate-900">Not included</h4>
          <ul className="mt-3 space-y-2.5 text-sm text-slate-600">
            {plan.notIncluded.map((item) => (
              <li key={item} className="flex gap-2">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {item}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
