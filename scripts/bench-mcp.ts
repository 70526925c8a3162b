/**
 * `npm run bench:mcp`: time `search_site` calls to the MCP server the way an
 * agent makes them: the SDK's own Client, over HTTP on loopback, against the
 * same Hono app `npm start` serves (no rate limit). Each call is a full
 * stateless request: HTTP, a fresh server and transport, retrieval, JSON.
 * Queries are the FAQ's questions and some keyword queries and typos.
 * Prints p50/p90/p99/max; target p99 under 20 ms.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { faqEntries } from '#app/content/faq.ts';
import { createApp } from '#server/app.ts';
import { loadKnowledge } from '#server/chat/knowledge.ts';
import { loadMcpContent } from '#server/mcp/content.ts';
import { createMcpRoutes } from '#server/mcp/routes.ts';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 5);
const QUERIES = [
  ...faqEntries.map((entry) => entry.question),
  'quantity delta',
  'enforce msrp',
  'nora lighting ftp',
  'tracking number shopify',
  'annual billing discount',
  'quantty delta',
  'colaborator acess',
];

const started = performance.now();
const content = loadMcpContent({
  siteUrl: 'https://vendorhub.io',
  knowledge: loadKnowledge(),
  version: 'bench',
});
const startup = performance.now() - started;
const app = createApp({
  site: { files: new Map() },
  notFoundPages: [],
  mounts: [{ path: '/mcp', app: createMcpRoutes({ content }) }],
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(url));

// Warm up the JIT and the connection pool before measuring.
for (const query of QUERIES.slice(0, 20)) {
  await client.callTool({ name: 'search_site', arguments: { query, limit: 5 } });
}

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of QUERIES) {
    const t = performance.now();
    const result = await client.callTool({ name: 'search_site', arguments: { query, limit: 5 } });
    times.push(performance.now() - t);
    if (result.isError) throw new Error(`search_site failed for ${query}`);
  }
}
await client.close();
server.close();

// The same queries to the retrieval alone, in process: what HTTP and MCP add is the difference.
const searchTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of QUERIES) {
    const t = performance.now();
    content.search.search(query, 5);
    searchTimes.push(performance.now() - t);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
};
const pct = (p: number) => percentile(times, p);
times.sort((a, b) => a - b);
console.log(
  `MCP search_site over HTTP (${os.cpus().length} CPUs, Node ${process.version}): ${times.length} calls, ${QUERIES.length} queries x ${ROUNDS} rounds; startup (knowledge, index, twins) ${startup.toFixed(0)} ms`,
);
console.log('| p50 ms | p90 ms | p99 ms | max ms |');
console.log('|---:|---:|---:|---:|');
console.log(
  `| ${pct(0.5).toFixed(2)} | ${pct(0.9).toFixed(2)} | ${pct(0.99).toFixed(2)} | ${times.at(-1)!.toFixed(2)} |`,
);
console.log(
  `| retrieval alone: ${percentile(searchTimes, 0.5).toFixed(2)} | ${percentile(searchTimes, 0.9).toFixed(2)} | ${percentile(searchTimes, 0.99).toFixed(2)} | ${Math.max(...searchTimes).toFixed(2)} |`,
);
console.log(
  `Load average while measuring: ${os.loadavg()[0]!.toFixed(2)} (a busy shared machine inflates p99).`,
);
console.log(`Target: p99 under 20 ms: ${pct(0.99) < 20 ? 'met' : 'NOT met'}.`);
