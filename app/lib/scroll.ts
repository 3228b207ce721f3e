/** Where in-page targets land: below the fixed header (SPEC.md section 2; app.css scroll-padding-top). */
export const ANCHOR_OFFSET = 100;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls `target` to 100px below the top (under the fixed header); instant under reduced motion. */
export function scrollToElement(target: Element, behavior?: ScrollBehavior) {
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top, behavior: behavior ?? (prefersReducedMotion() ? "instant" : "smooth") });
}

/**
 * After the next render: if `target` has moved up under the fixed header or off the screen (a
 * panel above it closed), scrolls it back to where anchors land.
 */
export function keepInView(target: Element) {
  requestAnimationFrame(() => {
    if (target.getBoundingClientRect().top < ANCHOR_OFFSET) scrollToElement(target);
  });
}
