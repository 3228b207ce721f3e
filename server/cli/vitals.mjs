// @ts-check
/**
 * `npm run vitals`: how fast the site is for its real visitors, from the daily aggregates the
 * server keeps (server/vitals.mjs, VITALS_DIR or data/vitals): the 75th percentile of Largest
 * Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift for each page, language
 * and device class over the last 28 days, with the number of beacons, each rated as Google rates
 * it (docs/OPERATIONS.md, "Reading npm run vitals").
 *
 *   npm run vitals                  the last 28 days, today (UTC) included
 *   npm run vitals -- --days 7      the last 7
 */
import { parseArgs } from "node:util";
import { pathInEnglish } from "../../app/content/locales.mjs";
import { DEVICES } from "../../app/lib/vitalsBeacon.mjs";
import { dayOf, p75, readDays, vitalsDir } from "../vitals.mjs";
import { runAsCommand, safeText } from "./terminal.mjs";

/** @typedef {import("../vitals.mjs").VitalsRow} VitalsRow */
/** @typedef {"lcp" | "inp" | "cls"} ShownMetric */

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/**
 * Each shown metric: its column, how its value reads, and Google's thresholds (at or under
 * `good` is good, over `poor` is poor, between needs improvement).
 * @type {Record<ShownMetric, { title: string, format: (value: number) => string, good: number, poor: number }>}
 */
const SHOWN = {
  lcp: { title: "LCP", format: (ms) => `${(ms / 1000).toFixed(1)} s`, good: 2500, poor: 4000 },
  inp: { title: "INP", format: (ms) => `${Math.round(ms)} ms`, good: 200, poor: 500 },
  cls: { title: "CLS", format: (shift) => shift.toFixed(2), good: 0.1, poor: 0.25 },
};

/**
 * @param {ShownMetric} metric
 * @param {number} value
 */
function rating(metric, value) {
  const { good, poor } = SHOWN[metric];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/**
 * The rows of several days summed by page, language and device, in the order the report reads:
 * by page (a page and its Nepali twin together), then English before Nepali, mobile before desktop.
 * @param {{ rows: VitalsRow[] }[]} days
 */
function sumDays(days) {
  /** @type {Map<string, VitalsRow>} */
  const sums = new Map();
  for (const { rows } of days)
    for (const row of rows) {
      const key = `${row.path}\n${row.device}`;
      const sum = sums.get(key) ?? { ...row, beacons: 0, metrics: {} };
      sum.beacons += Number(row.beacons) || 0;
      for (const [metric, histogram] of Object.entries(row.metrics ?? {})) {
        const total = (sum.metrics[/** @type {ShownMetric} */ (metric)] ??= { count: 0, buckets: {} });
        total.count += Number(histogram.count) || 0;
        for (const [bound, count] of Object.entries(histogram.buckets ?? {}))
          total.buckets[bound] = (total.buckets[bound] ?? 0) + (Number(count) || 0);
      }
      sums.set(key, sum);
    }
  const order = (/** @type {VitalsRow} */ row) => [
    pathInEnglish(row.path),
    row.locale === "ne" ? 1 : 0,
    DEVICES.indexOf(row.device),
  ];
  return [...sums.values()].sort((a, b) => {
    const [pa, la, da] = order(a);
    const [pb, lb, db] = order(b);
    return pa < pb ? -1 : pa > pb ? 1 : Number(la) - Number(lb) || Number(da) - Number(db);
  });
}

/**
 * The report's table: one line a page, language and device.
 * @param {VitalsRow[]} rows from sumDays
 */
function formatReport(rows) {
  const cell = (/** @type {VitalsRow} */ row, /** @type {ShownMetric} */ metric) => {
    const histogram = row.metrics[metric];
    const value = histogram ? p75(histogram.buckets) : null;
    return value === null ? "-" : `${SHOWN[metric].format(value)} ${rating(metric, value)}`;
  };
  const table = [
    ["page", "language", "device", "beacons", ...Object.values(SHOWN).map(({ title }) => `${title} p75`)],
    ...rows.map((row) => [
      safeText(row.path),
      safeText(row.locale),
      safeText(row.device),
      String(row.beacons),
      .../** @type {ShownMetric[]} */ (Object.keys(SHOWN)).map((metric) => cell(row, metric)),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  return table.map((line) =>
    line
      .map((text, column) => (column === 3 ? text.padStart(widths[column]) : text.padEnd(widths[column])))
      .join("  ")
      .trimEnd(),
  );
}

/**
 * Runs a command line; returns the exit status.
 * @param {string[]} args
 * @param {string} dir
 * @param {import("./terminal.mjs").Io & { now?: () => number }} io
 */
export async function runVitals(args, dir, { out, err, now = Date.now }) {
  /** @type {number} */
  let count;
  try {
    const { values } = parseArgs({ args, options: { days: { type: "string", default: "28" } } });
    count = /^\d+$/.test(values.days) ? Number(values.days) : NaN;
    if (!(count >= 1 && count <= MAX_DAYS))
      throw new Error(`--days must be a whole number from 1 to ${MAX_DAYS}`);
  } catch (error) {
    err(
      `npm run vitals: ${error instanceof Error ? error.message : error}. Usage: npm run vitals [-- --days N]\n`,
    );
    return 1;
  }
  const to = dayOf(now());
  const from = dayOf(now() - (count - 1) * DAY_MS);
  const { days, unreadable } = await readDays(dir, { from, to });
  const rows = sumDays(days);
  const beacons = rows.reduce((sum, row) => sum + row.beacons, 0);
  const span = `the last ${count} day${count === 1 ? "" : "s"} (${from} to ${to}, UTC)`;
  if (beacons === 0) out(`No Web Vitals beacons in ${span} in ${safeText(dir)}.\n`);
  else {
    out(
      `Web Vitals of real visitors, ${span}: ${beacons} beacon${beacons === 1 ? "" : "s"} in ${safeText(dir)}.\n`,
    );
    out("Each value is the 75th percentile (p75), rated as Google rates it (docs/OPERATIONS.md).\n\n");
    out(`${formatReport(rows).join("\n")}\n`);
  }
  if (unreadable.length > 0) out(`\nSkipped, cannot be read: ${unreadable.map(safeText).join(", ")}\n`);
  return 0;
}

await runAsCommand(import.meta.url, "vitals", (args, io) => runVitals(args, vitalsDir(), io));
