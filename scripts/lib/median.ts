/**
 * Lighthouse's own advice for a noisy machine: run several times and report
 * the median. Each numeric field of the runs is reduced to its median on its
 * own; other fields are taken from the first run.
 */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianRun<T extends object>(runs: T[]): T {
  const [first] = runs;
  if (!first) throw new Error('median of no runs');
  const out = { ...first } as Record<string, unknown>;
  for (const [key, value] of Object.entries(first))
    if (typeof value === 'number')
      out[key] = median(runs.map((run) => (run as Record<string, number>)[key]!));
  return out as T;
}
