/**
 * What the help bot knows: every FAQ entry and every section of every
 * documentation article, as passages with a link to read more.
 */
import { faqEntries, pricingFaq } from '../../app/content/faq.ts';
import { blocksText, inlineText, type Block } from '../../app/lib/docs/ast.ts';
import { toPlainText } from '../../app/lib/inline-markup.ts';
import { readDocs } from '../docs.ts';
import type { Passage } from './retrieval.ts';

function sections(blocks: Block[]): { id?: string; heading?: string; blocks: Block[] }[] {
  const out: { id?: string; heading?: string; blocks: Block[] }[] = [{ blocks: [] }];
  for (const block of blocks) {
    if (block.t === 'h' && block.level === 2)
      out.push({ id: block.id, heading: inlineText(block.c), blocks: [] });
    else out[out.length - 1]!.blocks.push(block);
  }
  return out.filter((section) => section.blocks.length > 0);
}

export function loadPassages(): Passage[] {
  const faq: Passage[] = [...faqEntries, ...pricingFaq].map((entry) => ({
    id: `faq:${entry.id}`,
    kind: 'faq',
    title: entry.question,
    url: entry.id.startsWith('pricing-') ? '/pricing' : '/faq',
    sourceTitle: entry.id.startsWith('pricing-') ? 'Pricing' : 'FAQ',
    text: toPlainText(entry.answer),
    summary: toPlainText(entry.answer),
    boost: 1.25,
  }));
  const docs: Passage[] = readDocs().flatMap((doc) =>
    sections(doc.blocks)
      // Link lists answer nothing themselves.
      .filter(
        (section) =>
          !/^(next steps|related|related articles|see also)$/i.test(section.heading ?? ''),
      )
      .map((section) => ({
        id: `doc:${doc.slug}${section.id ? `#${section.id}` : ''}`,
        kind: 'doc' as const,
        title: section.heading
          ? `${doc.title}: ${section.heading}`
          : `${doc.title}: ${doc.description}`,
        url: `/documentation/${doc.slug}${section.id ? `#${section.id}` : ''}`,
        sourceTitle: doc.title,
        text: blocksText(section.blocks),
        summary:
          blocksText(section.blocks.filter((b) => b.t === 'p').slice(0, 3)) ||
          blocksText(section.blocks),
      })),
  );
  return [...faq, ...docs];
}
