/**
 * The tiny markup content strings and chat replies may use: `**bold**`,
 * `` `code` `` and `[text](href)`.
 * Parsed into tokens that components render as React elements, so content
 * never reaches the page as raw HTML.
 */
export type InlineToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

const PATTERN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: 'text', text: source.slice(last, index) });
    if (match[1] !== undefined) tokens.push({ type: 'strong', text: match[1] });
    else if (match[4] !== undefined) tokens.push({ type: 'code', text: match[4] });
    else tokens.push({ type: 'link', text: match[2]!, href: match[3]! });
    last = index + match[0].length;
  }
  if (last < source.length) tokens.push({ type: 'text', text: source.slice(last) });
  return tokens;
}

/** The same text without markup, for meta descriptions and structured data. */
export function toPlainText(source: string): string {
  return parseInline(source)
    .map((token) => token.text)
    .join('');
}
