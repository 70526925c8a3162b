/**
 * Accordion styled for the site, on Radix's accessible primitive. Closed
 * panels stay in the HTML (hidden), so answers are prerendered for search
 * engines and visitors without JavaScript.
 */
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('border-b border-slate-200 last:border-b-0', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  children,
  level = 3,
}: {
  children: ReactNode;
  /** Heading level of the question, to fit the page outline. */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="text-base font-semibold text-slate-900">
        <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left hover:text-brand-700">
          <span>{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children }: { children: ReactNode }) {
  return (
    <AccordionPrimitive.Content
      forceMount
      className="pb-5 leading-7 text-slate-600 data-[state=closed]:hidden"
    >
      {children}
    </AccordionPrimitive.Content>
  );
}
