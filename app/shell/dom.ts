/** Runs `start` once the whole document is parsed (at once if it already is). */
export function onReady(start: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}

export const prefersReducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The element an event happened on, or its closest ancestor matching `selector`. */
export function closestTarget<T extends Element>(event: Event, selector: string): T | null {
  return event.target instanceof Element ? event.target.closest<T>(selector) : null;
}

/** The notifications region the inline script adds (toastRegion.ts) and the forms module fills (toasts.ts). */
export const TOAST_REGION_ID = "toasts";

/** The footer's newsletter box (components/NewsletterForm.tsx). */
export const NEWSLETTER_FORM = "form[data-newsletter]";
