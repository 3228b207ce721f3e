import { cva } from "class-variance-authority";
import { type Toast, TOAST_DURATION_MS, TOAST_LIMIT } from "~/lib/toast";
import { shellCopy } from "./copy";
import { TOAST_REGION_ID } from "./dom";

/**
 * The page's toasts (lib/toast.ts), in the region the inline script added (toastRegion.ts):
 * bottom right (full width at the top on phones), newest last. The toasts are not live: the
 * region's live regions read each message once. While the pointer is over the list or focus is
 * inside it, no toast closes itself (WCAG 2.2.1). A toast swiped sideways is dismissed.
 */

/** Between clearing the live region and writing the new message, so even a repeat is a change. */
const ANNOUNCE_DELAY_MS = 100;
/** Then the message is removed, so browsing the region does not meet it twice (with its toast). */
const ANNOUNCE_HOLD_MS = 1000;
/** A drag released this many pixels sideways dismisses the toast... */
const SWIPE_DISTANCE = 60;
/** ...and so does a flick: at least this far, this fast (pixels per millisecond). */
const FLICK_DISTANCE = 20;
const FLICK_SPEED = 0.5;

const toastVariants = cva(
  "flex touch-pan-y items-start gap-3 rounded-md border p-4 shadow-lg [overflow-wrap:anywhere] max-sm:starting:-translate-y-4 sm:starting:translate-y-4 starting:opacity-0 motion-safe:transition-[translate,transform,opacity] motion-safe:duration-250 motion-safe:ease-out data-dragging:transition-none data-dragging:select-none",
  {
    variants: {
      variant: {
        // In dark the shadow is lost: a lighter edge keeps the toast apart from the navy footer.
        default: "border-border bg-surface text-surface-foreground dark:border-muted-foreground/30",
        destructive: "border-destructive/60 bg-destructive-surface text-destructive-surface-foreground",
      },
    },
  },
);

const descriptionVariants = cva("mt-1 text-sm leading-relaxed", {
  variants: { variant: { default: "text-muted-foreground", destructive: "" } },
});

// The site's blue focus ring would not stand out on the destructive red: white there.
const closeVariants = cva(
  "-mt-2 -mr-2 grid size-10 shrink-0 place-items-center rounded-sm transition-colors duration-150 hover:bg-current/8 focus-visible:outline-offset-0",
  {
    variants: {
      variant: {
        default: "text-muted-foreground hover:text-foreground",
        destructive: "focus-visible:outline-destructive-surface-foreground",
      },
    },
  },
);

/** lucide's X, as components draw it. */
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

/** Ends a title or description with a full stop unless it has its own (!, ?, …, ।). */
const sentence = (text: string) => (/[.!?…।]$/.test(text) ? text : `${text}.`);

/** "Title. Description.", as the live region reads it. */
export const toastMessage = ({ title, description }: Pick<Toast, "title" | "description">) =>
  description ? `${sentence(title)} ${sentence(description)}` : sentence(title);

type Shown = {
  element: HTMLLIElement;
  remaining: number;
  started: number;
  timer?: ReturnType<typeof setTimeout>;
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const shown = new Map<number, Shown>();
const paused = { hover: false, focus: false };
let pending: Toast[] = [];
let announceTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
let parts:
  { region: HTMLElement; polite: HTMLElement; assertive: HTMLElement; list: HTMLElement } | undefined;

const isPaused = () => paused.hover || paused.focus;

function resume(item: Shown) {
  clearTimeout(item.timer);
  if (isPaused() || item.element.hasAttribute("data-dragging")) return;
  item.started = Date.now();
  item.timer = setTimeout(() => closeToast(Number(item.element.dataset.toastId)), item.remaining);
}

function pause(item: Shown) {
  if (item.timer === undefined) return;
  clearTimeout(item.timer);
  item.timer = undefined;
  item.remaining -= Date.now() - item.started;
}

const pauseOrResumeAll = () => shown.forEach(isPaused() ? pause : resume);

/** The region's parts; the list pauses its toasts while hovered or focused. */
function regionParts() {
  if (parts) return parts;
  const region = document.getElementById(TOAST_REGION_ID) as HTMLElement;
  const [polite, assertive, list] = [...region.children] as HTMLElement[];
  // Touch has no hover: a finger on a toast pauses it as a drag.
  list.addEventListener("pointerenter", (event) => {
    paused.hover = event.pointerType !== "touch";
    pauseOrResumeAll();
  });
  list.addEventListener("pointerleave", () => {
    paused.hover = false;
    pauseOrResumeAll();
  });
  list.addEventListener("focusin", () => {
    paused.focus = true;
    pauseOrResumeAll();
  });
  list.addEventListener("focusout", (event) => {
    if (list.contains(event.relatedTarget as Node | null)) return;
    paused.focus = false;
    pauseOrResumeAll();
  });
  parts = { region, polite, assertive, list };
  return parts;
}

/** Closing the toast that holds the focus hands it to a neighbour, or to the region. */
export function closeToast(id: number): void {
  const item = shown.get(id);
  if (!item) return;
  const { element: node } = item;
  if (node.contains(document.activeElement)) {
    const neighbour = node.nextElementSibling ?? node.previousElementSibling;
    (neighbour?.querySelector("button") ?? regionParts().region).focus();
  }
  clearTimeout(item.timer);
  shown.delete(id);
  node.remove();
  if (shown.size === 0) Object.assign(paused, { hover: false, focus: false });
}

/**
 * A new toast clears the live regions and its message follows a moment later, so a repeat of the
 * last message is a change too; toasts that arrive together are read as one message, assertively
 * if any of them is destructive.
 */
function announce(toast: Toast) {
  const { polite, assertive } = regionParts();
  pending.push(toast);
  polite.textContent = "";
  assertive.textContent = "";
  clearTimeout(announceTimer);
  clearTimeout(clearTimer);
  announceTimer = setTimeout(() => {
    const live = pending.some((item) => item.variant === "destructive") ? assertive : polite;
    live.textContent = pending.map(toastMessage).join(" ");
    pending = [];
    clearTimer = setTimeout(() => (live.textContent = ""), ANNOUNCE_HOLD_MS);
  }, ANNOUNCE_DELAY_MS);
}

export function showToast(toast: Toast): void {
  const node = element("li", toastVariants({ variant: toast.variant }));
  node.dataset.toastId = String(toast.id);
  const text = element("div", "min-w-0 flex-1");
  text.append(element("p", "leading-snug font-bold", toast.title));
  if (toast.description)
    text.append(element("p", descriptionVariants({ variant: toast.variant }), toast.description));
  const dismiss = element("button", closeVariants({ variant: toast.variant }));
  dismiss.type = "button";
  dismiss.setAttribute("aria-label", shellCopy().toasts.dismiss);
  dismiss.innerHTML = CLOSE_ICON;
  dismiss.addEventListener("click", () => closeToast(toast.id));
  node.append(text, dismiss);
  swipeToDismiss(
    node,
    () => closeToast(toast.id),
    (dragging) => {
      const item = shown.get(toast.id);
      if (item) (dragging ? pause : resume)(item);
    },
  );
  regionParts().list.append(node);
  const item: Shown = { element: node, remaining: TOAST_DURATION_MS, started: Date.now() };
  shown.set(toast.id, item);
  resume(item);
  for (const id of [...shown.keys()].slice(0, -TOAST_LIMIT)) closeToast(id);
  announce(toast);
}
/**
 * Horizontal drag with any pointer: the toast follows it and is dismissed when released far or
 * fast enough, else springs back. `touch-pan-y` leaves vertical scrolling to the browser, which
 * then cancels the drag.
 */
function swipeToDismiss(node: HTMLElement, dismiss: () => void, onDrag: (dragging: boolean) => void) {
  let start: { pointerId: number; x: number; time: number } | null = null;
  const stop = () => {
    start = null;
    node.removeAttribute("data-dragging");
    node.style.transform = "";
    node.style.opacity = "";
    onDrag(false);
  };
  node.addEventListener("pointerdown", (event) => {
    // The close button keeps its click; a mouse drags with its main button only.
    if (event.button !== 0 || (event.target as Element).closest("button")) return;
    start = { pointerId: event.pointerId, x: event.clientX, time: event.timeStamp };
    node.setPointerCapture(event.pointerId);
    node.setAttribute("data-dragging", "");
    onDrag(true);
  });
  node.addEventListener("pointermove", (event) => {
    if (start?.pointerId !== event.pointerId) return;
    const offset = event.clientX - start.x;
    node.style.transform = `translateX(${offset}px)`;
    node.style.opacity = String(Math.max(0.4, 1 - Math.abs(offset) / 200));
  });
  node.addEventListener("pointerup", (event) => {
    if (start?.pointerId !== event.pointerId) return;
    const distance = Math.abs(event.clientX - start.x);
    const speed = distance / Math.max(1, event.timeStamp - start.time);
    stop();
    if (distance >= SWIPE_DISTANCE || (distance >= FLICK_DISTANCE && speed >= FLICK_SPEED)) dismiss();
  });
  node.addEventListener("pointercancel", stop);
}
