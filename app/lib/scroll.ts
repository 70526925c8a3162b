/** The header turns solid once the page is scrolled past this many pixels (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 10;

export function isScrolledPast(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}
