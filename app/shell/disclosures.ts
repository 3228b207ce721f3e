import { keepInView } from "~/lib/scroll";

/**
 * Accordions are native <details> sharing a name (components/ui/accordion.tsx). Opening one
 * closes the one that was open; when that one was above, the item just opened moves up, maybe
 * under the fixed header or off the screen: it is brought back to where anchors land.
 */
export function startDisclosures(): void {
  // `toggle` does not bubble: caught on its way down.
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.name && details.open && !details.closest("dialog"))
        keepInView(details.querySelector("summary") ?? details);
    },
    true,
  );
}
