import { useId } from 'react';
import type { FaqEntry } from '~/content/schema';
import { InlineText } from './rich-text';
import { Accordion, AccordionItem } from './ui/accordion';

/**
 * Questions and answers. `single`: at most one open, and clicking the open one
 * closes it (home page): the items share a `name`, which the browser keeps
 * exclusive. `multiple`: each toggles on its own (FAQ and pricing pages).
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
  // One group name per list, so two exclusive lists on a page stay apart.
  const groupId = useId();
  const group = mode === 'single' ? `faq-group-${groupId}` : undefined;
  return (
    <Accordion>
      {entries.map((entry) => (
        <AccordionItem
          key={entry.id}
          id={`faq-${entry.id}`}
          name={group}
          level={level}
          question={entry.question}
        >
          <p>
            <InlineText text={entry.answer} />
          </p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
