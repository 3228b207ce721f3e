import { closestTarget } from "./dom";

/**
 * The phone menu (components/MobileNav.tsx): a modal <dialog> that its button opens
 * (`command="show-modal"`), with the page inert behind it, focus kept inside, Escape and a tap on
 * the backdrop (`closedby="any"`) closing it and the focus returning to the button, all by the
 * browser. This fills in for browsers without invoker commands or `closedby`, and closes the panel
 * when a link in it is followed (Back would otherwise find it open) or the window widens to the
 * desktop bar.
 */

/** Where the desktop bar takes over from the phone menu (Tailwind's `md`). */
export const DESKTOP_QUERY = "(min-width: 768px)";

const hasCommands = () => "commandForElement" in HTMLButtonElement.prototype;
const hasClosedBy = () => "closedBy" in HTMLDialogElement.prototype;

export function startMobileNav(): void {
  document.addEventListener("click", (event) => {
    const button = closestTarget<HTMLButtonElement>(event, "button[commandfor]");
    const target = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (target instanceof HTMLDialogElement && !hasCommands()) {
      const command = button?.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      if (command === "close") target.close();
    }
    const dialog = closestTarget<HTMLDialogElement>(event, "dialog[open]");
    if (!dialog) return;
    // A click on the dialog box itself, not on its content, landed on the backdrop.
    if ((event.target === dialog && !hasClosedBy()) || closestTarget(event, "a[href]")) dialog.close();
  });

  matchMedia(DESKTOP_QUERY).addEventListener("change", (event) => {
    if (!event.matches) return;
    for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-phone-menu][open]"))
      dialog.close();
  });
}
