import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from './site-url';

describe('resolveSiteUrl', () => {
  it.each([
    [undefined, 'https://vendorhub.io'],
    ['  ', 'https://vendorhub.io'],
    ['https://staging.example/', 'https://staging.example'],
    [' https://shop.test ', 'https://shop.test'],
  ])('%j -> %s', (value, expected) => expect(resolveSiteUrl(value)).toBe(expected));
});
