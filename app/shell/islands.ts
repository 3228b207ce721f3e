import {
  HYDRATED_ATTRIBUTE,
  type HydrateIsland,
  ISLAND_FAILED_EVENT,
  ISLAND_HYDRATED_EVENT,
  ISLAND_SELECTOR,
  type IslandLoad,
  isWoken,
} from "~/lib/islands";
import { afterLoadIdle, closestTarget, onReady } from "./dom";

/**
 * The islands' loader (docs/DECISIONS.md 25; app/lib/islands.ts): each island's entry module is
 * fetched and its element hydrated alone, when it comes near the screen (`visible`) or when the
 * browser is idle (`idle`, or whatever its `load` when the page's address or storage holds what
 * it must act on, `data-wake`), in either case after the page has loaded, so its first paints
 * are the HTML's alone; and at once at the first input on it (the only trigger of an island
 * that waits for `interaction`).
 *
 * No input is lost meanwhile: what the visitor presses on an island that has not hydrated is held
 * here and done again, once, right after: clicks on buttons, tabs and switches, the keys that move
 * within a widget, and a form's submission. Links and form fields work natively all along (what
 * was typed is taken over by the component, hooks/useTypedBeforeHydration.ts). The pointer resting
 * on an element and the focus are handed over too, so a tooltip under the pointer or a focused
 * control shows its state. What is held is kept from React too (it listens on the island's element,
 * below the document), so that a press during hydration is not done twice.
 */

/** A form sent before its island's script ran is sent as a plain form if the script never comes. */
export const NATIVE_SUBMIT_AFTER_MS = 15_000;
/** How far off screen an island starts loading, so it is ready when it scrolls in. */
const VISIBLE_MARGIN = "300px 0px";

const CONTROL =
  "button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=option],[role=menuitem]";
/** The keys a widget answers besides those that click: the carousel's arrows, closing a tooltip. */
const WIDGET_KEYS = new Set(["ArrowLeft", "ArrowRight", "Escape"]);
/**
 * And those only a list of tabs or options answers: on a plain button they scroll the page,
 * which a held key would not do.
 */
const LIST_KEYS = new Set(["ArrowUp", "ArrowDown", "Home", "End"]);
const LIST_ITEM = "[role=tab],[role=radio],[role=option],[role=menuitem]";
/** The attributes that say what a control shows: open, pressed, chosen. */
const STATE_ATTRIBUTES = ["aria-expanded", "aria-pressed", "aria-selected", "aria-checked"];

export type Island = HTMLElement & {
  dataset: {
    island: string;
    src: string;
    load?: IslandLoad;
    wake?: string;
    imports?: string;
    props?: string;
  };
};

/**
 * A press held until its island has hydrated, what to do instead if it never does, and whether
 * hydration itself has since changed what the visitor pressed.
 */
type Held = { replay: () => void; fallback?: () => void; overtaken?: () => boolean };
const held = new WeakMap<Island, Held[]>();
const loading = new WeakSet<Island>();
/** Islands whose React is live (their held presses may still be being replayed). */
const live = new WeakSet<Island>();
/** While a held press is done again: it goes to React, not back into the queue. */
let replaying = false;
/** Islands that could not hydrate: plain HTML, which a press reaches natively. */
const failed = new WeakSet<Island>();
/** The forms whose submission is held until their island hydrates: one each. */
const sending = new WeakSet<HTMLFormElement>();

/** The island an event happened in, while it has not hydrated. */
function dryIsland(event: Event): Island | null {
  if (replaying) return null;
  const island = closestTarget<Island>(event, ISLAND_SELECTOR);
  return island && !island.hasAttribute(HYDRATED_ATTRIBUTE) && !failed.has(island) ? island : null;
}

/** Fetches the island's module and hydrates it, once. */
function hydrate(island: Island): void {
  if (loading.has(island)) return;
  loading.add(island);
  // Its imports ahead of it, not one round trip after it (a module is fetched once, however asked).
  for (const href of island.dataset.imports?.split(" ") ?? [])
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  const props: object = JSON.parse(island.dataset.props ?? "{}");
  import(/* @vite-ignore */ island.dataset.src)
    .then(({ default: start }: { default: HydrateIsland }) => start(island, props))
    .catch((error: unknown) => {
      console.error(error);
      island.dispatchEvent(new Event(ISLAND_FAILED_EVENT));
    });
}

/** What a control shows, as its state attributes say. */
function stateOf(control: Element): string {
  return STATE_ATTRIBUTES.map((name) => control.getAttribute(name)).join();
}

/** A control of an island's widget (not a link, field or submit button). */
function widgetControl(event: Event): HTMLElement | null {
  const control = closestTarget<HTMLElement>(event, CONTROL);
  // A submit button sends its form: that is the submit event's to hold.
  if (
    control instanceof HTMLButtonElement &&
    ((control.type === "submit" && control.form) || control.disabled)
  )
    return null;
  return control;
}

/** Keeps the event from the island's React, does it again once the island is whole. */
function hold(island: Island, event: Event, press: Held) {
  event.stopImmediatePropagation();
  const presses = held.get(island) ?? [];
  presses.push(press);
  held.set(island, presses);
  hydrate(island);
}

function handOver(island: Island) {
  const hovered = [...island.querySelectorAll(":hover")].at(-1);
  if (hovered) {
    for (const type of ["pointerover", "mouseover"])
      hovered.dispatchEvent(
        new (type === "pointerover" ? PointerEvent : MouseEvent)(type, {
          bubbles: true,
          pointerType: "mouse",
        } as PointerEventInit),
      );
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused) && focused.matches(":focus-visible"))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

function holdInput() {
  // A pointer or the focus coming to an island is about to use it: its module starts loading.
  // (Typing needs the focus, and a tap or a click comes after the pointer.)
  for (const type of ["pointerover", "focusin"])
    document.addEventListener(
      type,
      (event) => {
        const island = dryIsland(event);
        if (island) hydrate(island);
      },
      { capture: true, passive: true },
    );

  document.addEventListener(
    "click",
    (event) => {
      const island = dryIsland(event);
      const control = island && widgetControl(event);
      if (island && control) {
        const shown = stateOf(control);
        hold(island, event, {
          replay: () => control.isConnected && control.click(),
          overtaken: () => stateOf(control) !== shown,
        });
      }
      // Send pressed before its form's island hydrates: the submission is held for the island,
      // whose own checks answer it (SPEC.md's messages, in the page's language), not stopped by
      // the browser's bubble (in the browser's language) before it could be.
      const send = island && closestTarget<HTMLButtonElement | HTMLInputElement>(event, "button, input");
      if (send?.type === "submit" && send.form) send.form.noValidate = true;
    },
    true,
  );

  document.addEventListener(
    "keydown",
    (event) => {
      const island = dryIsland(event);
      const control = island && widgetControl(event);
      if (!island || !control) return;
      if (!WIDGET_KEYS.has(event.key) && !(LIST_KEYS.has(event.key) && control.matches(LIST_ITEM))) return;
      event.preventDefault();
      hold(island, event, {
        replay: () => {
          if (!control.isConnected) return;
          control.focus();
          // The same key again: the held event is the new one's init (its key, code, modifiers).
          control.dispatchEvent(new KeyboardEvent("keydown", event));
        },
      });
    },
    true,
  );

  document.addEventListener(
    "submit",
    (event) => {
      const island = dryIsland(event);
      const form = event.target;
      if (!island || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      // A second tap on Send while the first waits is the same sending: it is sent once.
      if (sending.has(form)) return event.stopImmediatePropagation();
      sending.add(form);
      // (A script's own submit event has none: undefined is as none given.)
      const { submitter } = event as SubmitEvent;
      const post = () => form.isConnected && form.submit();
      hold(island, event, {
        replay: () => form.isConnected && form.requestSubmit(submitter),
        fallback: post,
      });
      setTimeout(() => {
        if (!live.has(island)) post();
      }, NATIVE_SUBMIT_AFTER_MS);
    },
    true,
  );

  document.addEventListener(
    ISLAND_HYDRATED_EVENT,
    (event) => {
      const island = event.target as Island;
      live.add(island);
      handOver(island);
      // Each in a task of its own: state a component takes over right after hydration (text typed
      // early, app/hooks/useContactForm.ts) is in place before the first replayed press reaches
      // it, and what each press changes is rendered before the next (two taps on a toggle open
      // and close it). The island is marked hydrated once the last is done: a press made
      // meanwhile joins the queue rather than overtake the presses made before it.
      const replayNext = () => {
        const press = held.get(island)?.shift();
        if (!press) return island.setAttribute(HYDRATED_ATTRIBUTE, "");
        replaying = true;
        try {
          press.replay();
        } finally {
          replaying = false;
        }
        setTimeout(replayNext);
      };
      setTimeout(() => {
        // What hydration itself set (the category the address names, opened) is not pressed
        // again: the press was made on what the HTML showed, and would now undo it.
        held.set(
          island,
          (held.get(island) ?? []).filter((press) => !press.overtaken?.()),
        );
        replayNext();
      });
    },
    true,
  );
  // An island that cannot hydrate stays HTML: a held form posts, other presses are dropped.
  document.addEventListener(
    ISLAND_FAILED_EVENT,
    (event) => {
      const island = event.target as Island;
      failed.add(island);
      for (const { fallback } of held.get(island)?.splice(0) ?? []) fallback?.();
    },
    true,
  );
}

/**
 * Hydrates each island on its trigger: near the screen (`visible`), or when the browser is idle;
 * an island waiting for `interaction` only at the input (holdInput); one the page's address or
 * storage wakes (`data-wake`) when idle.
 */
export function watchIslands(islands: Iterable<Island>): void {
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = entry.target.closest<Island>(ISLAND_SELECTOR)!;
        for (const part of island.children) visible.unobserve(part);
        afterLoadIdle(() => hydrate(island));
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const island of islands) {
    const { load, wake = "" } = island.dataset;
    if (load === "idle" || isWoken(wake)) afterLoadIdle(() => hydrate(island));
    // The island's element lays out as its content (`display: contents`): its parts are watched.
    else if (load === "visible") for (const part of island.children) visible.observe(part);
  }
}

export function startIslands(): void {
  holdInput();
  const watch = () => watchIslands(document.querySelectorAll<Island>(ISLAND_SELECTOR));
  onReady(watch);
  // Again at each new #fragment: a link within the page may name what an island shows.
  addEventListener("hashchange", watch);
}
