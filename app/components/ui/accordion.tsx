/**
 * Accordion on native `<details>`/`<summary>`: it opens and closes before the
 * page's JavaScript has loaded, or without it, with the browser's own keyboard
 * and screen-reader support (summary is announced as a button with its
 * expanded state). Items that share a `name` form an exclusive group: opening
 * one closes the others, and clicking the open one closes it. Closed answers
 * stay in the HTML for search engines and find-in-page.
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white px-6', className)}>
      {children}
    </div>
  );
}

export function AccordionItem({
  id,
  name,
  question,
  level = 3,
  children,
}: {
  id?: string;
  /** Items with the same name are exclusive: at most one is open. */
  name?: string;
  question: ReactNode;
  /** Heading level of the question, to fit the page outline. */
  level?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <details id={id} name={name} className="group border-b border-slate-200 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        {/* The heading keeps the question in the page outline; summary is the control. */}
        <Heading className="text-base font-semibold">{question}</Heading>
        {/* A chevron drawn with two borders: no icon code in the first load. */}
        <span
          aria-hidden="true"
          className="mr-1.5 mb-1 size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-slate-500 transition-transform duration-200 group-open:mt-1.5 group-open:mb-0 group-open:rotate-225"
        />
      </summary>
      <div className="pb-5 leading-7 text-slate-600">{children}</div>
    </details>
  );
}
