import { afterLoadIdle } from "./dom";
import vitalsUrl from "./vitals.ts?module-url";

/**
 * The share of page views that report their Core Web Vitals (vitals.ts), from 0 to 1: all of them.
 * The site has few visitors, and a page's 75th percentile means little under a few dozen beacons;
 * lower it if traffic grows (the percentiles stay true, the counts of beacons shrink with it).
 * A constant rather than a build setting: the shell's bundle would carry the build's whole
 * `import.meta.env` object to read one (builder/vite/inline-scripts.ts), on every page.
 */
const VITALS_SAMPLE = 1;

/**
 * Fetches and starts the measurement once the page has loaded and the browser is idle, as the
 * islands start (islands.ts), so it adds nothing to what the page loads and paints first, and no
 * request at all to a view left out of the sample. A module that fails to arrive leaves the view
 * unmeasured: the page works the same.
 */
export function startVitals(): void {
  if (Math.random() >= VITALS_SAMPLE) return;
  afterLoadIdle(() =>
    import(/* @vite-ignore */ vitalsUrl).then(
      (vitals: typeof import("./vitals")) => vitals.measureVitals(),
      () => {},
    ),
  );
}
