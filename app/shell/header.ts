import { onReady } from "./dom";

/** SPEC.md section 2: the bar turns opaque with a shadow once the page has scrolled past 50px. */
export const OPAQUE_AFTER_PX = 50;

/** Keeps `data-scrolled` on the header (app.css draws the two looks from it). */
export function startHeader(): void {
  const update = () => {
    const header = document.querySelector<HTMLElement>("header[data-scrolled]");
    const scrolled = String(window.scrollY > OPAQUE_AFTER_PX);
    if (header && header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  addEventListener("scroll", update, { passive: true });
  // A reload or Back keeps the place the visitor had reached: the header must say so at once. In
  // a frame, where reading the scroll position costs no layout of its own.
  onReady(() => requestAnimationFrame(update));
  addEventListener("pageshow", update);
}
