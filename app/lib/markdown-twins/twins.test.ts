import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { docsOrder } from '../../content/docs/index';
import { faqEntries } from '../../content/faq';
import { steps as howItWorksSteps } from '../../content/how-it-works';
import { integrationMethodSteps } from '../../content/integration-methods';
import { planComparison, plans, plansForVendor, setupFees } from '../../content/plans';
import { releaseNotes } from '../../content/releases';
import { vendorProfiles } from '../../content/vendor-profiles';
import { vendorsWithPages } from '../../content/vendors';
import { markdownTwinPaths } from '../../site-manifest';
import { parseArticle } from '../docs/article';
import type { Block } from '../docs/ast';
import { parseMarkdown } from '../docs/markdown';
import { formatUsd, withCommas } from '../numbers';
import { llmsFullTxt, llmsTxt } from './llms';
import { llmsSummary } from './summary';
import { buildTwins } from './twins';

const siteUrl = 'https://shop.test';
const docsDir = path.resolve(import.meta.dirname, '../../content/docs');
const docs = docsOrder.map((slug, i) =>
  parseArticle(slug, readFileSync(path.join(docsDir, `${slug}.md`), 'utf8'), i + 1),
);
const twins = buildTwins({ siteUrl, docs });
const twinAt = (pagePath: string) => {
  const found = twins.find((t) => t.pagePath === pagePath);
  if (!found) throw new Error(`no twin for ${pagePath}`);
  return found.markdown;
};

/** The rows of the Markdown table whose first cell is `first`. */
function rowStartingWith(markdown: string, first: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| ${first} |`));
  if (!line) throw new Error(`no row ${first}`);
  return line
    .slice(2, -2)
    .split(' | ')
    .map((c) => c.trim());
}

/** Steps and rows a reader counts: ordered list items per list, table rows per table. */
function shape(blocks: Block[]): { lists: number[]; tables: number[] } {
  const lists: number[] = [];
  const tables: number[] = [];
  const walk = (list: Block[]) => {
    for (const block of list) {
      if (block.t === 'ol') lists.push(block.items.length);
      if (block.t === 'table') tables.push(block.rows.length);
      if (block.t === 'ol' || block.t === 'ul') block.items.forEach(walk);
      if (block.t === 'quote') walk(block.c);
    }
  };
  walk(blocks);
  return { lists, tables };
}

describe('Markdown twins', () => {
  it('exist for exactly the pages the manifest routes a twin for', () => {
    expect(twins.map((t) => t.path).sort()).toEqual(markdownTwinPaths.map((t) => t.path).sort());
    expect(new Set(twins.map((t) => t.path)).size).toBe(twins.length);
  });

  it.each(twins.map((t) => [t.path, t] as const))(
    '%s opens with its title and canonical link, and links only absolute URLs',
    (_, twin) => {
      const lines = twin.markdown.split('\n');
      expect(lines[0]).toBe(`# ${twin.title}`);
      expect(lines[2]).toBe(`Canonical: <${siteUrl}${twin.pagePath}>`);
      expect(twin.markdown).not.toMatch(/\]\(\/(?!\/)/);
      expect(twin.markdown).not.toMatch(/\{\{|undefined|\[object Object\]/);
    },
  );

  it.each(docs.map((doc) => [doc.slug, doc] as const))(
    'article %s has the same steps, tables and figures as its page',
    (_, doc) => {
      const markdown = twinAt(`/documentation/${doc.slug}`);
      const body = parseMarkdown(markdown.split('\n').slice(6).join('\n'));
      expect(shape(body)).toEqual(shape(doc.blocks));
      for (const figure of new Set(doc.text.match(/\d[\d,.]*\d|\d/g) ?? [])) {
        expect(markdown, figure).toContain(figure);
      }
      expect(markdown).not.toContain('```calculator');
    },
  );

  it('pricing states every plan price, annual price and limit', () => {
    const markdown = twinAt('/pricing');
    for (const plan of plans) {
      const row = rowStartingWith(markdown, plan.name);
      const money = (v: number | null) => (v === null ? 'Custom' : `${formatUsd(v)}/month`);
      const limit = (v: number | null) => (v === null ? 'Unlimited' : withCommas(v));
      expect(row).toEqual([
        plan.name,
        money(plan.monthlyPrice),
        money(plan.annualPrice),
        limit(plan.limits.stores),
        limit(plan.limits.vendors),
        limit(plan.limits.ordersPerMonth),
        limit(plan.limits.products),
      ]);
    }
    for (const fee of setupFees) {
      expect(markdown).toContain(
        `| ${fee.name} | ${fee.price === 0 ? 'Free' : formatUsd(fee.price)} |`,
      );
    }
    for (const row of planComparison.flatMap((group) => group.rows)) {
      expect(rowStartingWith(markdown, row.label)).toHaveLength(plans.length + 1);
    }
  });

  it('how it works has its four steps, each with its details', () => {
    const markdown = twinAt('/how-it-works');
    expect(markdown.match(/^## Step \d/gm)).toHaveLength(howItWorksSteps.length);
    for (const step of howItWorksSteps) {
      for (const item of step.details.items) expect(markdown).toContain(item);
    }
  });

  it('the FAQ has every question, release notes every version', () => {
    for (const entry of faqEntries) expect(twinAt('/faq')).toContain(`### ${entry.question}`);
    for (const release of releaseNotes) {
      expect(twinAt('/release-notes')).toContain(`## Version ${release.version} (${release.date})`);
    }
  });

  it.each(vendorsWithPages.map((v) => [v.slug, v] as const))(
    'vendor %s states its method, setup cost, plans and steps',
    (slug, vendor) => {
      const markdown = twinAt(`/vendor-integrations/${slug}`);
      const profile = vendorProfiles[slug]!;
      expect(rowStartingWith(markdown, 'Integration method')[1]).toBe(profile.integrationMethod);
      expect(rowStartingWith(markdown, 'Setup cost')[1]).toBe(profile.setupCost);
      expect(rowStartingWith(markdown, 'Available on')[1]).toBe(plansForVendor(vendor).label);
      const steps = integrationMethodSteps[profile.integrationMethod].steps;
      expect(markdown.match(/^\d+\. /gm)).toHaveLength(steps.length);
    },
  );
});

describe('llms.txt', () => {
  const input = { siteUrl, productName: company.productName, summary: llmsSummary, twins };

  it('follows llmstxt.org: H1, blockquote summary, then sections of links with notes', () => {
    const text = llmsTxt(input);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# VendorHub');
    expect(lines[2]).toBe(`> ${llmsSummary}`);
    expect(text.match(/^## .+$/gm)).toEqual([
      '## Docs',
      '## Pricing and plans',
      '## Vendors',
      '## Company and policies',
      '## API',
    ]);
    for (const twin of twins) {
      expect(text).toContain(`- [${twin.title}](${siteUrl}${twin.path}): ${twin.description}`);
    }
  });

  it('summarises the plans from their content', () => {
    for (const plan of plans.filter((p) => p.monthlyPrice !== null)) {
      expect(llmsSummary).toContain(`${plan.name} ${formatUsd(plan.monthlyPrice!)}/month`);
    }
  });

  it('has every twin in full in llms-full.txt', () => {
    const full = llmsFullTxt(input);
    for (const twin of twins) expect(full).toContain(twin.markdown.trim());
  });
});
