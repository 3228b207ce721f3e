// @ts-check
/**
 * The Web Vitals beacon (DECISIONS.md 30) as the page sends it (app/shell/vitals.ts) and the
 * server takes it (server/endpoints/vitals.mjs). Plain JavaScript so both share one rule.
 */

/** Where the page sends its beacon: the site's own server, so no other origin learns of the visit. */
export const VITALS_PATH = "/api/v1.0/vitals";

/** @typedef {"lcp" | "inp" | "cls" | "fcp" | "ttfb"} Metric */
/** @typedef {"mobile" | "desktop"} Device */

export const METRICS = /** @type {const} */ (["lcp", "inp", "cls", "fcp", "ttfb"]);
export const DEVICES = /** @type {const} */ (["mobile", "desktop"]);

/** The largest value each metric may have: a minute for the timings (ms), 10 for the layout shift. */
export const METRIC_MAX = /** @type {Record<Metric, number>} */ ({
  lcp: 60_000,
  inp: 60_000,
  fcp: 60_000,
  ttfb: 60_000,
  cls: 10,
});

/**
 * One page view's beacon, as the JSON text the page sends; null when nothing was measured. A
 * value past its metric's maximum is sent as the maximum: the view still counts as the slowest,
 * where the server would refuse the whole beacon and the view would count as nothing.
 * @param {string} path
 * @param {Device} device
 * @param {Partial<Record<Metric, number>>} values
 * @returns {string | null}
 */
export function vitalsBeacon(path, device, values) {
  /** @type {{ path: string, device: Device } & Partial<Record<Metric, number>>} */
  const beacon = { path, device };
  let measured = false;
  for (const metric of METRICS) {
    const value = values[metric];
    if (value === undefined) continue;
    beacon[metric] = Math.min(value, METRIC_MAX[metric]);
    measured = true;
  }
  return measured ? JSON.stringify(beacon) : null;
}
