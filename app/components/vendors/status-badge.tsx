import { cva } from 'class-variance-authority';
import type { VendorStatus } from '~/content/vendors';
import { statusLabels } from '~/lib/vendor-filter';

const badge = cva(
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      status: {
        live: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
        beta: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
        'coming-soon': 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
      },
    },
  },
);

const dot = cva('size-1.5 rounded-full', {
  variants: {
    status: { live: 'bg-emerald-600', beta: 'bg-amber-500', 'coming-soon': 'bg-slate-400' },
  },
});

/** The vendor's status in words; the colour only repeats it. */
export function StatusBadge({ status }: { status: VendorStatus }) {
  return (
    <span className={badge({ status })}>
      <span aria-hidden="true" className={dot({ status })} />
      {statusLabels[status]}
    </span>
  );
}
