/**
 * Markdown (CommonMark + GFM tables) to the documentation content tree, at
 * build time. Raw HTML in an article is kept as visible text, never as markup.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { slugify } from '../slug';
import type { Block, CalculatorName, Inline } from './ast';

const CALCULATORS: CalculatorName[] = ['price', 'quantity'];

export function parseMarkdown(source: string): Block[] {
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };

  const inline = (tokens: Token[] | undefined): Inline[] => {
    const out: Inline[] = [];
    for (const token of tokens ?? []) {
      switch (token.type) {
        case 'strong':
        case 'em':
          out.push({ t: token.type, c: inline((token as Tokens.Strong).tokens) });
          break;
        case 'codespan':
          out.push({ t: 'code', v: unescape((token as Tokens.Codespan).text) });
          break;
        case 'link': {
          const link = token as Tokens.Link;
          out.push({ t: 'link', href: link.href, c: inline(link.tokens) });
          break;
        }
        case 'br':
          out.push({ t: 'br' });
          break;
        case 'del':
          out.push(...inline((token as Tokens.Del).tokens));
          break;
        case 'text':
        case 'escape': {
          const text = token as Tokens.Text;
          if (text.tokens && text.tokens.length > 0) out.push(...inline(text.tokens));
          else out.push(unescape(text.text));
          break;
        }
        case 'html':
          out.push((token as Tokens.HTML).text);
          break;
        case 'image': {
          const image = token as Tokens.Image;
          out.push(image.text);
          break;
        }
        default:
          out.push(token.raw);
      }
    }
    // Merge neighbouring strings so the tree stays small.
    return out.reduce<Inline[]>((merged, node) => {
      const last = merged[merged.length - 1];
      if (typeof node === 'string' && typeof last === 'string')
        merged[merged.length - 1] = last + node;
      else merged.push(node);
      return merged;
    }, []);
  };

  const blocks = (tokens: Token[]): Block[] => {
    const out: Block[] = [];
    for (const token of tokens) {
      switch (token.type) {
        case 'heading': {
          const heading = token as Tokens.Heading;
          if (heading.depth === 1)
            throw new Error('Articles must not contain an h1: the page title is the h1');
          const c = inline(heading.tokens);
          const level = Math.min(heading.depth, 4) as 2 | 3 | 4;
          out.push({
            t: 'h',
            level,
            id: uniqueId(c.map((n) => (typeof n === 'string' ? n : '')).join('') || heading.text),
            c,
          });
          break;
        }
        case 'paragraph':
          out.push({ t: 'p', c: inline((token as Tokens.Paragraph).tokens) });
          break;
        case 'text': {
          const text = token as Tokens.Text;
          out.push({ t: 'p', c: text.tokens ? inline(text.tokens) : [unescape(text.text)] });
          break;
        }
        case 'list': {
          const list = token as Tokens.List;
          const items = list.items.map((item) => blocks(item.tokens));
          out.push(
            list.ordered ? { t: 'ol', start: Number(list.start) || 1, items } : { t: 'ul', items },
          );
          break;
        }
        case 'code': {
          const code = token as Tokens.Code;
          const lang = (code.lang ?? '').trim();
          if (lang === 'calculator') {
            const name = code.text.trim() as CalculatorName;
            if (!CALCULATORS.includes(name))
              throw new Error(`Unknown calculator "${code.text.trim()}"`);
            out.push({ t: 'calculator', name });
          } else {
            out.push({ t: 'code', lang, v: code.text });
          }
          break;
        }
        case 'table': {
          const table = token as Tokens.Table;
          out.push({
            t: 'table',
            align: table.align,
            head: table.header.map((cell) => inline(cell.tokens)),
            rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens))),
          });
          break;
        }
        case 'blockquote':
          out.push({ t: 'quote', c: blocks((token as Tokens.Blockquote).tokens) });
          break;
        case 'hr':
          out.push({ t: 'hr' });
          break;
        case 'html':
          out.push({ t: 'p', c: [(token as Tokens.HTML).text.trim()] });
          break;
        case 'space':
          break;
        default:
          out.push({ t: 'p', c: [token.raw.trim()] });
      }
    }
    return out;
  };

  return blocks(new Lexer({ gfm: true }).lex(source));
}

/** marked keeps HTML entities of escaped characters in text; the tree holds plain text. */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
