/**
 * Browser features the site relies on that jsdom (27) lacks, for the tests only (vitest.setup.ts).
 * Each is a minimal stand-in for the platform, after the HTML spec where the site depends on it,
 * and is installed only where jsdom has no version of its own. None of them stands in for the
 * site's own code: the shell's scripts (app/shell/) run as they are on top of them.
 *
 * - matchMedia, with `change` events a test can fire (setMediaMatches)
 * - popovers: showPopover/hidePopover/togglePopover, `:popover-open`, ToggleEvent, the
 *   `popovertarget` button, light dismiss (a press outside) and Escape, focus returning on hide
 * - modal dialogs: showModal/show/close/requestClose, Escape, focus returning on close, and the
 *   `toggle` and `close` events (no invoker commands, no `closedby`: the shell fills those in)
 * - <details name> (the attribute's IDL reflection only), pointer capture (no-ops)
 */

// --- matchMedia ------------------------------------------------------------------------------

/** One list per query, as in a browser, so a change reaches every listener of the query. */
class TestMediaQueryList extends EventTarget {
  matches = false;
  onchange = null;
  constructor(readonly media: string) {
    super();
  }
  addListener(listener: (event: MediaQueryListEvent) => void) {
    this.addEventListener("change", listener as EventListener);
  }
  removeListener(listener: (event: MediaQueryListEvent) => void) {
    this.removeEventListener("change", listener as EventListener);
  }
}

const mediaLists = new Map<string, TestMediaQueryList>();

function mediaList(query: string): TestMediaQueryList {
  let list = mediaLists.get(query);
  if (!list) mediaLists.set(query, (list = new TestMediaQueryList(query)));
  return list;
}

/**
 * The window now matches `query` or not (a resize, a system setting changed): the query's
 * `change` listeners hear of it if that is a change. Every query answers "no match" until then.
 */
export function setMediaMatches(query: string, matches: boolean): void {
  const list = mediaList(query);
  if (list.matches === matches) return;
  list.matches = matches;
  list.dispatchEvent(Object.assign(new Event("change"), { matches, media: query }));
}

/** Back to "no match" everywhere, silently (between tests). */
export function resetMedia(): void {
  for (const list of mediaLists.values()) list.matches = false;
}

// --- popovers ----------------------------------------------------------------------------------

/** The platform's own `:popover-open` cannot match in jsdom: open popovers carry this instead. */
const OPEN_ATTRIBUTE = "data-test-popover-open";

type Showing = { previouslyFocused: Element | null };
/** Open popovers and modal dialogs, in the order they opened: the top layer, Escape's order. */
const topLayer: Element[] = [];
const popovers = new Map<HTMLElement, Showing>();
const dialogFocus = new WeakMap<HTMLDialogElement, Element | null>();
const modalDialogs = new WeakSet<HTMLDialogElement>();

class TestToggleEvent extends Event {
  readonly oldState: string;
  readonly newState: string;
  constructor(type: string, init: ToggleEventInit = {}) {
    super(type, init);
    this.oldState = init.oldState ?? "";
    this.newState = init.newState ?? "";
  }
}

const popoverState = (element: Element) => {
  const value = element.getAttribute("popover");
  if (value === null) return null;
  return value === "manual" || value === "hint" ? value : "auto";
};

const leaveTopLayer = (element: Element) => {
  const index = topLayer.indexOf(element);
  if (index >= 0) topLayer.splice(index, 1);
};

/** `toggle` comes in a task of its own after the change (the spec's queued event). */
function queueToggle(element: Element, oldState: string, newState: string) {
  setTimeout(() => element.dispatchEvent(new TestToggleEvent("toggle", { oldState, newState })));
}

let openStyle: HTMLStyleElement | undefined;

/** jsdom's user agent stylesheet hides every popover (it cannot tell the open ones): shown here. */
function showOpenPopovers() {
  if (openStyle?.isConnected) return;
  openStyle = document.createElement("style");
  openStyle.textContent = `[popover][${OPEN_ATTRIBUTE}] { display: block; }`;
  document.head.append(openStyle);
}

function showPopover(element: HTMLElement) {
  if (popoverState(element) === null) throw new DOMException("Not a popover", "NotSupportedError");
  if (popovers.has(element)) return;
  if (!element.isConnected) throw new DOMException("Not connected", "InvalidStateError");
  const opening = new TestToggleEvent("beforetoggle", {
    oldState: "closed",
    newState: "open",
    cancelable: true,
  });
  if (!element.dispatchEvent(opening)) return;
  // An auto popover closes the others, but not those it is inside of.
  if (popoverState(element) === "auto")
    for (const other of [...popovers.keys()].reverse())
      if (other !== element && !other.contains(element) && popoverState(other) === "auto")
        hidePopover(other, false);
  const previouslyFocused = popoverState(element) === "auto" ? document.activeElement : null;
  showOpenPopovers();
  popovers.set(element, { previouslyFocused });
  topLayer.push(element);
  element.setAttribute(OPEN_ATTRIBUTE, "");
  queueToggle(element, "closed", "open");
}

/** Hides; the focus, if inside, goes back where it was before the popover opened. */
function hidePopover(element: HTMLElement, focusPrevious: boolean) {
  if (!popovers.has(element)) return;
  element.dispatchEvent(new TestToggleEvent("beforetoggle", { oldState: "open", newState: "closed" }));
  const showing = popovers.get(element);
  if (!showing) return; // A listener hid it meanwhile.
  popovers.delete(element);
  leaveTopLayer(element);
  element.removeAttribute(OPEN_ATTRIBUTE);
  queueToggle(element, "open", "closed");
  const { previouslyFocused } = showing;
  if (focusPrevious && element.contains(document.activeElement) && previouslyFocused instanceof HTMLElement)
    previouslyFocused.focus();
}

/** Popovers removed from the page are no longer open (the spec hides them on removal). */
function forgetRemoved() {
  for (const element of [...popovers.keys()])
    if (!element.isConnected) {
      popovers.delete(element);
      leaveTopLayer(element);
    }
  for (const element of [...topLayer]) if (!element.isConnected) leaveTopLayer(element);
}

/** The popover a press on `node` belongs to: one it is inside of, or the one its button opens. */
function clickedPopover(node: EventTarget | null): HTMLElement | null {
  for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
    if (element instanceof HTMLElement && popovers.has(element)) return element;
    const targetId = element.getAttribute("popovertarget");
    const target = targetId ? document.getElementById(targetId) : null;
    if (target && popovers.has(target)) return target;
  }
  return null;
}

/** Light dismiss: every auto popover but the one pressed in (and those it is inside of) closes. */
function hidePopoversOutside(kept: HTMLElement | null) {
  for (const element of [...popovers.keys()].reverse())
    if (popoverState(element) === "auto" && !(kept && element.contains(kept))) hidePopover(element, false);
}

/** `:popover-open` in a selector, as jsdom can match it. */
const withOpenPopovers = (selectors: string) => selectors.replace(/:popover-open\b/g, `[${OPEN_ATTRIBUTE}]`);

if (typeof window !== "undefined" && !("showPopover" in HTMLElement.prototype)) {
  window.ToggleEvent = TestToggleEvent as unknown as typeof ToggleEvent;
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      forgetRemoved();
      showPopover(this);
    },
    hidePopover(this: HTMLElement) {
      forgetRemoved();
      hidePopover(this, true);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      const open = popovers.has(this);
      if (force !== open) {
        if (open) this.hidePopover();
        else this.showPopover();
      }
      return popovers.has(this);
    },
  });

  for (const prototype of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
    for (const name of ["matches", "closest", "querySelector", "querySelectorAll"] as const) {
      const native = (prototype as unknown as Record<string, (selectors: string) => unknown>)[name];
      if (!native) continue;
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value(this: unknown, selectors: string) {
          return native.call(this, withOpenPopovers(String(selectors)));
        },
      });
    }
  }

  // A popovertarget button toggles its popover, unless its click was cancelled. Listening on the
  // window, last, stands in for the button's activation behaviour, after every page listener.
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>("button[popovertarget]");
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    const target = document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!target || popoverState(target) === null) return;
    forgetRemoved();
    const action = button.getAttribute("popovertargetaction") ?? "toggle";
    if (popovers.has(target) && action !== "show") hidePopover(target, true);
    else if (!popovers.has(target) && action !== "hide") showPopover(target);
  });

  // A press (down and up on the same popover, or outside all) closes the others.
  let pressedIn: HTMLElement | null | undefined;
  window.addEventListener(
    "pointerdown",
    (event) => {
      forgetRemoved();
      pressedIn = clickedPopover(event.target);
    },
    true,
  );
  window.addEventListener(
    "pointerup",
    (event) => {
      const popover = clickedPopover(event.target);
      if (pressedIn !== undefined && popover === pressedIn) hidePopoversOutside(popover);
      pressedIn = undefined;
    },
    true,
  );
}

// --- dialogs -----------------------------------------------------------------------------------

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  const wasModal = modalDialogs.has(dialog);
  dialog.removeAttribute("open");
  modalDialogs.delete(dialog);
  leaveTopLayer(dialog);
  queueToggle(dialog, "open", "closed");
  const previouslyFocused = dialogFocus.get(dialog);
  dialogFocus.delete(dialog);
  if (
    previouslyFocused instanceof HTMLElement &&
    previouslyFocused.isConnected &&
    (wasModal || dialog.contains(document.activeElement))
  )
    previouslyFocused.focus();
  setTimeout(() => dialog.dispatchEvent(new Event("close")));
}

function openDialog(dialog: HTMLDialogElement, modal: boolean) {
  dialog.setAttribute("open", "");
  dialogFocus.set(dialog, document.activeElement);
  if (modal) {
    modalDialogs.add(dialog);
    topLayer.push(dialog);
  }
  queueToggle(dialog, "closed", "open");
  // The dialog focusing steps: its autofocus element, else its first focusable one, else itself.
  const control =
    dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? dialog).focus();
}

if (typeof window !== "undefined" && !("showModal" in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      if (!this.open) openDialog(this, false);
    },
    showModal(this: HTMLDialogElement) {
      if (this.open && modalDialogs.has(this)) return;
      if (this.open) throw new DOMException("The dialog is already open", "InvalidStateError");
      if (!this.isConnected) throw new DOMException("Not connected", "InvalidStateError");
      openDialog(this, true);
    },
    close(this: HTMLDialogElement) {
      closeDialog(this);
    },
    requestClose(this: HTMLDialogElement) {
      if (this.open && this.dispatchEvent(new Event("cancel", { cancelable: true }))) closeDialog(this);
    },
  });
}

// Escape closes what is on top: an auto popover (focus back where it was) or a modal dialog.
if (typeof window !== "undefined") {
  window.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    forgetRemoved();
    const top = topLayer.at(-1);
    if (top instanceof HTMLDialogElement) top.requestClose();
    else if (top instanceof HTMLElement && popoverState(top) === "auto") hidePopover(top, true);
  });
}

// --- <details name>, pointer capture -----------------------------------------------------------

if (typeof window !== "undefined" && !("name" in HTMLDetailsElement.prototype)) {
  Object.defineProperty(HTMLDetailsElement.prototype, "name", {
    configurable: true,
    get(this: HTMLDetailsElement) {
      return this.getAttribute("name") ?? "";
    },
    set(this: HTMLDetailsElement, value: string) {
      this.setAttribute("name", value);
    },
  });
}

if (typeof window !== "undefined" && !("setPointerCapture" in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture() {},
    releasePointerCapture() {},
    hasPointerCapture: () => false,
  });
}

if (typeof window !== "undefined") {
  window.matchMedia = (query: string) => mediaList(query) as unknown as MediaQueryList;
}
