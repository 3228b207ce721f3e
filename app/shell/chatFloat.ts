import { onReady } from "./dom";

/** What a visitor taps or types in: the chat button must never lie over one of these. */
const CONTROLS = "a[href],button,input,select,textarea,summary,[tabindex]:not([tabindex='-1'])";

/** Whether two boxes on the screen overlap, or come within 4px of each other. */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.left < b.right + 4 &&
    a.right > b.left - 4 &&
    a.top < b.bottom + 4 &&
    a.bottom > b.top - 4
  );
}

/**
 * The chat button on phones (components/ChatLinks.tsx): marked `data-covered` (app.css hides it)
 * while it lies over a control, a field or the language offer, or while the page's own chat links
 * are on the screen (the footer's, a service page's), where it is not needed. Looked at again
 * after each scroll, resize and press, when the page has loaded and when its size changes, once a
 * frame at most.
 */
export function startChatFloat(): void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const float = document.querySelector<HTMLElement>("[data-chat-float]");
    if (!float) return;
    const box = float.getBoundingClientRect();
    const screen = new DOMRect(0, 0, innerWidth, innerHeight);
    const covers = (selector: string, area: DOMRect) =>
      [...document.querySelectorAll(selector)].some(
        (element) => element !== float && overlaps(element.getBoundingClientRect(), area),
      );
    float.toggleAttribute(
      "data-covered",
      box.width > 0 && (covers("[data-chat-links]", screen) || covers(CONTROLS, box)),
    );
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  // "load": the page's fonts and pictures are in, and the layout may have moved under the button.
  for (const type of ["scroll", "resize", "click", "load"])
    addEventListener(type, schedule, { capture: true, passive: true });
  onReady(() => {
    schedule();
    if (window.ResizeObserver) new ResizeObserver(schedule).observe(document.body);
  });
}
