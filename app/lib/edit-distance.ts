/**
 * Typo tolerance shared by the documentation search and the help bot: how
 * far apart two words are, and how far a typo may be from the word meant.
 */

/** Words shorter than this are left alone: one changed letter makes another real word too often. */
export const MIN_TYPO_LENGTH = 5;

/** One edit for words up to seven letters, two from eight. */
export function maxTypoDistance(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

// Three rows reused by every call: a vocabulary scan makes thousands of calls and should not allocate.
let rows: Int32Array[] = [];

/**
 * Damerau-Levenshtein distance (an adjacent swap counts one), giving up once
 * it exceeds `max`, which keeps a scan over a whole vocabulary cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows.length === 0 || rows[0]!.length <= b.length)
    rows = [0, 1, 2].map(() => new Int32Array(Math.max(64, b.length + 1)));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}
