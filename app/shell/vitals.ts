import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { type Metric as BeaconMetric, VITALS_PATH, vitalsBeacon } from "~/lib/vitalsBeacon.mjs";
import { DESKTOP_QUERY } from "./mobileNav";

/**
 * Field measurement (DECISIONS.md 30, docs/OPERATIONS.md): this page view's Core Web Vitals, sent
 * to the site's own server in one beacon as the page is hidden. Loaded apart, after the page's
 * `load` (vitalsStart.ts); web-vitals reads what happened before from the browser's buffered
 * performance entries.
 *
 * The beacon holds the page's path, its layout (phone or desktop) and the five values, nothing
 * else: no cookie, storage or identifier, and it goes to the page's own origin only. One beacon a
 * page load, the first time the page is hidden: what a visitor who comes back to the tab does
 * after is not counted, nor is a page shown again from the back/forward cache.
 */
export function measureVitals(): void {
  // The not-found page is at whatever path was asked for: no page of the site to measure.
  if (document.querySelector("[data-not-found]")) return;
  // The page as it loaded, which the values are of, even if a page with React changes its URL
  // later: its path, and its layout (the phone menu below the desktop bar's width).
  const path = location.pathname;
  const device = matchMedia(DESKTOP_QUERY).matches ? "desktop" : "mobile";
  const values: Partial<Record<BeaconMetric, number>> = {};
  const keep = (metric: Metric) => {
    values[metric.name.toLowerCase() as BeaconMetric] = metric.value;
  };
  // Every change, not only the final values: a browser may unload a page with a `pagehide` but no
  // `visibilitychange` (Safari), and web-vitals reports CLS and INP only on the latter.
  for (const onMetric of [onLCP, onINP, onCLS, onFCP, onTTFB]) onMetric(keep, { reportAllChanges: true });

  let sent = false;
  const send = () => {
    const body = sent ? null : vitalsBeacon(path, device, values);
    // A string is sent as text/plain, which the endpoint reads as JSON.
    if (body) sent = navigator.sendBeacon(VITALS_PATH, body);
  };
  // On the window as the event bubbles, so after web-vitals' own listeners (on the window, as it
  // is captured), which read the last layout shifts and interactions as the page is hidden.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
