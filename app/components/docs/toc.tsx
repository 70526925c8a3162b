import { useId } from 'react';
import type { TocEntry } from '~/lib/docs/ast';
import { cn } from '~/lib/cn';

/** The article's sections, from its h2 and h3 headings. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="text-sm">
      <h2 id={headingId} className="font-semibold text-slate-900">
        On this page
      </h2>
      <ul className="mt-3 space-y-2 border-l border-slate-200">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={cn(
                '-ml-px block border-l border-transparent py-0.5 text-slate-600 hover:border-slate-400 hover:text-slate-900',
                entry.level === 2 ? 'pl-4' : 'pl-7',
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
