import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A field edited before hydration keeps what the visitor typed (React leaves
 * the DOM value alone while hydrating) but not in React's state, so the next
 * render would overwrite it. Hands the field to `adopt` once, at mount, to
 * take its value into state.
 */
export function useEarlyFieldValue<T extends HTMLInputElement>(
  field: RefObject<T | null>,
  adopt: (field: T) => void,
): void {
  const latest = useRef(adopt);
  useLayoutEffect(() => {
    latest.current = adopt;
  });
  useLayoutEffect(() => {
    if (field.current) latest.current(field.current);
  }, [field]);
}
