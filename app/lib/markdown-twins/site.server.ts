/**
 * The site's own twins and llms files, for the build's resource routes: the
 * pure builders bound to this deployment's origin and the articles as Vite
 * reads them. Only loaders import this module, so none of it reaches the
 * browser.
 */
import { productName, siteUrl } from '~/config';
import { getDocs } from '~/lib/docs.server';
import { llmsFullTxt, llmsTxt, type LlmsInput } from './llms';
import { llmsSummary } from './summary';
import { buildTwins, type MarkdownTwin } from './twins';

let cache: MarkdownTwin[] | undefined;

export function siteTwins(): MarkdownTwin[] {
  cache ??= buildTwins({ siteUrl, docs: getDocs() });
  return cache;
}

const llmsInput = (): LlmsInput => ({
  siteUrl,
  productName,
  summary: llmsSummary,
  twins: siteTwins(),
});

export const siteLlmsTxt = () => llmsTxt(llmsInput());
export const siteLlmsFullTxt = () => llmsFullTxt(llmsInput());

/** Markdown is text: `text/markdown` where a client knows it, readable as plain text where not. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
