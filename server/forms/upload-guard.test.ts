import { describe, expect, it } from 'vitest';
import { createFreeSpaceProbe, createSlots, createVolumeLimiter } from './upload-guard';

describe('createVolumeLimiter', () => {
  it('counts bytes per key for a day', () => {
    const limiter = createVolumeLimiter(10_000);
    expect(limiter.allows('a', 6000, 0)).toBe(true);
    limiter.record('a', 6000, 0);
    expect(limiter.allows('a', 5000, 1000)).toBe(false);
    expect(limiter.allows('b', 5000, 1000)).toBe(true);
    expect(limiter.allows('a', 5000, 24 * 60 * 60 * 1000)).toBe(true);
  });
});

describe('createSlots', () => {
  it('refuses a holder past the cap until one is released, once', () => {
    const slots = createSlots(2);
    const first = slots.tryAcquire()!;
    expect(slots.tryAcquire()).toBeDefined();
    expect(slots.tryAcquire()).toBeUndefined();
    first();
    first();
    expect(slots.inUse).toBe(1);
    expect(slots.tryAcquire()).toBeDefined();
  });
});

describe('createFreeSpaceProbe', () => {
  it('reads the free space at most once a second, and 0 for a folder it cannot read', () => {
    let calls = 0;
    let clock = 0;
    const probe = createFreeSpaceProbe(
      '/data',
      (() => {
        calls++;
        return { bavail: 10, bsize: 4096 };
      }) as never,
      () => clock,
    );
    expect(probe()).toBe(40_960);
    expect(probe()).toBe(40_960);
    expect(calls).toBe(1);
    clock = 1500;
    probe();
    expect(calls).toBe(2);
    const broken = createFreeSpaceProbe('/gone', (() => {
      throw new Error('ENOENT');
    }) as never);
    expect(broken()).toBe(0);
  });
});
