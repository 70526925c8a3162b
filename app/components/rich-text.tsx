import { parseInline } from '~/lib/inline-markup';
import { InlineNodes } from './inline-nodes';

/** Renders a content string with its `**bold**` and `[links](/path)` as elements, never as HTML. */
export function InlineText({ text }: { text: string }) {
  return <InlineNodes nodes={parseInline(text)} />;
}

/** Paragraphs of content strings. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={className}>
      {items.map((text, index) => (
        <p key={index} className="mt-4 first:mt-0">
          <InlineText text={text} />
        </p>
      ))}
    </div>
  );
}
