/** Runs `start` once the whole document is parsed (at once if it already is). */
export function onReady(start: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}

/**
 * Runs `then` once the page has loaded and the browser is idle: after what the page needs first
 * (without requestIdleCallback, as in Safari, a moment after the load).
 */
export function afterLoadIdle(then: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
export const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches;

/** The element an event happened on, or its closest ancestor matching `selector`. */
export function closestTarget<T extends Element>(event: Event, selector: string): T | null {
  return event.target instanceof Element ? event.target.closest<T>(selector) : null;
}

/** The notifications region the inline script adds (toastRegion.ts) and the forms module fills (toasts.ts). */
export const TOAST_REGION_ID = "toasts";

/** The footer's newsletter box (components/NewsletterForm.tsx). */
export const NEWSLETTER_FORM = "form[data-newsletter]";
