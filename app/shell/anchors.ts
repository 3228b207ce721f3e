import { closestTarget, prefersReducedMotion } from "./dom";

/**
 * SPEC.md section 2: links to an #anchor of the page shown scroll there smoothly, to 100px below
 * the top (app.css `scroll-padding-top`), and the reading position moves there too (the focus, for
 * the keyboard and screen readers). Under reduced motion they jump, as they do without this
 * script. Only same-page anchors whose element exists: a hash a page reads as state (/services
 * #branding) is the page's own.
 */
export function startAnchors(): void {
  document.addEventListener("click", (event) => {
    const link = closestTarget<HTMLAnchorElement>(event, "a[href^='#']");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const id = decodeURIComponent(link.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    // As the link would: a history entry for the anchor (the state kept, for a page whose router
    // reads it), made before the scroll, so the entry left keeps the place Back returns to (an
    // instant jump made first would be recorded as that place).
    if (location.hash !== link.hash) history.pushState(history.state, "", link.hash);
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
    if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
}
