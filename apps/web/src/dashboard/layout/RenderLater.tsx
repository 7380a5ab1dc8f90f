import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children, rendered just after the rest of the page, in a background render React splits into
 * short slices (useDeferredValue's first value is false, then true in a transition). For what sits
 * below the fold: the dashboard's first render then shows what the screen shows, without a long
 * task for the cards nobody sees yet. Nothing is lost: the children mount a moment later.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
