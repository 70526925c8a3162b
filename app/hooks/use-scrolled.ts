import { useSyncExternalStore } from 'react';
import { isScrolledPast } from '~/lib/scroll';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the window is scrolled past the header threshold. Prerendered HTML
 * is the unscrolled state; the browser's real position takes over on hydration
 * without a mismatch warning.
 */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY),
    () => false,
  );
}
