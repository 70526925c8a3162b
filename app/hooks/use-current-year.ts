import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The visitor's current year. The prerendered HTML carries the build year; the
 * browser's clock replaces it right after hydration, without a mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
