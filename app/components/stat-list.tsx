import { cva } from 'class-variance-authority';
import { cn } from '~/lib/cn';

export interface StatItem {
  /** The figure as printed, e.g. '75+' or '85%'. */
  value: string;
  label: string;
  description?: string;
}

export type StatTone = 'light' | 'brand';

const itemVariants = cva('flex flex-col rounded-2xl p-6', {
  variants: {
    tone: {
      light: 'bg-white ring-1 ring-slate-200',
      // brand-800 on a brand-700 band: white text stays above AA on both.
      brand: 'bg-brand-800 ring-1 ring-white/15',
    },
  },
});

const valueVariants = cva('order-first text-4xl font-bold tracking-tight tabular-nums', {
  variants: { tone: { light: 'text-brand-700', brand: 'text-white' } },
});

const labelVariants = cva('mt-2 text-base font-semibold', {
  variants: { tone: { light: 'text-slate-900', brand: 'text-brand-50' } },
});

const descriptionVariants = cva('mt-2 text-sm leading-6', {
  variants: { tone: { light: 'text-slate-600', brand: 'text-brand-100' } },
});

/** Columns that keep rows full for the counts the site uses (3, 4 or 6 figures). */
function columnClass(count: number) {
  if (count % 3 === 0) return count === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3';
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4';
  return 'sm:grid-cols-2';
}

/**
 * Headline figures as a description list. The label is the term and the
 * figure its definition, so a screen reader hears 'businesses, 75+'; the
 * figure is moved above the label only visually (`order-first`), which keeps
 * the reading order meaningful.
 */
export function StatList({
  items,
  tone = 'light',
  className,
}: {
  items: StatItem[];
  tone?: StatTone;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-6', columnClass(items.length), className)}>
      {items.map((item) => (
        <div key={item.label} className={itemVariants({ tone })}>
          <dt className={labelVariants({ tone })}>{item.label}</dt>
          <dd className={valueVariants({ tone })}>{item.value}</dd>
          {item.description ? (
            <dd className={descriptionVariants({ tone })}>{item.description}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
