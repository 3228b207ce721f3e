import { onReady } from "./dom";

/**
 * First screen first (app.css): on a fresh visit to a page's top, the first paint lays out what is
 * on the first screen only. The shell marks <html> before the body is parsed; while it is marked,
 * each top-level section of main but the heading's, and the footer, skips its layout when
 * off-screen (`content-visibility: auto`). Once the page is parsed they are laid out one per frame,
 * in order, so no single task lays out the whole page on a slow phone; then the mark goes and the
 * page is laid out exactly as without it.
 *
 * Not on a reload, Back or Forward, nor with a #fragment: the browser restores or seeks a place in
 * the page at once, and that needs every section's real height from the first layout.
 */
const FIRST_SCREEN = "firstScreen";
/** The sections app.css lays out later: main's top-level sections but the heading's, and the footer. */
const LATER_SELECTOR = "main section:not(section section):not(:has(h1)), body > footer";

function isFreshVisitToTop(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "navigate" && !location.hash;
}

export function startFirstScreen(): void {
  const root = document.documentElement;
  if (!isFreshVisitToTop()) return;
  root.dataset[FIRST_SCREEN] = "";
  onReady(() => {
    const later = [...document.querySelectorAll<HTMLElement>(LATER_SELECTOR)];
    let next = 0;
    const layOutNext = () => {
      if (next < later.length) {
        later[next++].dataset.laidOut = "";
        requestAnimationFrame(layOutNext);
        return;
      }
      delete root.dataset[FIRST_SCREEN];
      for (const section of later) delete section.dataset.laidOut;
    };
    requestAnimationFrame(layOutNext);
  });
}
