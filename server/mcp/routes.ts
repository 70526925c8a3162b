/**
 * /mcp: the site's MCP server over Streamable HTTP, stateless and read-only.
 * Each POST gets a fresh server and transport (no session id, nothing kept
 * between requests, as the SDK's stateless example does), answered as JSON.
 * GET (a server-to-client stream) and DELETE (ending a session) have no
 * meaning without sessions: 405. Rate-limited per client address and open to
 * other sites under the same rules as the chat.
 */
import { StreamableHTTPTransport } from '@hono/mcp';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chatCors } from '../cors.ts';
import { limitPerAddress } from '../rate-limit.ts';
import { createMcpServer, type McpContent } from './tools.ts';

export interface McpRoutesOptions {
  content: McpContent;
  /** Other sites whose pages may call /mcp (CHAT_ALLOWED_ORIGINS, as for the chat). */
  allowedOrigins?: string[];
  /** Requests per client address per window. */
  rateLimit?: { max: number; windowMs: number };
  clientAddress?: (c: Context) => string;
}

/** A JSON-RPC error with no request id: what an MCP client shows for a refused HTTP request. */
const rpcError = (c: Context, status: 405 | 413 | 429, message: string, headers = {}) =>
  c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, status, headers);

export function createMcpRoutes({
  content,
  allowedOrigins = [],
  rateLimit = { max: Infinity, windowMs: 60_000 },
  clientAddress = () => 'unknown',
}: McpRoutesOptions) {
  const app = new Hono();

  app.use('*', chatCors(allowedOrigins, 'the MCP server'));
  app.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => rpcError(c, 413, 'The request is too large.'),
    }),
  );

  const flood = (c: Context, message: string) => rpcError(c, 429, message);
  app.post('/', limitPerAddress(rateLimit, clientAddress, 'requests', flood));
  app.post('/', async (c) => {
    const server = createMcpServer(content);
    const transport = new StreamableHTTPTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c);
    } finally {
      // The JSON answer is complete when handleRequest returns; nothing streams on.
      void server.close();
    }
  });

  app.on(['GET', 'DELETE'], '/', (c) =>
    rpcError(c, 405, 'This MCP server is stateless: send JSON-RPC requests with POST.', {
      Allow: 'OPTIONS, POST',
    }),
  );

  return app;
}
