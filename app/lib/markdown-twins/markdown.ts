/** Small Markdown writers for the twins: tables, lists and links that stay readable as plain text. */

/** A table cell: no line breaks, and a `|` that would end the cell escaped. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A GitHub-flavoured Markdown table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), `| ${head.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export function numbered(items: string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

/**
 * Root-relative links (`](/pricing)`) made absolute, so a twin read outside
 * the site (pasted into a chat, fetched by an agent) still points at it.
 */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${siteUrl}${href})`);
}

/** Blocks joined by blank lines, empty ones dropped, with one final newline. */
export function blocks(parts: (string | false | undefined | null)[]): string {
  return `${parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join('\n\n')}\n`;
}
