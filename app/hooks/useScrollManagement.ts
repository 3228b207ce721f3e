import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

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

/** Where the page was scrolled to, by history entry (React Router's location key). */
const scrollPositions = new Map<string, number>();

/** Whether this document was opened by a reload or by Back/Forward from another site. */
function restoredByBrowser() {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

/**
 * Every path change starts at the top of the page (or at its #anchor), and same-page links to
 * `#anchors` scroll smoothly with the header offset instead of jumping. A link to the page already
 * shown (the header's 'Plans' on /plans) goes back to its top, as the same link would load it,
 * smoothly. Back and Forward return to where that page was left. After a link in the browser the
 * focus moves there too, to the page's main heading or the anchor, as a page load would start: it
 * is not left on the link that was followed, or lost to the page.
 *
 * The page as loaded is the browser's: it opens at the top or at its #anchor (`scroll-padding-top`
 * keeps that below the header), and a reload keeps the place the visitor had reached, also when
 * they scrolled before the scripts started. Only a followed link to an #anchor is aligned again
 * once the page is whole, as sections rendered after the first frame may have moved it.
 */
export function useScrollManagement() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  // Between Back/Forward and the new page's render the browser scrolls the old page, and
  // clamps to its height: those positions are not the new entry's.
  const traversing = useRef(false);

  useEffect(() => {
    const save = () => {
      // The entry shown, even before React renders it; the page as loaded has no key of its own.
      const entry = (history.state as { key?: string } | null)?.key ?? "default";
      if (!traversing.current) scrollPositions.set(entry, window.scrollY);
    };
    const onPopState = () => {
      traversing.current = true;
    };
    addEventListener("scroll", save, { passive: true });
    addEventListener("popstate", onPopState);
    return () => {
      removeEventListener("scroll", save);
      removeEventListener("popstate", onPopState);
    };
  }, []);

  useEffect(() => {
    const firstRender = shownPath.current === null;
    const samePage = shownPath.current === pathname;
    const returnedTo = navigationType === "POP" ? scrollPositions.get(key) : undefined;
    traversing.current = false;
    shownPath.current = pathname;
    // A new #anchor on the page shown is the page's own (the click handler below, /services' hash).
    if (samePage && hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const anchor = id ? document.getElementById(id) : null;
    if (firstRender) {
      if (anchor && !restoredByBrowser()) scrollToElement(anchor, "instant");
      return;
    }
    if (returnedTo !== undefined) window.scrollTo({ top: returnedTo, behavior: "instant" });
    else if (anchor) scrollToElement(anchor, "instant");
    else window.scrollTo({ top: 0, behavior: samePage && !prefersReducedMotion() ? "smooth" : "instant" });
    const start = anchor ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (start) focusStart(start);
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
