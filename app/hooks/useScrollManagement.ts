import { useEffect, useRef } from "react";
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

/** Focuses `target`, which need not be focusable: a heading or section gets tabindex="-1". */
function focusStart(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Every path change starts at the top of the page (or at its #anchor), and same-page links to
 * `#anchors` scroll smoothly with the header offset instead of jumping. A link to the page already
 * shown (the header's 'Plans' on /plans) goes back to its top, as the same link would load it,
 * smoothly. After a link in the browser the focus moves there too, to the page's main heading or
 * the anchor, as a page load would start: it is not left on the link that was followed, or lost to
 * the page.
 */
export function useScrollManagement() {
  const { pathname, hash, key } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = shownPath.current === pathname;
    // A new #anchor on the page shown is the page's own (the click handler below, /services' hash).
    if (samePage && hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const anchor = id ? document.getElementById(id) : null;
    if (anchor) scrollToElement(anchor, "instant");
    else window.scrollTo({ top: 0, behavior: samePage && !prefersReducedMotion() ? "smooth" : "instant" });
    if (shownPath.current !== null) {
      const start =
        anchor ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
      if (start) focusStart(start);
    }
    shownPath.current = pathname;
  }, [pathname, key]); // eslint-disable-line react-hooks/exhaustive-deps -- a followed link, not a hash written by the page

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
