/**
 * The Markdown a bot reply may use (paragraphs, bullet and numbered lists,
 * bold, inline code, links), parsed into blocks of the shared inline tree.
 * The widget renders them as React elements; no HTML from a reply ever
 * reaches the page.
 */
import { parseInline, type Inline } from '../inline-markup';

export type ChatBlock = { type: 'p'; lines: Inline[][] } | { type: 'ul' | 'ol'; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBER = /^\s*\d+[.)]\s+(.*)$/;

export function parseChatMarkdown(text: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    // Within a chunk, consecutive plain lines form one paragraph with line breaks.
    let paragraph: { type: 'p'; lines: Inline[][] } | null = null;
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      const item = BULLET.exec(line) ?? NUMBER.exec(line);
      if (item) {
        paragraph = null;
        const type = BULLET.test(line) ? 'ul' : 'ol';
        const last = blocks[blocks.length - 1];
        const nodes = parseInline(item[1]!.trim());
        if (last && last.type === type) last.items.push(nodes);
        else blocks.push({ type, items: [nodes] });
      } else if (paragraph) {
        paragraph.lines.push(parseInline(line.trim()));
      } else {
        paragraph = { type: 'p', lines: [parseInline(line.trim())] };
        blocks.push(paragraph);
      }
    }
  }
  return blocks;
}
