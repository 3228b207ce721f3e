import { useEffect, useRef } from "react";

/** How long the pointer rests on an item before hovering selects it. */
export const HOVER_INTENT_MS = 120;

/**
 * Hover that selects only once the pointer rests on an item: a pointer crossing other items on
 * its way somewhere (the diagonal from a menu category to one of its links) selects none of them.
 * Returns the handlers for each item.
 */
export function useHoverIntent<T>(select: (value: T) => void, delay = HOVER_INTENT_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (value: T) => ({
    onPointerEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => select(value), delay);
    },
    onPointerLeave: () => clearTimeout(timer.current),
  });
}
