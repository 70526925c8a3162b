import type { ReactNode } from 'react';
import { Button } from './ui/button';

/** The closing call to action: start a trial or book a demo. */
export function CtaBand({
  title,
  lead,
  note,
  primary = { label: 'Start Free Trial', to: '/pricing' },
  secondary = { label: 'Schedule Demo', to: '/contact' },
}: {
  title: string;
  lead: ReactNode;
  /** Small print under the buttons, such as '14-day free trial'. */
  note?: string;
  primary?: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2
          id="cta-heading"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button to={primary.to} size="lg" variant="inverse">
            {primary.label}
          </Button>
          <Button to={secondary.to} size="lg" variant="outlineInverse">
            {secondary.label}
          </Button>
        </div>
        {note ? <p className="mt-4 text-sm font-medium text-brand-100">{note}</p> : null}
      </div>
    </section>
  );
}
