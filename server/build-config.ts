/**
 * What the browser bundle talks to outside our own origin. It is decided at
 * build time by the same VITE_* variables the bundle is built with, recorded
 * in build/config.json by the post-build step, and turned into the server's
 * Content-Security-Policy.
 */

export interface ExternalOrigins {
  /** Webhooks the chat and the forms post to, from every page. */
  connect: string[];
  /**
   * The meeting scheduler's origins (its embed script, its booking frame and
   * its API), allowed only on the pages that embed it.
   */
  scheduler: string[];
}

const WEBHOOK_VARIABLES = [
  'VITE_CHAT_WEBHOOK_URL',
  'VITE_CONTACT_WEBHOOK_URL',
  'VITE_VENDOR_REQUEST_WEBHOOK_URL',
  'VITE_APPLICATION_WEBHOOK_URL',
  'VITE_QUOTE_WEBHOOK_URL',
] as const;

function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    // A relative URL stays on our own origin.
    return undefined;
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))].sort();
}

export function externalOrigins(env: Record<string, string | undefined>): ExternalOrigins {
  const schedulerOrigin = originOf(env.VITE_SCHEDULER_ORIGIN) ?? 'https://cal.com';
  // Cal.com serves its embed script and booking frames from app.cal.com too.
  const schedulerOrigins = unique([
    schedulerOrigin,
    schedulerOrigin === 'https://cal.com' ? 'https://app.cal.com' : undefined,
  ]);
  return {
    connect: unique(WEBHOOK_VARIABLES.map((name) => originOf(env[name]))),
    scheduler: schedulerOrigins,
  };
}
