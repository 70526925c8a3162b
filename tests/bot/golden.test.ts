import { describe, expect, it } from 'vitest';
import { goldenLines, readGolden } from './golden';

describe('the golden file of the help bot', () => {
  it('holds the reply of today’s bot to every question of every set', () => {
    const now = goldenLines();
    const golden = readGolden();
    // The first few lines that differ say more than a diff of 8,000 lines.
    const differ = now
      .map((line, i) => ({ line, was: golden[i], i }))
      .filter(({ line, was }) => line !== was)
      .slice(0, 5)
      .map(({ line, was, i }) => `line ${i + 1}\n  was: ${was}\n  now: ${line}`);
    expect(
      differ,
      'replies changed: if deliberately, run `npm run bot:golden -- --write` and say why in the commit',
    ).toEqual([]);
    expect(now.length).toBe(golden.length);
  }, 180_000);
});
