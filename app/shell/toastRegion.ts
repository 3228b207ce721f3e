import { DISMISS_TOAST_EVENT, type Toast, TOAST_EVENT } from "~/lib/toast";
import { shellCopy } from "./copy";
import { onReady, TOAST_REGION_ID } from "./dom";
import { loadForms } from "./loadForms";

/**
 * The page's notifications region (lib/toast.ts): a landmark with two live regions and the list
 * of toasts, added when the page is ready, before any message, since screen readers ignore live
 * regions inserted together with their content. It is the script's own, appended to <body>
 * outside what React renders, so a toast shown before a page's React has hydrated is not in its
 * way. The toasts themselves are drawn by the forms module (toasts.ts), fetched with the first.
 */
function element(tag: string, className: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export function startToastRegion(): void {
  onReady(() => {
    const region = element(
      "section",
      // Phones: at the top, where they cover neither the form just sent nor the footer's
      // newsletter box; from sm: bottom right. Full width on phones: a toast swiped off the edge
      // never makes the page scroll sideways.
      "pointer-events-none fixed inset-x-0 top-0 z-50 px-4 pt-[calc(0.75rem+env(safe-area-inset-top))] outline-none max-sm:overflow-x-clip sm:top-auto sm:bottom-0 sm:left-auto sm:w-[428px] sm:px-6 sm:pt-0 sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]",
      { id: TOAST_REGION_ID, "aria-label": shellCopy().toasts.regionLabel, tabindex: "-1" },
    );
    region.append(
      element("div", "sr-only", { role: "status", "aria-live": "polite", "aria-atomic": "true" }),
      element("div", "sr-only", { "aria-live": "assertive", "aria-atomic": "true" }),
      element("ol", "pointer-events-auto flex flex-col gap-2"),
    );
    document.body.append(region);
  });

  document.addEventListener(TOAST_EVENT, (event) => {
    const toast = (event as CustomEvent<Toast>).detail;
    // Offline, the toast is lost, not the message: the forms say a failure beside their button.
    onReady(
      () =>
        void loadForms().then(
          (forms) => forms.showToast(toast),
          () => {},
        ),
    );
  });
  document.addEventListener(DISMISS_TOAST_EVENT, (event) => {
    const id = (event as CustomEvent<number>).detail;
    void loadForms().then(
      (forms) => forms.closeToast(id),
      () => {},
    );
  });
}
