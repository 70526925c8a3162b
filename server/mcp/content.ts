/**
 * What the MCP server reads, assembled once at startup from the same sources
 * as the pages and the help bot: the bot's passages and its retrieval index,
 * the Markdown twins, the plans and the vendor catalog. Only public content:
 * no store, lead or chat is reachable from here.
 */
import { plans } from '#app/content/plans.ts';
import { buildTwins } from '#app/lib/markdown-twins/twins.ts';
import type { Knowledge } from '../chat/knowledge.ts';
import { createPassageSearch, type PassageSearch } from '../chat/retrieval.ts';
import { readDocs } from '../docs.ts';
import type { McpContent } from './tools.ts';

export function loadMcpContent(options: {
  siteUrl: string;
  knowledge: Pick<Knowledge, 'passages' | 'vendors'>;
  version: string;
  /** The help bot's own index, when it is built already; otherwise one is built here. */
  search?: PassageSearch;
}): McpContent {
  const twins = buildTwins({ siteUrl: options.siteUrl, docs: readDocs() });
  return {
    siteUrl: options.siteUrl,
    search: options.search ?? createPassageSearch(options.knowledge.passages),
    twins: new Map(twins.map((twin) => [twin.pagePath, twin])),
    plans,
    vendors: options.knowledge.vendors,
    version: options.version,
  };
}
