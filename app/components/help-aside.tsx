import { useId, type ReactNode } from 'react';
import { Button } from './ui/button';

/** The "still need help?" box at the end of the FAQ and the documentation: two ways onward. */
export function HelpAside({
  title,
  children,
  primary,
  secondary,
}: {
  title: string;
  children: ReactNode;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
}) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="mt-16 rounded-2xl bg-slate-50 p-8 text-center">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-7 text-slate-700">{children}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button to={primary.to}>{primary.label}</Button>
        <Button to={secondary.to} variant="outline">
          {secondary.label}
        </Button>
      </div>
    </aside>
  );
}
