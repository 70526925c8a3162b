/**
 * The one renderer of inline text (lib/inline-markup.ts): content strings,
 * documentation articles and chat replies. Elements only, never HTML; a link
 * that could leave the site by a trick (see isSafeHref) is shown as its text.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Inline } from '~/lib/inline-markup';
import { isExternalHref, isSafeHref } from '~/lib/links';

/** `page`: prose on the site; `chat`: a bot reply, whose outside links open a new tab. */
export type InlineTone = 'page' | 'chat';

const classes = {
  page: {
    strong: 'font-semibold text-slate-900',
    code: 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900',
    link: 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800',
  },
  chat: {
    strong: 'font-semibold',
    code: 'rounded bg-slate-200 px-1 font-mono text-[0.85em]',
    link: 'font-medium text-brand-800 underline underline-offset-2',
  },
} satisfies Record<InlineTone, Record<string, string>>;

export function InlineNodes({ nodes, tone = 'page' }: { nodes: Inline[]; tone?: InlineTone }) {
  const look = classes[tone];
  return (
    <>
      {nodes.map((node, index) => {
        if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
        switch (node.t) {
          case 'strong':
            return (
              <strong key={index} className={look.strong}>
                <InlineNodes nodes={node.c} tone={tone} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineNodes nodes={node.c} tone={tone} />
              </em>
            );
          case 'code':
            return (
              <code key={index} className={look.code}>
                {node.v}
              </code>
            );
          case 'br':
            return <br key={index} />;
          case 'link': {
            const text = <InlineNodes nodes={node.c} tone={tone} />;
            if (!isSafeHref(node.href)) return <Fragment key={index}>{text}</Fragment>;
            if (!isExternalHref(node.href)) {
              return (
                <Link key={index} to={node.href} className={look.link}>
                  {text}
                </Link>
              );
            }
            return tone === 'chat' ? (
              <a
                key={index}
                href={node.href}
                target="_blank"
                rel="noopener noreferrer"
                className={look.link}
              >
                {text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <a key={index} href={node.href} className={look.link}>
                {text}
              </a>
            );
          }
        }
      })}
    </>
  );
}
