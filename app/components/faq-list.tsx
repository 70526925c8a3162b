import type { FaqEntry } from '~/content/schema';
import { InlineText } from './rich-text';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './ui/accordion';

/**
 * Questions and answers. `single`: at most one open, and clicking the open one
 * closes it (home page). `multiple`: each toggles on its own (FAQ page).
 */
export function FaqList({
  entries,
  mode,
  level = 3,
  interactive = true,
}: {
  entries: FaqEntry[];
  mode: 'single' | 'multiple';
  level?: 2 | 3 | 4;
  /**
   * False renders plain, closed markup with no accordion behind it: for lists
   * that are hidden (the FAQ page's other categories), so the page does not
   * pay to hydrate dozens of accordions nobody can see.
   */
  interactive?: boolean;
}) {
  if (!interactive) {
    const Heading = `h${level}` as const;
    return (
      <div className="rounded-2xl border border-slate-200 bg-white px-6">
        {entries.map((entry) => (
          <div
            key={entry.id}
            id={`faq-${entry.id}`}
            className="border-b border-slate-200 last:border-b-0"
          >
            <Heading className="py-5 text-base font-semibold text-slate-900">
              {entry.question}
            </Heading>
            <div hidden>
              <p>
                <InlineText text={entry.answer} />
              </p>
            </div>
          </div>
        ))}
      </div>
    );
  }
  const items = entries.map((entry) => (
    <AccordionItem key={entry.id} value={entry.id} id={`faq-${entry.id}`}>
      <AccordionTrigger level={level}>{entry.question}</AccordionTrigger>
      <AccordionContent>
        <p>
          <InlineText text={entry.answer} />
        </p>
      </AccordionContent>
    </AccordionItem>
  ));
  return mode === 'single' ? (
    <Accordion
      type="single"
      collapsible
      className="rounded-2xl border border-slate-200 bg-white px-6"
    >
      {items}
    </Accordion>
  ) : (
    <Accordion type="multiple" className="rounded-2xl border border-slate-200 bg-white px-6">
      {items}
    </Accordion>
  );
}
