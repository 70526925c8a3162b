/**
 * The documentation's content tree: a small, serialisable subset of Markdown.
 * Articles are parsed into it at build time and sent to the browser as data;
 * components render it node by node, so no HTML string is ever injected.
 */
import { inlineText, type Inline } from '../inline-markup';

export { inlineText, type Inline };

export type Block =
  | { t: 'h'; level: 2 | 3 | 4; id: string; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'ul'; items: Block[][] }
  | { t: 'ol'; start: number; items: Block[][] }
  | { t: 'code'; lang: string; v: string }
  | {
      t: 'table';
      align: ('left' | 'center' | 'right' | null)[];
      head: Inline[][];
      rows: Inline[][][];
    }
  | { t: 'quote'; c: Block[] }
  | { t: 'hr' }
  /** An interactive calculator placed by a ```calculator fence (price or quantity). */
  | { t: 'calculator'; name: CalculatorName };

export type CalculatorName = 'price' | 'quantity';

export interface TocEntry {
  id: string;
  level: 2 | 3;
  text: string;
}

/** The words a reader reads: headings, paragraphs, lists, tables and code, no markup. */
export function blocksText(blocks: Block[]): string {
  const parts: string[] = [];
  const walk = (items: Block[]) => {
    for (const block of items) {
      switch (block.t) {
        case 'h':
        case 'p':
          parts.push(inlineText(block.c));
          break;
        case 'ul':
        case 'ol':
          for (const item of block.items) walk(item);
          break;
        case 'code':
          parts.push(block.v);
          break;
        case 'table':
          for (const row of [block.head, ...block.rows]) parts.push(row.map(inlineText).join(' '));
          break;
        case 'quote':
          walk(block.c);
          break;
        case 'hr':
        case 'calculator':
          break;
      }
    }
  };
  walk(blocks);
  return parts.join('\n');
}

export function tableOfContents(blocks: Block[]): TocEntry[] {
  return blocks.flatMap((block) =>
    block.t === 'h' && (block.level === 2 || block.level === 3)
      ? [{ id: block.id, level: block.level, text: inlineText(block.c) }]
      : [],
  );
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read: words divided by 200, rounded up (spec §2), at least 1. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}
