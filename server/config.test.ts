import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const read = (env: Record<string, string>) => readConfig(env, '/srv/site');
const problem = (env: Record<string, string>) => {
  try {
    read(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'no error';
};

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(read({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/site/data',
      forwardTo: {},
      rateLimit: { max: 10, windowMs: 60_000 },
      trustProxy: 0,
      shutdownGraceMs: 10_000,
      chat: {
        allowedOrigins: [],
        rateLimit: { max: 20, sessionMax: 10, windowMs: 60_000 },
        maxSessionMessages: 200,
        maxStoredMessages: 200_000,
      },
      mcp: { rateLimit: { max: 60, windowMs: 60_000 } },
      outbox: { maxAttempts: 25, maxRejections: 3 },
      uploads: {
        maxBytesPerDay: 25 * 1024 * 1024,
        concurrency: 4,
        minFreeBytes: 200 * 1024 * 1024,
      },
      retention: { submissionDays: 730, applicationDays: 365, chatDays: 30 },
    });
  });

  it('reads every variable', () => {
    expect(
      read({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/vendorhub',
        FORWARD_QUOTE_URL: 'https://hooks.example.com/webhook/quote',
        FORWARD_APPLICATION_URL: 'http://n8n.internal:5678/webhook/apply',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_SECONDS: '120',
        TRUST_PROXY: '2',
        SHUTDOWN_GRACE_SECONDS: '30',
        OUTBOX_MAX_ATTEMPTS: '8',
        OUTBOX_MAX_REJECTIONS: '2',
        UPLOAD_MAX_MB_PER_DAY: '50',
        UPLOAD_CONCURRENCY: '2',
        MIN_FREE_DISK_MB: '0',
        RETENTION_SUBMISSION_DAYS: '365',
        RETENTION_APPLICATION_DAYS: '180',
        RETENTION_CHAT_DAYS: '7',
        CHAT_ALLOWED_ORIGINS: 'https://shop.example, http://localhost:8080',
        CHAT_RATE_LIMIT_MAX: '30',
        CHAT_SESSION_RATE_LIMIT_MAX: '5',
        CHAT_RATE_LIMIT_WINDOW_SECONDS: '120',
        CHAT_MAX_SESSION_MESSAGES: '50',
        CHAT_MAX_STORED_MESSAGES: '5000',
        MCP_RATE_LIMIT_MAX: '100',
        MCP_RATE_LIMIT_WINDOW_SECONDS: '30',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/vendorhub',
      forwardTo: {
        quote: 'https://hooks.example.com/webhook/quote',
        application: 'http://n8n.internal:5678/webhook/apply',
      },
      rateLimit: { max: 5, windowMs: 120_000 },
      trustProxy: 2,
      shutdownGraceMs: 30_000,
      chat: {
        allowedOrigins: ['https://shop.example', 'http://localhost:8080'],
        rateLimit: { max: 30, sessionMax: 5, windowMs: 120_000 },
        maxSessionMessages: 50,
        maxStoredMessages: 5000,
      },
      mcp: { rateLimit: { max: 100, windowMs: 30_000 } },
      outbox: { maxAttempts: 8, maxRejections: 2 },
      uploads: { maxBytesPerDay: 50 * 1024 * 1024, concurrency: 2, minFreeBytes: 0 },
      retention: { submissionDays: 365, applicationDays: 180, chatDays: 7 },
    });
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  });

  it('names the variable and the problem for a bad value', () => {
    expect(problem({ FORWARD_QUOTE_URL: 'hooks.example.com/quote' })).toBe(
      'FORWARD_QUOTE_URL must be an absolute http:// or https:// URL (got "hooks.example.com/quote")',
    );
    expect(problem({ FORWARD_CONTACT_URL: 'ftp://hooks.example.com/x' })).toMatch(
      /^FORWARD_CONTACT_URL /,
    );
    expect(problem({ PORT: 'eighty' })).toBe(
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
    expect(problem({ RATE_LIMIT_MAX: '0' })).toMatch(
      /^RATE_LIMIT_MAX must be a whole number from 1/,
    );
    expect(problem({ RATE_LIMIT_WINDOW_SECONDS: '1.5' })).toMatch(/^RATE_LIMIT_WINDOW_SECONDS /);
    expect(problem({ TRUST_PROXY: 'yes' })).toMatch(/^TRUST_PROXY /);
    expect(problem({ SHUTDOWN_GRACE_SECONDS: '-1' })).toMatch(/^SHUTDOWN_GRACE_SECONDS /);
    expect(problem({ OUTBOX_MAX_ATTEMPTS: 'many' })).toMatch(/^OUTBOX_MAX_ATTEMPTS /);
    expect(problem({ HOST: 'local host' })).toMatch(/^HOST /);
    expect(problem({ RETENTION_CHAT_DAYS: '0' })).toMatch(/^RETENTION_CHAT_DAYS /);
    expect(problem({ UPLOAD_CONCURRENCY: '0' })).toMatch(/^UPLOAD_CONCURRENCY /);
    expect(problem({ CHAT_MAX_STORED_MESSAGES: '10' })).toMatch(/^CHAT_MAX_STORED_MESSAGES /);
    expect(problem({ CHAT_RATE_LIMIT_MAX: 'lots' })).toMatch(/^CHAT_RATE_LIMIT_MAX /);
    expect(problem({ MCP_RATE_LIMIT_MAX: '0' })).toMatch(/^MCP_RATE_LIMIT_MAX /);
    expect(problem({ CHAT_ALLOWED_ORIGINS: 'shop.example' })).toBe(
      'CHAT_ALLOWED_ORIGINS must list origins like https://shop.example (got "shop.example")',
    );
  });
});
