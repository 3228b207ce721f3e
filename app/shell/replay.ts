import { closestTarget } from "./dom";

/**
 * No input is lost before a page's React has started (docs/DECISIONS.md 19). On a page that
 * hydrates (`<html data-hydrate="pending">`, root.tsx) the widgets in <main> work only once their
 * script has run; until then what the visitor presses there is held here and done again, once,
 * right after hydration: clicks on buttons, tabs and switches, the keys that move within a widget,
 * and a form's submission. Links, form fields and everything the shell owns work natively all
 * along and are left alone. The pointer resting on an element and the focus are handed over too,
 * so a tooltip under the pointer or a focused control shows its state.
 *
 * What is held is kept from React too (it listens on the document, after this script), so that
 * a press during hydration is not done twice; the root's first effect says the page is whole
 * (HYDRATED_EVENT, hooks/useHydratedEvent.ts).
 */
export const HYDRATED_EVENT = "app:hydrated";
/** A form sent before the page's script ran is sent as a plain form if the script never comes. */
export const NATIVE_SUBMIT_AFTER_MS = 15_000;

const CONTROL =
  "button, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=option], [role=menuitem]";
/** The keys a widget answers besides those that click: moving between tabs, closing. */
const WIDGET_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Escape"]);

/** A control of one of the page's widgets (not a link, field, submit button or shell control). */
function widgetControl(event: Event): HTMLElement | null {
  const control = closestTarget<HTMLElement>(event, CONTROL);
  if (!control?.closest("main")) return null;
  // A submit button sends its form: that is the submit event's to hold.
  if (
    control instanceof HTMLButtonElement &&
    ((control.type === "submit" && control.form) || control.disabled)
  )
    return null;
  if (control.matches("[popovertarget], [commandfor], [data-theme-toggle]")) return null;
  return control;
}

export function startInputReplay(): void {
  const root = document.documentElement;
  if (root.dataset.hydrate !== "pending") return;
  const queue: (() => void)[] = [];
  let holding = true;

  /** Keeps the event from the page's React, and does it again once React is whole. */
  const hold = (event: Event, replay: () => void) => {
    event.stopImmediatePropagation();
    queue.push(replay);
  };

  document.addEventListener(
    "click",
    (event) => {
      const control = holding && widgetControl(event);
      if (control) hold(event, () => control.isConnected && control.click());
    },
    true,
  );

  document.addEventListener(
    "keydown",
    (event) => {
      const control = holding && WIDGET_KEYS.has(event.key) && widgetControl(event);
      if (!control) return;
      event.preventDefault();
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      hold(event, () => {
        if (!control.isConnected) return;
        control.focus();
        control.dispatchEvent(
          new KeyboardEvent("keydown", {
            key,
            code,
            shiftKey,
            altKey,
            ctrlKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      });
    },
    true,
  );

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!holding || !(form instanceof HTMLFormElement) || !form.closest("main")) return;
      event.preventDefault();
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      hold(event, () => form.isConnected && form.requestSubmit(submitter));
      setTimeout(() => {
        if (holding && form.isConnected) form.submit();
      }, NATIVE_SUBMIT_AFTER_MS);
    },
    true,
  );

  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      holding = false;
      root.dataset.hydrate = "done";
      const hovered = [...document.querySelectorAll("main :hover")].at(-1);
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
      if (focused instanceof HTMLElement && focused.closest("main") && focused.matches(":focus-visible"))
        focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      // In a task of its own: state a component takes over right after hydration (text typed
      // early, app/hooks/useContactForm.ts) is in place before the replayed press reaches it.
      setTimeout(() => {
        for (const replay of queue.splice(0)) replay();
      });
    },
    { once: true },
  );
}
