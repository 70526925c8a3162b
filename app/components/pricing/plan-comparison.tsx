import { Check, X } from 'lucide-react';
import type { ComparisonGroup, PlanId } from '~/content/schema';

function Cell({ value }: { value: boolean | string | undefined }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-brand-700" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false || value === undefined) {
    return (
      <>
        <X aria-hidden="true" className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * Every feature and limit by plan on one grid. Plain HTML: a real table with
 * row and column headers, so screen readers announce "Plus, Vendors, 6". On a
 * phone the plan columns scroll sideways under a sticky first column, and the
 * scroll area takes keyboard focus. The area is `relative` so the visually
 * hidden cell labels (absolutely positioned) scroll with it instead of
 * widening the page.
 */
export function PlanComparison({
  plans,
  groups,
  label,
}: {
  plans: { id: PlanId; name: string; highlight: boolean }[];
  groups: ComparisonGroup[];
  /** Name of the table's scroll region (not the section heading's, so landmarks stay unique). */
  label: string;
}) {
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <div
      role="region"
      aria-label={label}
      // Scrollable regions need keyboard focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative mt-10 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th
              scope="col"
              className={`${sticky} w-44 px-4 py-3 text-left font-semibold text-slate-900 sm:w-72`}
            >
              <span className="sr-only">Feature</span>
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={
                  plan.highlight
                    ? 'bg-brand-50 px-3 py-3 text-center font-semibold text-brand-900'
                    : 'px-3 py-3 text-center font-semibold text-slate-900'
                }
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr>
              <th
                scope="colgroup"
                colSpan={plans.length + 1}
                className="bg-slate-50 px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-100">
                <th
                  scope="row"
                  className={`${sticky} px-4 py-3 text-left font-medium text-slate-800`}
                >
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    className={
                      plan.highlight
                        ? 'bg-brand-50/60 px-3 py-3 text-center text-slate-700'
                        : 'px-3 py-3 text-center text-slate-700'
                    }
                  >
                    <Cell value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
