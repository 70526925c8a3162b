import { useLayoutEffect, useRef, type RefObject } from 'react';
import { releaseEarlyInput, takeEarlyInput } from '~/lib/early-input';

/**
 * Replays, exactly once, a tap the inline early-input script caught on this
 * control before hydration (see app/lib/early-input.ts). The element carries
 * `data-early={id}`. A layout effect, so the control is live before the
 * browser handles the next event.
 */
export function useEarlyInput(
  id: string,
  element: RefObject<Element | null>,
  replay: () => void,
): void {
  const latest = useRef(replay);
  useLayoutEffect(() => {
    latest.current = replay;
  });
  useLayoutEffect(() => {
    if (takeEarlyInput(id, element.current)) latest.current();
    return () => releaseEarlyInput(id);
  }, [id, element]);
}
