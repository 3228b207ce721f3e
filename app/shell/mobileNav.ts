import { closestTarget } from "./dom";

/**
 * The phone menu (components/MobileNav.tsx): a modal <dialog> that its button opens
 * (`command="show-modal"`), with the page inert behind it, focus kept inside, Escape and a tap on
 * the backdrop (`closedby="any"`) closing it and the focus returning to the button, all by the
 * browser. This fills in for browsers without invoker commands or `closedby`, closes the panel when
 * a link in it is followed (Back would otherwise find it open) or the window widens to the desktop
 * bar, and keeps the button's `aria-expanded` true to the panel.
 */

/** Where the desktop bar takes over from the phone menu (Tailwind's `md`). */
export const DESKTOP_QUERY = "(min-width: 768px)";

const hasCommands = () => "commandForElement" in HTMLButtonElement.prototype;
const hasClosedBy = () => "closedBy" in HTMLDialogElement.prototype;

function setExpanded(dialog: HTMLDialogElement) {
  for (const button of document.querySelectorAll(`[commandfor="${dialog.id}"][command="show-modal"]`))
    button.setAttribute("aria-expanded", String(dialog.open));
}

export function startMobileNav(): void {
  document.addEventListener("click", (event) => {
    const button = closestTarget<HTMLButtonElement>(event, "button[commandfor]");
    const target = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (target instanceof HTMLDialogElement && !hasCommands()) {
      const command = button?.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      if (command === "close") target.close();
      setExpanded(target);
    }
    const dialog = closestTarget<HTMLDialogElement>(event, "dialog[open]");
    if (!dialog) return;
    // A click on the dialog box itself, not on its content, landed on the backdrop.
    if ((event.target === dialog && !hasClosedBy()) || closestTarget(event, "a[href]")) dialog.close();
  });

  // `toggle` and `close` do not bubble: caught on their way down.
  for (const type of ["toggle", "close"])
    document.addEventListener(
      type,
      (event) => event.target instanceof HTMLDialogElement && setExpanded(event.target),
      true,
    );

  matchMedia(DESKTOP_QUERY).addEventListener("change", (event) => {
    if (!event.matches) return;
    for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-phone-menu][open]"))
      dialog.close();
  });
}
