/**
 * Finds placeholder copy that must never ship: lorem ipsum, to-do and fix-me
 * markers, "coming soon" filler.
 */
const MARKERS = [
  /lorem ipsum/i,
  /\bTO[D]O\b/,
  /\bFIX[M]E\b/,
  /\bTBD\b/,
  /coming soon placeholder/i,
];

export function findFiller(text: string): string | undefined {
  for (const marker of MARKERS) {
    const match = marker.exec(text);
    if (match) return match[0];
  }
  return undefined;
}
