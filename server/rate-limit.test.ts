import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, limitPerAddress } from './rate-limit';

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

describe('limitPerAddress', () => {
  it("lets each address through max times, then answers with refuse's 429 and Retry-After", async () => {
    let address = '2001:0db8:0000:0000:0000:0000:0000:0001';
    const app = new Hono();
    const refuse = (c: Context, message: string) => c.text(message, 429);
    app.post(
      '/',
      limitPerAddress({ max: 1, windowMs: 60_000 }, () => address, 'pings', refuse),
    );
    app.post('/', (c) => c.text('ok'));
    expect((await app.request('/', { method: 'POST' })).status).toBe(200);
    // Another address of the same IPv6 /64 (as client-address.ts writes them) is the same visitor.
    address = '2001:0db8:0000:0000:0000:0000:0000:0002';
    const refused = await app.request('/', { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.text()).toBe(
      'Too many pings from your network. Please wait 60 seconds and try again.',
    );
    address = '198.51.100.7';
    expect(await (await app.request('/', { method: 'POST' })).text()).toBe('ok');
  });
});
