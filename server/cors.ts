/**
 * CORS for the public endpoints other sites call (the chat, and the MCP server the same way),
 * as an n8n Chat Trigger answers it, for the origins in CHAT_ALLOWED_ORIGINS only: the
 * published n8n chat widget on another site can then talk to our bot. Same-origin use needs
 * none of it.
 */
import type { MiddlewareHandler } from 'hono';

const METHODS = 'OPTIONS, POST';

/** `https://a.example, https://b.example` as a list of origins; anything else throws (a startup error). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(
        `must list origins like https://shop.example (got ${JSON.stringify(trimmed)})`,
      );
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== trimmed.replace(/\/$/, '')) {
      throw new Error(
        `must list origins like https://shop.example, scheme, host and port only (got ${JSON.stringify(trimmed)})`,
      );
    }
    return url.origin;
  });
}

/**
 * `what` names the endpoint in the refusal ('the chat', 'the MCP server'):
 * /mcp answers other sites with the same rules as the chat.
 */
export function chatCors(allowedOrigins: string[], what = 'the chat'): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      if (origin !== undefined && !permitted) {
        return c.json({ message: `This site may not use ${what} from another origin.` }, 403);
      }
      const headers: Record<string, string> = { Allow: METHODS, Vary: 'Origin' };
      if (permitted) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = METHODS;
        headers['Access-Control-Max-Age'] = '300';
        const requested = c.req.header('access-control-request-headers');
        if (requested) headers['Access-Control-Allow-Headers'] = requested;
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (permitted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Methods', METHODS);
      // The answer is meant for that other site; the default same-origin policy would hide it.
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  };
}
