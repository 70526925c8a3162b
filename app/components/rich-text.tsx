import { Link } from 'react-router';
import { parseInline } from '~/lib/inline-markup';
import { isExternalHref } from '~/lib/links';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** Renders a content string with its `**bold**` and `[links](/path)` as elements, never as HTML. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        if (token.type === 'strong') {
          return (
            <strong key={index} className="font-semibold text-slate-900">
              {token.text}
            </strong>
          );
        }
        if (token.type === 'code') {
          return (
            <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">
              {token.text}
            </code>
          );
        }
        if (token.type === 'link') {
          return isExternalHref(token.href) ? (
            <a key={index} href={token.href} className={linkClass}>
              {token.text}
            </a>
          ) : (
            <Link key={index} to={token.href} className={linkClass}>
              {token.text}
            </Link>
          );
        }
        return token.text;
      })}
    </>
  );
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
