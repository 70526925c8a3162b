/**
 * The generated mark that stands in for a customer's logo: their initials on
 * a colour picked from their slug. Deterministic, so the prerendered HTML and
 * the hydrated page draw the same mark, and a company keeps its colour on
 * every page.
 */

/** Tailwind 700 shades: white initials on each pass WCAG AA (4.5:1). */
export const MARK_COLORS = [
  '#1d37d8', // brand-700
  '#047857', // emerald-700
  '#6d28d9', // violet-700
  '#be123c', // rose-700
  '#0f766e', // teal-700
  '#b45309', // amber-700
  '#a21caf', // fuchsia-700
  '#0369a1', // sky-700
] as const;

/**
 * 'FixtureFarm' becomes 'FF' and 'Evertail' becomes 'E': the capitals of a
 * camel-cased brand name (at most two), else the first letter of up to two
 * words.
 */
export function companyInitials(name: string): string {
  const capitals = name.match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A stable colour for a slug (FNV-1a hash, so similar slugs still spread out). */
export function markColor(slug: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return MARK_COLORS[(hash >>> 0) % MARK_COLORS.length]!;
}
