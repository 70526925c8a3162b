import { Check } from 'lucide-react';
import { cn } from '~/lib/cn';
import { InlineText } from './rich-text';

/** A bullet list whose markers are check marks; items are content strings (bold and links allowed). */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <Check
            aria-hidden="true"
            focusable="false"
            width={20}
            height={20}
            className="mt-1 size-5 shrink-0 text-brand-700"
          />
          <span>
            <InlineText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
