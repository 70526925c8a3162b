/**
 * A choice a link preselects (`/application?position=…`, `/contact?subject=…`):
 * only one of the field's exact values (spec §2), otherwise none.
 */
export function preselectedValue(
  query: string | null,
  options: readonly { value: string }[],
): string {
  return query !== null && options.some((option) => option.value === query) ? query : '';
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
