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

/** How long the page is still after a scroll before the visitor is taken to be reading it. */
export const REST_MS = 600;

/**
 * Whether a line of text lies under `box`: a line of what holds the element the page shows at one
 * of its corners or its centre (the paragraph of a bold word, the card of a gap in its text).
 */
function coversText(box: DOMRect, float: Element): boolean {
  const range = document.createRange();
  // The corners, 4px in (a round button's own corners are empty), and the centre.
  const [left, top, right, bottom] = [box.left + 4, box.top + 4, box.right - 4, box.bottom - 4];
  const points = [
    [left, top],
    [right, top],
    [(left + right) / 2, (top + bottom) / 2],
    [left, bottom],
    [right, bottom],
  ];
  return points.some(([x, y]) => {
    const shown = document.elementsFromPoint(x, y).find((element) => !float.contains(element));
    const holder = shown?.parentElement;
    if (!holder) return false;
    const texts = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((line) => overlaps(line, box))) return true;
    }
    return false;
  });
}

/**
 * The chat button on phones (components/ChatLinks.tsx): marked `data-covered` (app.css hides it)
 * while it lies over a control, a field or the language offer, while the page's own chat links
 * are on the screen (the footer's, a service page's), where it is not needed, and while it lies
 * over text the page has come to rest on, being read (DESIGN.md); in a scroll it shows. Looked at
 * again after each scroll, resize and press, when the page has loaded, when its size changes and
 * when a scroll has come to rest, once a frame at most.
 */
export function startChatFloat(): void {
  let frame = 0;
  // A timer while a scroll goes on, 0 once it has come to rest.
  let scrolling = 0;
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
      box.width > 0 &&
        (covers("[data-chat-links]", screen) ||
          covers(CONTROLS, box) ||
          (!scrolling && coversText(box, float))),
    );
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  addEventListener(
    "scroll",
    () => {
      clearTimeout(scrolling);
      scrolling = window.setTimeout(() => {
        scrolling = 0;
        schedule();
      }, REST_MS);
    },
    { capture: true, passive: true },
  );
  // "load": the page's fonts and pictures are in, and the layout may have moved under the button.
  for (const type of ["scroll", "resize", "click", "load"])
    addEventListener(type, schedule, { capture: true, passive: true });
  onReady(() => {
    schedule();
    if (window.ResizeObserver) new ResizeObserver(schedule).observe(document.body);
  });
}
