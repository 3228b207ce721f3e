import { HELD_HYDRATION_TYPE } from "~/lib/heldHydration.mjs";
import { onReady } from "./dom";

/** A visible page that has not painted by then is stuck on something else: its React starts. */
export const PAINT_WAIT_AFTER_LOAD_MS = 3000;

/**
 * Runs `then` once, after the page's first contentful paint (the browser's paint timing), or at
 * once in a tab that cannot paint (hidden, or prerendering for a later visit) or a browser that
 * cannot tell. Also for the field measurement (vitalsStart.ts).
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return once();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => setTimeout(once, PAINT_WAIT_AFTER_LOAD_MS), { once: true });
}

/**
 * Starts the page's React after its first paint (app/lib/heldHydration.mjs): React Router's module
 * script runs as it was written (the page's CSP allows its text by hash). Until the page has
 * hydrated, input is held (replay.ts). A page the build did not hold (the dev server) has no such
 * script and starts as it came.
 */
export function startHydration(): void {
  if (document.documentElement.dataset.hydrate !== "pending") return;
  onReady(() => {
    const held = document.querySelector<HTMLScriptElement>(`script[type="${HELD_HYDRATION_TYPE}"]`);
    if (!held) return;
    afterFirstPaint(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.text = held.text;
      held.replaceWith(script);
    });
  });
}
