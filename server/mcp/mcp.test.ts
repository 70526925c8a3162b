/**
 * The MCP server end to end: the SDK's own Client over real HTTP against the
 * Hono app as server/main.ts mounts it. The calculations use the worked
 * examples of the documentation, read from the articles themselves.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadKnowledge } from '../chat/knowledge.ts';
import { readDocs } from '../docs.ts';
import { loadMcpContent } from './content.ts';
import { createMcpRoutes } from './routes.ts';

const siteUrl = 'https://shop.test';
const content = loadMcpContent({ siteUrl, knowledge: loadKnowledge(), version: '9.9.9' });
const docText = (slug: string) => readDocs().find((d) => d.slug === slug)!.body;

let server: ServerType;
let base: string;
let client: Client;

function start(rateLimit?: { max: number; windowMs: number }) {
  const app = createApp({
    site: { files: new Map() },
    notFoundPages: [],
    mounts: [
      {
        path: '/mcp',
        app: createMcpRoutes({
          content,
          allowedOrigins: ['https://agent.example'],
          rateLimit,
          clientAddress: () => '203.0.113.7',
        }),
      },
    ],
  });
  return new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
}

const urlOf = (s: ServerType) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/mcp`;

async function connect(url: string) {
  const c = new Client({ name: 'vendorhub-test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(url)));
  return c;
}

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

beforeAll(async () => {
  server = await start();
  base = urlOf(server);
  client = await connect(base);
});

afterAll(async () => {
  await client.close();
  server.close();
});

describe('MCP server at /mcp', () => {
  it('introduces itself as VendorHub, read-only, with its seven tools', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'vendorhub-site', version: '9.9.9' });
    expect(client.getInstructions()).toMatch(/^VendorHub \(https:\/\/shop\.test\) connects/);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'compare_plans',
      'get_page',
      'plan_fit',
      'price_rule',
      'quantity_delta',
      'search_site',
      'vendor_lookup',
    ]);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('search_site finds passages with titles and absolute URLs', async () => {
    const result = await call('search_site', { query: 'enforce MAP price rule', limit: 3 });
    const { results } = result.structuredContent as {
      results: { title: string; url: string; text: string }[];
    };
    expect(results).toHaveLength(3);
    expect(results[0]!.url).toBe(
      'https://shop.test/documentation/pricing-rules#how-vendorhub-calculates-a-price',
    );
    for (const r of results) expect(r.url.startsWith('https://shop.test/')).toBe(true);
    expect(textOf(result)).toContain(results[0]!.url);
  });

  it('get_page returns a twin by path, by .md path or by URL, and refuses other sites', async () => {
    for (const path of ['/pricing', 'pricing.md', 'https://shop.test/pricing#plans']) {
      const result = await call('get_page', { path });
      expect(textOf(result), path).toMatch(
        /^# Pricing\n\nCanonical: <https:\/\/shop\.test\/pricing>/,
      );
    }
    const missing = await call('get_page', { path: '/contact' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toBe(
      'There is no page /contact with a Markdown version. The pages are listed at https://shop.test/llms.txt.',
    );
    const elsewhere = await call('get_page', { path: 'https://evil.example/pricing' });
    expect(textOf(elsewhere)).toBe('Only pages of https://shop.test can be read.');
  });

  it.each([
    // The worked example and "More examples" of /documentation/pricing-rules.
    [
      { cost: 50, markupPercent: 65, map: 85, msrp: 100 },
      85,
      '| Final price  |                             | 85.00 |',
    ],
    [
      { cost: 80, markupPercent: 65, map: 100, msrp: 120 },
      120,
      '| 80.00 | 65%    | 100.00 | 120.00 |',
    ],
    [{ cost: 40, markupPercent: 50, map: 65 }, 65, '| 40.00 | 50%    | 65.00  | none   |'],
    [{ cost: 40, markupPercent: 50, msrp: 55 }, 55, '| 40.00 | 50%    | none   | 55.00  |'],
    [{ cost: 19.99, markupPercent: 35 }, 26.99, '| 19.99 | 35%    | none   | none   |'],
  ])('price_rule %o gives %s, as the article says', async (input, price, row) => {
    expect(docText('pricing-rules')).toContain(row);
    const result = await call('price_rule', { ...input, enforceMap: true, enforceMsrp: true });
    expect(result.structuredContent).toMatchObject({
      price,
      source: 'https://shop.test/documentation/pricing-rules',
    });
    expect(textOf(result)).toMatch(new RegExp(`^Final price: \\$${price.toFixed(2)}\n`));
  });

  it.each([
    [10, 3, 7],
    [5, 5, 0],
    [2, 5, 0],
  ])(
    'quantity_delta %s minus %s shows %s, as /documentation/quantity-check says',
    async (q, d, shown) => {
      expect(docText('quantity-check')).toMatch(
        new RegExp(`\\| ${q} +\\| ${d} +\\| ${shown} +\\|`),
      );
      const result = await call('quantity_delta', { vendorQuantity: q, delta: d });
      expect(result.structuredContent).toMatchObject({ quantity: shown });
    },
  );

  it('plan_fit names the smallest plan that fits and why, or Enterprise', async () => {
    const plus = await call('plan_fit', { vendors: 5, products: 800 });
    expect(plus.structuredContent).toMatchObject({ plan: { id: 'plus' } });
    expect(textOf(plus)).toContain('Basic does not fit: it allows 2 vendors, you need 5.');
    expect(textOf(plus)).toContain(
      'Plus costs $199/month billed monthly, $179/month billed annually.',
    );
    const enterprise = await call('plan_fit', { stores: 4 });
    expect(enterprise.structuredContent).toMatchObject({ plan: { id: 'enterprise' } });
    expect(textOf(enterprise)).toContain('https://shop.test/contact?subject=sales');
  });

  it('compare_plans prices two plans on both billing periods', async () => {
    const result = await call('compare_plans', { first: 'Basic', second: 'premium' });
    expect(result.structuredContent).toMatchObject({
      difference: { monthlyPerMonth: 200, annualPerMonth: 180, annualPerYear: 2160 },
      source: 'https://shop.test/pricing',
    });
    expect(textOf(result)).toContain(
      'Basic: $99/month billed monthly ($1,188 a year); $89/month billed annually ($1,068 a year, saving $120 or 10%).',
    );
  });

  it('vendor_lookup reports a vendor, and points an unknown one to the request form', async () => {
    const nora = await call('vendor_lookup', { name: 'nora lighting' });
    expect(nora.structuredContent).toMatchObject({
      found: true,
      vendors: [
        {
          name: 'Nora Lighting',
          status: 'live',
          integrationMethod: 'FTP',
          setupCost: 'Free',
          plans: 'Basic, Plus, Premium and Enterprise',
          url: 'https://shop.test/vendor-integrations/nora',
        },
      ],
    });
    const unknown = await call('vendor_lookup', { name: 'Kichler' });
    expect(unknown.structuredContent).toEqual({
      found: false,
      requestForm: 'https://shop.test/custom-integrations',
    });
    expect(textOf(unknown)).toMatch(/^Kichler is not in the VendorHub catalog yet/);
  });

  it.each([
    ['price_rule', { cost: -5, markupPercent: 10 }, /cost/],
    ['price_rule', { cost: 'fifty', markupPercent: 10 }, /cost/],
    ['quantity_delta', { vendorQuantity: 3.5, delta: 1 }, /vendorQuantity/],
    ['plan_fit', {}, /^Give at least one need/],
    ['compare_plans', { first: 'gold', second: 'plus' }, /^There is no plan "gold"/],
    ['search_site', { query: 'x' }, /query/],
  ])('%s with %o answers a clear tool error', async (name, args, message) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    expect(textOf(result)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  });

  it('answers an unknown tool with an MCP error', async () => {
    const result = await call('delete_leads', {});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Tool delete_leads not found/);
  });
});

describe('/mcp over plain HTTP', () => {
  it('refuses GET and DELETE: the server keeps no sessions', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(base, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    }
  });

  it('answers CORS for an allowed site, and refuses other sites', async () => {
    const preflight = (origin: string) =>
      fetch(base, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, mcp-protocol-version',
        },
      });
    const allowed = await preflight('https://agent.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://agent.example');
    const refused = await preflight('https://other.example');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'This site may not use the MCP server from another origin.',
    });
  });

  it('limits requests per client address with a 429 and Retry-After', async () => {
    const limited = await start({ max: 2, windowMs: 60_000 });
    try {
      const list = () =>
        fetch(urlOf(limited), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
      // Stateless: tools/list without an initialize first is answered.
      expect((await list()).status).toBe(200);
      expect((await list()).status).toBe(200);
      const third = await list();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await third.json()).toMatchObject({
        jsonrpc: '2.0',
        error: { message: expect.stringMatching(/^Too many requests/) },
      });
    } finally {
      limited.close();
    }
  });
});
