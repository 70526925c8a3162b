/** The position a link preselects: only one of the open positions' exact titles (spec §2). */
export function preselectedPosition(query: string | null, titles: readonly string[]): string {
  return query !== null && titles.includes(query) ? query : '';
}

/** The resume rule (spec §5): present, and at most the size limit. */
export function resumeProblem(
  file: { size: number } | null | undefined,
  rules: { maxBytes: number; tooLarge: string; missing: string },
): string | undefined {
  if (!file || file.size === 0) return rules.missing;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return undefined;
}
