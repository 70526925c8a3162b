/**
 * Keeps a full-screen chat window inside the visual viewport: when the
 * on-screen keyboard opens, the layout viewport stays tall on some phones
 * (iOS Safari), so a window pinned to it would hide its input and send
 * button behind the keyboard. On larger screens, where the window is a
 * 384x500 box in the corner, nothing is set.
 */
import { useEffect, type RefObject } from 'react';

/** Widths at which the window fills the screen (Tailwind's `sm` breakpoint). */
const FULL_SCREEN = '(max-width: 639.98px)';

export function useVisualViewport(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!active || !viewport || !element) return;
    const media = window.matchMedia(FULL_SCREEN);
    const fit = () => {
      if (!media.matches) {
        element.style.removeProperty('height');
        element.style.removeProperty('top');
        element.style.removeProperty('bottom');
        return;
      }
      element.style.top = `${viewport.offsetTop}px`;
      element.style.height = `${viewport.height}px`;
      element.style.bottom = 'auto';
    };
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    media.addEventListener('change', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
      media.removeEventListener('change', fit);
    };
  }, [ref, active]);
}
