import type { Range } from '~/lib/docs/search';

/** Text with the matched ranges marked. */
export function Highlight({ text, ranges }: { text: string; ranges: Range[] }) {
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let last = 0;
  for (const range of ranges) {
    if (range.start > last) parts.push(text.slice(last, range.start));
    parts.push(
      <mark key={range.start} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {text.slice(range.start, range.end)}
      </mark>,
    );
    last = range.end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
