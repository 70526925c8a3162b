import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

const sectionVariants = cva('py-16 sm:py-24', {
  variants: {
    tone: {
      white: 'bg-white',
      muted: 'bg-slate-50',
      brand: 'bg-brand-700 text-white',
    },
  },
  defaultVariants: { tone: 'white' },
});

/** A full-width band of a page with the site's content width inside. */
export function Section({
  id,
  tone,
  labelledBy,
  className,
  children,
}: VariantProps<typeof sectionVariants> & {
  id?: string;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(sectionVariants({ tone }), className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and lead paragraph at the top of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'left';
  /** Light text for dark sections. */
  inverted?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            inverted ? 'text-brand-100' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            'mt-4 text-lg leading-8 text-pretty',
            inverted ? 'text-brand-50' : 'text-slate-600',
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
