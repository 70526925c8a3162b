import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows max requests per window per address, then says when to retry', () => {
    const limiter = createRateLimiter(2, 60_000);
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 1000)).toEqual({ allowed: true });
    expect(limiter.take('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.take('b', 2000)).toEqual({ allowed: true });
  });
  it('opens again when the window ends', () => {
    const limiter = createRateLimiter(1, 1000);
    limiter.take('a', 0);
    expect(limiter.take('a', 999).allowed).toBe(false);
    expect(limiter.take('a', 1000).allowed).toBe(true);
  });
});
