/**
 * The MCP server's tools: read-only views of the site's public content and
 * the same pure rules the pages use. Each answer is Markdown text for the
 * model plus the same facts as structured content, and names the page URL it
 * comes from, so an agent can cite it. Nothing here touches stored data
 * (leads, chats): the tools get only the content they read.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import type { MarkdownTwin } from '#app/lib/markdown-twins/twins.ts';
import { formatMoney, formatUsd, withCommas } from '#app/lib/numbers.ts';
import { comparePlans, type PricedPlanTerms } from '#app/lib/rules/compare-plans.ts';
import { describeFit, LIMIT_LABELS, LIMIT_NAMES, planFit } from '#app/lib/rules/plan-fit.ts';
import { applyPriceRules, describeStep, type PriceRuleInput } from '#app/lib/rules/price.ts';
import { reportedQuantity } from '#app/lib/rules/quantity.ts';
import { statusLabels } from '#app/lib/vendor-filter.ts';
import type { VendorFact } from '../chat/knowledge.ts';
import type { PassageSearch } from '../chat/retrieval.ts';

export interface McpContent {
  /** The site's public origin, for absolute URLs in answers. */
  siteUrl: string;
  /** Passage retrieval over the help bot's knowledge, built once at startup. */
  search: PassageSearch;
  /** Every Markdown twin, by page path ('/pricing'). */
  twins: Map<string, MarkdownTwin>;
  plans: PricedPlanTerms[];
  vendors: VendorFact[];
  version: string;
}

export const SERVER_NAME = 'vendorhub-site';

export function serverInstructions(siteUrl: string): string {
  return [
    `VendorHub (${siteUrl}) connects a merchant's Shopify store with its vendors: inventory sync, product listings, price rules with MAP and MSRP, order routing and tracking.`,
    'These read-only tools answer from the public website only: search_site finds passages, get_page returns a page as Markdown, price_rule and quantity_delta compute what the documentation calculators compute, plan_fit and compare_plans answer from the plan limits and prices, vendor_lookup reports a vendor in the catalog.',
    'Cite the URLs the tools return. When no tool answers a question, say so instead of guessing.',
  ].join(' ');
}

/** A tool's mistake the caller can fix: its message is shown as is. */
export class ToolInputError extends Error {}

const PASSAGE_CHARACTERS = 1200;

const money = (amount: number | null) => (amount === null ? 'custom' : formatUsd(amount));
const limitText = (value: number | null) => (value === null ? 'unlimited' : withCommas(value));

function answer(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/**
 * Runs a tool body: a rule's RangeError or a ToolInputError becomes an MCP
 * tool error with its message; anything else is logged and answered with a
 * generic message, never a stack trace.
 */
function guarded<A>(name: string, body: (args: A) => CallToolResult) {
  return (args: A): CallToolResult => {
    try {
      return body(args);
    } catch (error) {
      const fixable = error instanceof RangeError || error instanceof ToolInputError;
      if (!fixable) console.error(`MCP tool ${name}:`, error);
      return {
        isError: true,
        content: [
          {
            type: 'text',
            text: fixable
              ? (error as Error).message
              : 'Something went wrong on our side. Please try again in a minute.',
          },
        ],
      };
    }
  };
}

/** '/pricing', 'pricing', '/pricing.md', 'https://vendorhub.io/pricing#plans' -> '/pricing'. */
export function pagePathOf(input: string, siteUrl: string): string {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    if (url.origin !== new URL(siteUrl).origin) {
      throw new ToolInputError(`Only pages of ${siteUrl} can be read.`);
    }
    path = url.pathname;
  }
  path = path
    .replace(/[?#].*$/, '')
    .replace(/\.md$/i, '')
    .replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Vendors whose name or id matches: exact first, then the ones that contain the words. */
export function findVendors(vendors: VendorFact[], name: string): VendorFact[] {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact = vendors.filter((v) => v.name.toLowerCase() === wanted || v.id === wanted);
  if (exact.length > 0) return exact;
  return vendors.filter(
    (v) =>
      v.name.toLowerCase().includes(wanted) ||
      (wanted.length >= 3 && wanted.includes(v.name.toLowerCase().split(' ')[0]!)),
  );
}

/**
 * A server is made per request (stateless), and each would build its own Ajv
 * instance, about 2 ms; ours never validates a client's schema (no
 * elicitation), so one is shared.
 */
const sharedValidator = new AjvJsonSchemaValidator();

const needShape = Object.fromEntries(
  LIMIT_NAMES.map((name) => [
    name,
    z
      .number()
      .int()
      .min(0)
      .max(1_000_000_000)
      .optional()
      .describe(`How many ${LIMIT_LABELS[name]}`),
  ]),
) as Record<(typeof LIMIT_NAMES)[number], z.ZodOptional<z.ZodNumber>>;
const planFitInput = z.object(needShape);

/** Input schemas, built once: a server is made per request. */
const searchSiteInput = z.object({
  query: z.string().trim().min(2).max(500).describe('The question or keywords'),
  limit: z.number().int().min(1).max(10).default(5).describe('How many passages, 1-10'),
});

const getPageInput = z.object({
  path: z.string().trim().min(1).max(300).describe("The page's path or URL"),
});

const priceRuleInput = z.object({
  cost: z.number().min(0).max(1_000_000).describe("The vendor's cost in US dollars"),
  markupPercent: z.number().min(-100).max(10_000).describe('Markup in percent of cost'),
  enforceMap: z.boolean().default(false),
  enforceMsrp: z.boolean().default(false),
  map: z.number().min(0).max(1_000_000).nullable().optional().describe('MAP in dollars'),
  msrp: z.number().min(0).max(1_000_000).nullable().optional().describe('MSRP in dollars'),
});

const quantityDeltaInput = z.object({
  vendorQuantity: z.number().int().min(-1_000_000).max(100_000_000),
  delta: z.number().int().min(0).max(100_000_000),
});

const comparePlansInput = z.object({
  first: z.string().trim().min(1).max(40).describe("A plan's name or id (Basic, Plus...)"),
  second: z.string().trim().min(1).max(40),
});

const vendorLookupInput = z.object({
  name: z.string().trim().min(2).max(100).describe("The vendor's name"),
});

export function createMcpServer(content: McpContent): McpServer {
  const { siteUrl } = content;
  const url = (path: string) => `${siteUrl}${path}`;
  const server = new McpServer(
    { name: SERVER_NAME, title: 'VendorHub website', version: content.version },
    {
      instructions: serverInstructions(siteUrl),
      capabilities: { tools: {} },
      jsonSchemaValidator: sharedValidator,
    },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_site',
    {
      title: 'Search the VendorHub website',
      description:
        'The passages of the VendorHub website (documentation, FAQ, pricing, vendor pages, release notes, policies) that best answer a question, best first, each with its title and URL.',
      inputSchema: searchSiteInput,
      annotations: readOnly,
    },
    guarded('search_site', ({ query, limit }: { query: string; limit: number }) => {
      const results = content.search.search(query, limit).map((match) => ({
        title: match.passage.title,
        url: url(match.passage.url),
        text:
          match.passage.text.length > PASSAGE_CHARACTERS
            ? `${match.passage.text.slice(0, PASSAGE_CHARACTERS)}…`
            : match.passage.text,
      }));
      const text =
        results.length === 0
          ? `Nothing on the website matches "${query}". Try other words, or read ${url('/llms.txt')} for every page.`
          : results.map((r) => `## ${r.title}\n${r.url}\n\n${r.text}`).join('\n\n');
      return answer(text, { results });
    }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        "A page of the VendorHub website as Markdown (its twin): pricing, FAQ, features, how it works, a documentation article, a vendor page, a case study, release notes or a legal page. Give its path ('/pricing', '/documentation/pricing-rules') or URL.",
      inputSchema: getPageInput,
      annotations: readOnly,
    },
    guarded('get_page', ({ path }: { path: string }) => {
      const pagePath = pagePathOf(path, siteUrl);
      const twin = content.twins.get(pagePath);
      if (!twin) {
        throw new ToolInputError(
          `There is no page ${pagePath} with a Markdown version. The pages are listed at ${url('/llms.txt')}.`,
        );
      }
      return answer(twin.markdown, {
        url: url(twin.pagePath),
        markdownUrl: url(twin.path),
        title: twin.title,
      });
    }),
  );

  server.registerTool(
    'price_rule',
    {
      title: 'Apply VendorHub price rules',
      description:
        "The selling price VendorHub sets from a vendor's cost: markup first, then Enforce MAP raises a price below MAP, then Enforce MSRP lowers a price above MSRP, to the cent.",
      inputSchema: priceRuleInput,
      annotations: readOnly,
    },
    guarded('price_rule', (input: PriceRuleInput) => {
      const result = applyPriceRules(input);
      const explain = result.steps.map((step) => describeStep(step, input));
      const source = url('/documentation/pricing-rules');
      return answer(
        `Final price: ${formatMoney(result.price)}\n\n${explain.map((l) => `- ${l}`).join('\n')}\n\nSource: ${source}`,
        { ...result, source },
      );
    }),
  );

  server.registerTool(
    'quantity_delta',
    {
      title: 'Apply a Quantity Delta',
      description:
        "The stock VendorHub reports to the store: the vendor's quantity minus the Quantity Delta (safety stock), never below zero.",
      inputSchema: quantityDeltaInput,
      annotations: readOnly,
    },
    guarded('quantity_delta', (input: { vendorQuantity: number; delta: number }) => {
      const quantity = reportedQuantity(input.vendorQuantity, input.delta);
      const source = url('/documentation/quantity-check');
      return answer(
        `Quantity shown in the store: ${quantity} (vendor quantity ${input.vendorQuantity} minus delta ${input.delta}, never below 0).\n\nSource: ${source}`,
        { quantity, source },
      );
    }),
  );

  server.registerTool(
    'plan_fit',
    {
      title: 'Find the plan that fits',
      description:
        'The smallest VendorHub plan whose limits hold the given Shopify stores, vendors, orders per month and products, and why each smaller plan does not. Enterprise (unlimited, priced individually) when no other fits.',
      inputSchema: planFitInput,
      annotations: readOnly,
    },
    guarded('plan_fit', (needs: Partial<Record<(typeof LIMIT_NAMES)[number], number>>) => {
      const fit = planFit(content.plans, needs);
      const source = url('/pricing');
      const plan = fit.plan;
      const price = plan
        ? plan.monthlyPrice === null
          ? `${plan.name} is priced individually: contact sales at ${url('/contact?subject=sales')}.`
          : `${plan.name} costs ${money(plan.monthlyPrice)}/month billed monthly, ${money(plan.annualPrice)}/month billed annually.`
        : '';
      return answer(`${describeFit(fit).join('\n')}\n${price}\n\nSource: ${source}`.trim(), {
        plan: plan ? { id: plan.id, name: plan.name } : null,
        checks: fit.checks,
        passedOver: fit.passedOver.map(({ plan: p, over }) => ({ id: p.id, name: p.name, over })),
        source,
      });
    }),
  );

  server.registerTool(
    'compare_plans',
    {
      title: 'Compare two plans',
      description:
        'Two VendorHub plans side by side: price per month billed monthly and annually, the yearly cost each way, the annual saving, the difference between them, and their limits.',
      inputSchema: comparePlansInput,
      annotations: readOnly,
    },
    guarded('compare_plans', ({ first, second }: { first: string; second: string }) => {
      const result = comparePlans(content.plans, first, second);
      const source = url('/pricing');
      const lines = result.plans.map((p) =>
        p.priced
          ? `${p.name}: ${money(p.monthly.perMonth)}/month billed monthly (${money(p.monthly.perYear)} a year); ${money(p.annual.perMonth)}/month billed annually (${money(p.annual.perYear)} a year, saving ${money(p.annualSaving.perYear)} or ${p.annualSaving.percent}%). Limits: ${LIMIT_NAMES.map((n) => `${limitText(p.limits[n])} ${LIMIT_LABELS[n]}`).join(', ')}.`
          : `${p.name}: priced individually (contact sales). Limits: ${LIMIT_NAMES.map((n) => `${limitText(p.limits[n])} ${LIMIT_LABELS[n]}`).join(', ')}.`,
      );
      const d = result.difference;
      if (d.monthlyPerMonth !== null) {
        lines.push(
          `${result.plans[1].name} minus ${result.plans[0].name}: ${money(d.monthlyPerMonth)}/month billed monthly, ${money(d.annualPerMonth)}/month (${money(d.annualPerYear)} a year) billed annually.`,
        );
      }
      return answer(`${lines.join('\n')}\n\nSource: ${source}`, { ...result, source });
    }),
  );

  server.registerTool(
    'vendor_lookup',
    {
      title: 'Look up a vendor',
      description:
        "A vendor in VendorHub's catalog: its status (live, beta, coming soon), integration method, the plans that include it, setup cost and page URL. An unknown vendor can be requested.",
      inputSchema: vendorLookupInput,
      annotations: readOnly,
    },
    guarded('vendor_lookup', ({ name }: { name: string }) => {
      const found = findVendors(content.vendors, name);
      const requestForm = url('/custom-integrations');
      if (found.length === 0) {
        return answer(
          `${name} is not in the VendorHub catalog yet. Request it with the vendor request form at ${requestForm}: pre-built integrations are free, a custom one has a one-time setup fee. The catalog: ${url('/vendor-integrations')}.`,
          { found: false, requestForm },
        );
      }
      const vendors = found.map((v) => ({
        name: v.name,
        status: v.status,
        category: v.category,
        integrationMethod: v.integrationMethod ?? null,
        setupCost: v.setupCost ?? null,
        plans: v.plansLabel,
        url: v.url ? url(v.url) : url('/vendor-integrations'),
      }));
      const text = vendors
        .map((v) =>
          [
            `## ${v.name}`,
            `- Status: ${statusLabels[v.status]}`,
            `- Category: ${v.category}`,
            v.integrationMethod && `- Integration method: ${v.integrationMethod}`,
            v.setupCost && `- Setup cost: ${v.setupCost}`,
            `- Plans: ${v.plans}`,
            `- Page: ${v.url}`,
          ]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n\n');
      return answer(text, { found: true, vendors });
    }),
  );

  return server;
}
