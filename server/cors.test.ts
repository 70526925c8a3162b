import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from './cors';

describe('parseAllowedOrigins', () => {
  it('reads CHAT_ALLOWED_ORIGINS strictly', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' ')).toEqual([]);
    expect(parseAllowedOrigins('https://a.example, http://localhost:8080')).toEqual([
      'https://a.example',
      'http://localhost:8080',
    ]);
    expect(() => parseAllowedOrigins('a.example')).toThrow('origins like');
    expect(() => parseAllowedOrigins('https://a.example/path')).toThrow('origins like');
    expect(() => parseAllowedOrigins('*')).toThrow('origins like');
  });
});
