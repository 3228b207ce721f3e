import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. There is deliberately no tailwind-merge (8 kB of JavaScript): components
 * expose variants instead of accepting conflicting overrides.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** True when nothing has the focus: the focused element went away or became disabled. */
export function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
