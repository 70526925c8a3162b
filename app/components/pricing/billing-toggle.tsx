import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { BillingPeriod } from '~/lib/pricing';

const itemClass =
  'inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-slate-900 data-[state=on]:shadow-sm';

/** Monthly or annual billing. One option is always selected. */
export function BillingToggle({
  value,
  onChange,
  savingsPercent,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  savingsPercent: number;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix lets a pressed item be clicked off; a billing period must stay chosen.
      onValueChange={(next) => {
        if (next === 'monthly' || next === 'annual') onChange(next);
      }}
      aria-label="Billing period"
      className="inline-flex rounded-full bg-slate-100 p-1"
    >
      <ToggleGroup.Item value="monthly" className={itemClass}>
        Monthly
      </ToggleGroup.Item>
      <ToggleGroup.Item value="annual" className={itemClass}>
        Annual
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          Save {savingsPercent}%
        </span>
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
