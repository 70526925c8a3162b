import type { ReactNode } from 'react';
import { InlineNodes } from '~/components/inline-nodes';
import { inlineText, type Block } from '~/lib/docs/ast';
import { PriceCalculator, QuantityCalculator } from './calculators';

function BlockNode({ block, label }: { block: Block; label?: string }): ReactNode {
  switch (block.t) {
    case 'h': {
      const Heading = `h${block.level}` as const;
      const size =
        block.level === 2 ? 'mt-12 text-2xl' : block.level === 3 ? 'mt-8 text-xl' : 'mt-6 text-lg';
      return (
        <Heading
          id={block.id}
          className={`${size} scroll-mt-24 font-bold tracking-tight text-slate-900`}
        >
          <InlineNodes nodes={block.c} />
        </Heading>
      );
    }
    case 'p':
      return (
        <p className="mt-4 leading-7 text-slate-700">
          <InlineNodes nodes={block.c} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const items = block.items.map((item, index) => (
        <li key={index} className="pl-1 [&>p:first-child]:mt-0">
          {item.map((child, childIndex) => (
            <BlockNode key={childIndex} block={child} />
          ))}
        </li>
      ));
      return block.t === 'ul' ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-slate-400">
          {items}
        </ul>
      ) : (
        <ol
          start={block.start}
          className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 marker:text-slate-500"
        >
          {items}
        </ol>
      );
    }
    case 'code':
      return (
        <pre
          // Scrollable code must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100"
        >
          <code>{block.v}</code>
        </pre>
      );
    case 'table':
      return (
        <div
          // A wide table scrolls; keyboard users need to reach it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={label ?? 'Table'}
          className="mt-6 overflow-x-auto rounded-xl border border-slate-200"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    <InlineNodes nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-slate-200">
                  {row.map((cell, index) => (
                    <td key={index} className="px-4 py-3 align-top text-slate-700">
                      <InlineNodes nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'quote':
      return (
        <blockquote className="mt-6 border-l-4 border-brand-200 pl-4 text-slate-700">
          {block.c.map((child, index) => (
            <BlockNode key={index} block={child} />
          ))}
        </blockquote>
      );
    case 'hr':
      return <hr className="my-10 border-slate-200" />;
    case 'calculator':
      return block.name === 'price' ? <PriceCalculator /> : <QuantityCalculator />;
  }
}

/**
 * Names for the scrollable table regions: landmarks on one page need distinct
 * names, so each table is named by its columns (and numbered if two match).
 */
function tableLabels(blocks: Block[]): Map<number, string> {
  const labels = new Map<number, string>();
  const seen = new Map<string, number>();
  blocks.forEach((block, index) => {
    if (block.t !== 'table') return;
    const base = `Table: ${block.head.map(inlineText).join(', ')}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    labels.set(index, count === 1 ? base : `${base} (${count})`);
  });
  return labels;
}

/** The article's blocks in runs that each start at a second-level heading (the first run is the introduction). */
function byHeading(blocks: Block[]): { block: Block; index: number }[][] {
  const runs: { block: Block; index: number }[][] = [[]];
  blocks.forEach((block, index) => {
    if (block.t === 'h' && block.level === 2 && runs.at(-1)!.length > 0) runs.push([]);
    runs.at(-1)!.push({ block, index });
  });
  return runs;
}

/**
 * An article's body, rendered from its content tree.
 *
 * Every section after the first is laid out only when it comes near the
 * screen (`content-visibility: auto`): the longest articles spent 150 to 210 ms
 * (4x CPU) laying out the whole page before the first paint, most of it far
 * below the fold. The browser keeps each section in the accessibility tree,
 * in find-in-page and as a link target, and reserves an estimated height that
 * it replaces with the real one once the section has been shown. When the
 * address names a section (`#when-map-is-above-msrp`), every section is laid
 * out at once: the estimated heights above the target would otherwise move it
 * after the browser has scrolled to it, and a visitor following a deep link
 * could land elsewhere (a browser test caught it on a busy machine).
 */
export function DocContent({ blocks }: { blocks: Block[] }) {
  const labels = tableLabels(blocks);
  const runs = byHeading(blocks);
  return (
    <div className="doc-content [&:has(:target)>div]:[content-visibility:visible]">
      {runs.map((run, runIndex) => {
        const nodes = run.map(({ block, index }) => (
          <BlockNode key={index} block={block} label={labels.get(index)} />
        ));
        return runIndex === 0 ? (
          nodes
        ) : (
          <div
            key={run[0]!.index}
            className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
          >
            {nodes}
          </div>
        );
      })}
    </div>
  );
}
