/**
 * /llms.txt and /llms-full.txt (https://llmstxt.org): an H1 with the site's
 * name, a one-paragraph summary in a blockquote, then sections of links with
 * one-line notes; the full file carries every twin's Markdown in one text.
 * Both are built from the twins, so they state exactly what the pages state.
 */
import type { MarkdownTwin, TwinSection } from './twins';

export interface LlmsInput {
  siteUrl: string;
  productName: string;
  /** One paragraph: what the product is and for whom. */
  summary: string;
  twins: MarkdownTwin[];
}

/** The llms.txt sections, in order, with the twin sections each one lists. */
const SECTIONS: { title: string; from: TwinSection[] }[] = [
  { title: 'Docs', from: ['docs'] },
  { title: 'Pricing and plans', from: ['pricing', 'product'] },
  { title: 'Vendors', from: ['vendors'] },
  { title: 'Company and policies', from: ['company'] },
];

export function llmsTxt({ siteUrl, productName, summary, twins }: LlmsInput): string {
  const sections = SECTIONS.map(({ title, from }) => {
    const links = twins
      .filter((t) => from.includes(t.section))
      .map((t) => `- [${t.title}](${siteUrl}${t.path}): ${t.description}`);
    return `## ${title}\n\n${links.join('\n')}`;
  });
  const api = [
    '## API',
    '',
    `- [MCP server](${siteUrl}/mcp): Streamable HTTP, read-only tools: search_site, get_page, price_rule, quantity_delta, plan_fit, compare_plans, vendor_lookup (needs the embedded server)`,
    `- [Full text](${siteUrl}/llms-full.txt): every page below as Markdown in one file`,
    `- [API reference](${siteUrl}/documentation.md): the ${productName} REST API for Premium and Enterprise accounts`,
  ].join('\n');
  return `# ${productName}\n\n> ${summary}\n\nEvery page is also available as Markdown: add \`.md\` to its URL (${siteUrl}/pricing.md).\n\n${[...sections, api].join('\n\n')}\n`;
}

export function llmsFullTxt({ siteUrl, productName, summary, twins }: LlmsInput): string {
  const header = `# ${productName}\n\n> ${summary}\n\nSource: <${siteUrl}/llms.txt>. Each page follows, separated by a line of dashes.`;
  return `${[header, ...twins.map((t) => t.markdown.trim())].join('\n\n---\n\n')}\n`;
}
