/**
 * Taps made before hydration, on controls that need JavaScript (the chat
 * launcher). Between the first paint and hydration such a button looks ready
 * but has no handler, so a tap would be lost. This script, inlined in every
 * page's head, catches a click (also a key that activates the button) on any
 * element marked `data-early="<id>"`: it keeps the tap from reaching anything
 * else, marks the element `data-early-heard` (styled at once, so the visitor
 * sees the tap was taken), and records it. Once the control's component is
 * mounted, `useEarlyInput` (app/hooks/use-early-input.ts) marks the id live,
 * so later taps go to React, and replays a recorded tap exactly once.
 *
 * Kept under 1 KB and free of `<`; the server allows it by its hash like
 * every inline script (docs/decisions/002).
 */
export const EARLY_INPUT_GLOBAL = '__vhEarly';

export interface EarlyInputState {
  /** Ids tapped before their control was live, not yet replayed. */
  heard: Record<string, true>;
  /** Ids whose control is mounted and handles its own taps. */
  live: Record<string, true>;
}

export const earlyInputScript = `(function(){var s=window.${EARLY_INPUT_GLOBAL}={heard:{},live:{}};addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest('[data-early]');if(!c)return;var id=c.getAttribute('data-early');if(s.live[id])return;e.preventDefault();e.stopImmediatePropagation();if(s.heard[id])return;s.heard[id]=true;c.setAttribute('data-early-heard','');c.setAttribute('aria-busy','true')},true)})()`;

/** The recorded state, when the script ran (it does in every built page). */
export function earlyInputState(): EarlyInputState | undefined {
  return (window as unknown as Record<string, EarlyInputState | undefined>)[EARLY_INPUT_GLOBAL];
}

/**
 * Marks `id` live and tells whether a tap on it waits to be replayed; the
 * tap is consumed, so a second call (React's strict mode) answers false.
 */
export function takeEarlyInput(id: string, element: Element | null): boolean {
  const state = earlyInputState();
  if (!state) return false;
  state.live[id] = true;
  if (!state.heard[id]) return false;
  delete state.heard[id];
  element?.removeAttribute('data-early-heard');
  element?.removeAttribute('aria-busy');
  return true;
}

/** After the control unmounts, taps are caught again until it mounts anew. */
export function releaseEarlyInput(id: string) {
  const state = earlyInputState();
  if (state) delete state.live[id];
}
