import type { Context, MiddlewareHandler } from 'hono';
import { rateLimitKey } from './client-address.ts';

/**
 * A fixed-window counter per client address: at most `max` requests (form submissions, chat messages) per
 * `windowMs`. In memory: a restart forgets the counts, which only ever errs
 * towards letting a real visitor through.
 */
export interface RateLimiter {
  /** Whether this address may submit now; counts the attempt when it may. */
  take(
    address: string,
    now?: number,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    take(address, now = Date.now()) {
      // Forget finished windows now and then, so the map cannot grow without bound.
      if (now - lastSweep > windowMs) {
        for (const [key, window] of windows)
          if (now - window.start >= windowMs) windows.delete(key);
        lastSweep = now;
      }
      const window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        windows.set(address, { start: now, count: 1 });
        return { allowed: true };
      }
      if (window.count >= max) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
        };
      }
      window.count++;
      return { allowed: true };
    },
  };
}

/** What a refused visitor reads after why: how long to wait. */
export const retryLater = (seconds: number) => `Please wait ${seconds} seconds and try again.`;

/**
 * Middleware for a route that lets each client address (counted as `rateLimitKey` counts it) make
 * `max` requests per `windowMs`. The rest get Retry-After and `refuse`'s 429 answer, which carries
 * "Too many {what} from your network. Please wait N seconds and try again."
 */
export function limitPerAddress(
  { max, windowMs }: { max: number; windowMs: number },
  clientAddress: (c: Context) => string,
  what: string,
  refuse: (c: Context, message: string) => Response,
): MiddlewareHandler {
  const limiter = createRateLimiter(max, windowMs);
  return async (c, next) => {
    const taken = limiter.take(rateLimitKey(clientAddress(c)));
    if (taken.allowed) return next();
    c.header('Retry-After', String(taken.retryAfterSeconds));
    return refuse(c, `Too many ${what} from your network. ${retryLater(taken.retryAfterSeconds)}`);
  };
}
