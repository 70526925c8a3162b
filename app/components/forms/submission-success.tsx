import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * The thank-you message that replaces a form after a success (spec §8).
 * Loaded with the sending code, so it is there by the time it is needed;
 * focus moves to its heading so screen readers read it.
 */
export function SubmissionSuccess({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
