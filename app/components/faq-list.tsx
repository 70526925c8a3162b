import type { FaqEntry } from '~/content/types';
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
}: {
  entries: FaqEntry[];
  mode: 'single' | 'multiple';
  level?: 2 | 3 | 4;
}) {
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
