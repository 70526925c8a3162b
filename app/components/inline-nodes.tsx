/**
 * The one renderer of inline text (lib/inline-markup.ts): content strings,
 * documentation articles and chat replies. Elements only, never HTML; a link
 * that could leave the site by a trick (see isSafeHref) is shown as its text.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Inline } from '~/lib/inline-markup';
import { isExternalHref, isSafeHref } from '~/lib/links';

const strongClass = 'font-semibold text-slate-900';
const codeClass = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900';
const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** `newTab`: links to other sites open in a new tab (a chat reply must not replace the page). */
export function InlineNodes({ nodes, newTab = false }: { nodes: Inline[]; newTab?: boolean }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
        switch (node.t) {
          case 'strong':
            return (
              <strong key={index} className={strongClass}>
                <InlineNodes nodes={node.c} newTab={newTab} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineNodes nodes={node.c} newTab={newTab} />
              </em>
            );
          case 'code':
            return (
              <code key={index} className={codeClass}>
                {node.v}
              </code>
            );
          case 'br':
            return <br key={index} />;
          case 'link': {
            const text = <InlineNodes nodes={node.c} newTab={newTab} />;
            if (!isSafeHref(node.href)) return <Fragment key={index}>{text}</Fragment>;
            if (!isExternalHref(node.href)) {
              return (
                <Link key={index} to={node.href} className={linkClass}>
                  {text}
                </Link>
              );
            }
            return newTab ? (
              <a
                key={index}
                href={node.href}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <a key={index} href={node.href} className={linkClass}>
                {text}
              </a>
            );
          }
        }
      })}
    </>
  );
}
