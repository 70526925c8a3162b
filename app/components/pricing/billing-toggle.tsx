import { RadioChip } from '~/components/ui/radio-chip';
import type { BillingPeriod } from '~/lib/pricing';

/**
 * Monthly or annual billing, as native radio inputs: the choice works before
 * the page's JavaScript has loaded, or without it. The prices and checkout
 * links of both periods are in the page; the `billing` rules in app.css show
 * the chosen period's (they key on the `billing-monthly` input), so nothing
 * here needs React state.
 */
export function BillingToggle({ savingsPercent }: { savingsPercent: number }) {
  const options: { value: BillingPeriod; label: string }[] = [
    { value: 'monthly', label: 'Monthly' },
    { value: 'annual', label: 'Annual' },
  ];
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex rounded-full bg-slate-100 p-1"
    >
      {options.map((option) => (
        <RadioChip
          key={option.value}
          name="billing"
          id={`billing-${option.value}`}
          value={option.value}
          defaultChecked={option.value === 'annual'}
          className="inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm"
        >
          {option.label}
          {option.value === 'annual' ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Save {savingsPercent}%
            </span>
          ) : null}
        </RadioChip>
      ))}
    </div>
  );
}
