import { useEffect } from "react";
import { useLocation } from "react-router";

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

/** Scrolls to the element with `id`, if there is one. */
export function scrollToAnchor(id: string, behavior?: ScrollBehavior): boolean {
  const target = document.getElementById(id);
  if (target) scrollToElement(target, behavior);
  return Boolean(target);
}

/**
 * Every path change starts at the top of the page (or at its #anchor), and same-page links to
 * `#anchors` scroll smoothly with the header offset instead of jumping.
 */
export function useScrollManagement() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !scrollToAnchor(id, "instant")) window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- only a path change resets scroll

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      const id = link?.getAttribute("href")?.slice(1);
      if (!id || !scrollToAnchor(decodeURIComponent(id))) return;
      event.preventDefault();
      // Moves keyboard focus too (the skip link's target has tabindex="-1").
      document.getElementById(decodeURIComponent(id))?.focus({ preventScroll: true });
      history.pushState(history.state, "", `#${id}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
