/**
 * Inline text with markup, one tree for every place that shows it: content
 * strings and chat replies use the tiny markup `**bold**`, `` `code` `` and
 * `[text](href)` (parsed here); documentation articles are parsed from full
 * Markdown into the same tree at build time (lib/docs/markdown.ts). One
 * component renders it (components/inline-nodes.tsx), as React elements, so
 * no text ever reaches the page as raw HTML.
 */
export type Inline =
  | string
  | { t: 'strong' | 'em'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: Inline[] }
  | { t: 'br' };

const PATTERN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(source.slice(last, index));
    if (match[1] !== undefined) nodes.push({ t: 'strong', c: [match[1]] });
    else if (match[4] !== undefined) nodes.push({ t: 'code', v: match[4] });
    else nodes.push({ t: 'link', href: match[3]!, c: [match[2]!] });
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(source.slice(last));
  return nodes;
}

/** The words of a tree, without markup. */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.t === 'code') return node.v;
      if (node.t === 'br') return ' ';
      return inlineText(node.c);
    })
    .join('');
}

/** A content string without markup, for meta descriptions and structured data. */
export function toPlainText(source: string): string {
  return inlineText(parseInline(source));
}
