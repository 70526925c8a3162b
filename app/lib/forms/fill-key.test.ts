import { describe, expect, it } from 'vitest';
import { createFillKey, randomId } from './fill-key';

describe('createFillKey', () => {
  it('keeps one key for every attempt of a fill and renews it after a success', () => {
    let n = 0;
    const key = createFillKey(() => `key-${++n}`);
    expect(key.get()).toBe('key-1');
    expect(key.get()).toBe('key-1');
    key.renew();
    expect(key.get()).toBe('key-2');
  });
});

describe('randomId', () => {
  it('makes a UUID v4 with or without crypto.randomUUID', () => {
    expect(randomId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = randomId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(randomId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
