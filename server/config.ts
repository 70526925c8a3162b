/**
 * The embedded server's run-time configuration, read from the environment
 * once at startup and checked as a whole: a bad value stops the server with
 * one line naming the variable and the problem, instead of a crash minutes
 * later (a forwarding URL without its scheme used to take the server down on
 * its first delivery). Every variable is documented in the README.
 */
import path from 'node:path';
import { dataRetention } from '#app/content/data-retention.ts';
import type { FormId } from '#app/forms/contract.ts';
import { parseAllowedOrigins } from './cors.ts';

const MB = 1024 * 1024;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Upstream webhook per form (FORWARD_*_URL), delivered to from the outbox. */
  forwardTo: Partial<Record<FormId, string>>;
  rateLimit: { max: number; windowMs: number };
  /** How many proxies in front of the server append to X-Forwarded-For (0: none, use the socket). */
  trustProxy: number;
  /** How long a shutdown waits for requests and a delivery in flight. */
  shutdownGraceMs: number;
  chat: {
    /** Other sites whose pages may call the built-in bot (CHAT_ALLOWED_ORIGINS). */
    allowedOrigins: string[];
    /** Requests per client address, and messages per session, per window. */
    rateLimit: { max: number; sessionMax: number; windowMs: number };
    /** Messages (both sides) one session may hold. */
    maxSessionMessages: number;
    /** Messages stored in all; past it the least recently used sessions are removed. */
    maxStoredMessages: number;
  };
  mcp: {
    /** Requests to /mcp per client address per window (MCP_RATE_LIMIT_*); other sites as for the chat. */
    rateLimit: { max: number; windowMs: number };
  };
  outbox: {
    /** After this many failed attempts of any kind a delivery is dead. */
    maxAttempts: number;
    /** A permanent refusal (a 4xx, a row that cannot be built) is dead after this many attempts. */
    maxRejections: number;
  };
  uploads: {
    /** Bytes of files one address (or IPv6 /64) may upload per day. */
    maxBytesPerDay: number;
    /** Uploads read at the same time; more answer 503 at once. */
    concurrency: number;
    /** Below this much free space in DATA_DIR, uploads answer 503 before their body is read. */
    minFreeBytes: number;
  };
  /** Days before stored data is deleted; the defaults are what /privacy states. */
  retention: { submissionDays: number; applicationDays: number; chatDays: number };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const forwardVariables: Record<FormId, string> = {
  contact: 'FORWARD_CONTACT_URL',
  'vendor-request': 'FORWARD_VENDOR_REQUEST_URL',
  application: 'FORWARD_APPLICATION_URL',
  quote: 'FORWARD_QUOTE_URL',
};

type Env = Record<string, string | undefined>;

const shown = (value: string) =>
  JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got ${shown(raw)})`);
  }
  return value;
}

function webhookUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http:// or https:// URL (got ${shown(raw)})`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new ConfigError(name, `must be an absolute http:// or https:// URL (got ${shown(raw)})`);
  }
  return url.href;
}

function trustProxy(env: Env): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  // 'true' and 'false' were the only values before the hop count.
  if (!raw || raw === 'false') return 0;
  if (raw === 'true') return 1;
  return integer(env, 'TRUST_PROXY', 0, 0, 10);
}

function chatOrigins(env: Env): string[] {
  try {
    return parseAllowedOrigins(env.CHAT_ALLOWED_ORIGINS);
  } catch (error) {
    throw new ConfigError('CHAT_ALLOWED_ORIGINS', (error as Error).message);
  }
}

/** The configuration from an environment; throws a ConfigError for the first bad value. */
export function readConfig(env: Env, root: string): ServerConfig {
  const host = env.HOST?.trim() || '0.0.0.0';
  if (/\s/.test(host))
    throw new ConfigError('HOST', `must be a host name or address (got ${shown(host)})`);
  const forwardTo: Partial<Record<FormId, string>> = {};
  for (const [form, variable] of Object.entries(forwardVariables) as [FormId, string][]) {
    const url = webhookUrl(env, variable);
    if (url) forwardTo[form] = url;
  }
  const maxAttempts = integer(env, 'OUTBOX_MAX_ATTEMPTS', 25, 1, 1000);
  return {
    port: integer(env, 'PORT', 3000, 0, 65_535),
    host,
    dataDir: path.resolve(root, env.DATA_DIR?.trim() || 'data'),
    forwardTo,
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    trustProxy: trustProxy(env),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 3600) * 1000,
    chat: {
      allowedOrigins: chatOrigins(env),
      rateLimit: {
        max: integer(env, 'CHAT_RATE_LIMIT_MAX', 20, 1, 1_000_000_000),
        sessionMax: integer(env, 'CHAT_SESSION_RATE_LIMIT_MAX', 10, 1, 1_000_000_000),
        windowMs: integer(env, 'CHAT_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      },
      maxSessionMessages: integer(env, 'CHAT_MAX_SESSION_MESSAGES', 200, 2, 1_000_000),
      maxStoredMessages: integer(env, 'CHAT_MAX_STORED_MESSAGES', 200_000, 100, 1_000_000_000),
    },
    mcp: {
      rateLimit: {
        max: integer(env, 'MCP_RATE_LIMIT_MAX', 60, 1, 1_000_000_000),
        windowMs: integer(env, 'MCP_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      },
    },
    outbox: {
      maxAttempts,
      maxRejections: Math.min(maxAttempts, integer(env, 'OUTBOX_MAX_REJECTIONS', 3, 1, 1000)),
    },
    uploads: {
      maxBytesPerDay: integer(env, 'UPLOAD_MAX_MB_PER_DAY', 25, 1, 100_000) * MB,
      concurrency: integer(env, 'UPLOAD_CONCURRENCY', 4, 1, 1000),
      minFreeBytes: integer(env, 'MIN_FREE_DISK_MB', 200, 0, 10_000_000) * MB,
    },
    retention: {
      submissionDays: integer(
        env,
        'RETENTION_SUBMISSION_DAYS',
        dataRetention.submissionDays,
        1,
        36_500,
      ),
      applicationDays: integer(
        env,
        'RETENTION_APPLICATION_DAYS',
        dataRetention.applicationDays,
        1,
        36_500,
      ),
      chatDays: integer(env, 'RETENTION_CHAT_DAYS', dataRetention.chatDays, 1, 36_500),
    },
  };
}
