/** Previous and next entries of an ordered list, for back/next links. */
export function neighbours<T>(items: readonly T[], index: number): { prev?: T; next?: T } {
  if (index < 0 || index >= items.length) return {};
  return {
    prev: index > 0 ? items[index - 1] : undefined,
    next: index < items.length - 1 ? items[index + 1] : undefined,
  };
}
