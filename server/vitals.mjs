// @ts-check
/**
 * Core Web Vitals from real visitors (DECISIONS.md 30), kept as daily aggregates in VITALS_DIR
 * (default data/vitals, beside the outbox): one JSON file per UTC day, `YYYY-MM-DD.json`, holding
 * for each page, language and device class the number of beacons and, for each metric, a count
 * and a histogram over fixed buckets, from which `npm run vitals` (server/cli/vitals.mjs) reads
 * the 75th percentile. Nothing else: no address, no browser, no cookie or identifier, no time
 * finer than the day (the file's own times are set to the day's start).
 *
 * The day is counted in memory and written whole after each beacon, by a new file renamed over
 * the old one, so the file is never half written. When a write fails (a full disk) the counts
 * stay in memory and the write is tried again with the next beacon or half a minute later;
 * nothing else the server does is held up. (Counts still unwritten when the day ends, or when the
 * server stops, on a disk that stays full, are lost: they are statistics, not enquiries.)
 */
import { randomBytes } from "node:crypto";
import { readFile, readdir, rename, rm, utimes, writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { localeOfPath } from "../app/content/locales.mjs";
import { DEVICES, METRICS } from "../app/lib/vitalsBeacon.mjs";
import { isObject } from "./answers.mjs";
import { makeFolder } from "./folders.mjs";

/** @typedef {import("../app/lib/vitalsBeacon.mjs").Metric} Metric */
/** @typedef {import("../app/lib/vitalsBeacon.mjs").Device} Device */
/**
 * One page, language and device class of one day.
 * @typedef {object} VitalsRow
 * @property {string} path
 * @property {"en" | "ne"} locale
 * @property {Device} device
 * @property {number} beacons
 * @property {Partial<Record<Metric, { count: number, buckets: Record<string, number> }>>} metrics
 *   buckets: count by the bucket's upper bound
 */
/** @typedef {{ day: string, rows: VitalsRow[] }} VitalsDay */
/** @typedef {{ path: string, device: Device } & Partial<Record<Metric, number>>} Beacon */

/**
 * `from`, `from + step`, ... up to `to`, rounded to `digits` decimals.
 * @param {number} from @param {number} to @param {number} step @param {number} [digits]
 */
const steps = (from, to, step, digits = 0) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) =>
    Number((from + i * step).toFixed(digits)),
  );

/**
 * The buckets' upper bounds. Fine where the thresholds are (Google's good / needs improvement /
 * poor: LCP 2.5 / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, each a bound), coarse in the long tail.
 */
const TIME_BOUNDS = [
  ...steps(25, 1000, 25),
  ...steps(1100, 5000, 100),
  ...steps(5500, 10_000, 500),
  ...steps(12_500, 60_000, 2500),
];
const SHIFT_BOUNDS = [...steps(0.01, 0.5, 0.01, 2), ...steps(0.55, 1, 0.05, 2), ...steps(1.5, 10, 0.5, 1)];
const BUCKETS = /** @type {Record<Metric, number[]>} */ ({
  lcp: TIME_BOUNDS,
  inp: TIME_BOUNDS,
  fcp: TIME_BOUNDS,
  ttfb: TIME_BOUNDS,
  cls: SHIFT_BOUNDS,
});

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;
/** How long after a failed write (a full disk) it is tried again, if no beacon comes first. */
const RETRY_MS = 30_000;

/**
 * The vitals folder: VITALS_DIR (relative to the working directory) or data/vitals in the project.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function vitalsDir(env = process.env) {
  const dir = env.VITALS_DIR;
  if (!dir) return join(PROJECT_ROOT, "data", "vitals");
  return isAbsolute(dir) ? dir : resolve(dir);
}

/**
 * The UTC day of a time, as the files name it.
 * @param {number} time ms
 */
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * The upper bound of the bucket a value falls in (the first bound it does not pass).
 * @param {Metric} metric
 * @param {number} value within 0 and its maximum (METRIC_MAX, app/lib/vitalsBeacon.mjs)
 */
function bucketOf(metric, value) {
  const bounds = BUCKETS[metric];
  return bounds.find((bound) => value <= bound) ?? bounds[bounds.length - 1];
}

/**
 * The 75th percentile of a histogram: the upper bound of the bucket that holds the value three
 * quarters of the way up (nearest rank), so at most one bucket's width above the true value.
 * @param {Record<string, number>} buckets count by upper bound
 * @returns {number | null} null without values
 */
export function p75(buckets) {
  const entries = Object.entries(buckets)
    .map(([bound, count]) => [Number(bound), count])
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bound, count] of entries) {
    seen += count;
    if (seen >= rank) return bound;
  }
  return null;
}

const isCount = (/** @type {unknown} */ value) => Number.isSafeInteger(value) && Number(value) >= 0;

/**
 * A row as the store writes it: a page with its own language, a device class, whole counts.
 * @param {any} row
 */
function isVitalsRow(row) {
  return (
    isObject(row) &&
    typeof row.path === "string" &&
    row.path.startsWith("/") &&
    row.locale === localeOfPath(row.path).code &&
    /** @type {readonly unknown[]} */ (DEVICES).includes(row.device) &&
    isCount(row.beacons) &&
    isObject(row.metrics) &&
    Object.entries(row.metrics).every(
      ([metric, histogram]) =>
        /** @type {readonly string[]} */ (METRICS).includes(metric) &&
        isObject(histogram) &&
        isCount(histogram.count) &&
        isObject(histogram.buckets) &&
        Object.entries(histogram.buckets).every(
          ([bound, count]) => Number.isFinite(Number(bound)) && isCount(count),
        ),
    )
  );
}

/**
 * A day's file as the store writes it, or null when it is not one (damaged by hand or by a
 * disk): one bad row and the file is unreadable.
 * @param {string} text
 * @returns {VitalsDay | null}
 */
function parseDay(text) {
  let content;
  try {
    content = JSON.parse(text);
  } catch {
    return null;
  }
  const isDay = isObject(content) && Array.isArray(content.rows) && content.rows.every(isVitalsRow);
  return isDay ? /** @type {VitalsDay} */ (content) : null;
}

/**
 * The days the folder has files for, each read whole; a file that cannot be read is named in
 * `unreadable` and left out.
 * @param {string} dir
 * @param {{ from: string, to: string }} days YYYY-MM-DD, both included
 */
export async function readDays(dir, { from, to }) {
  /** @type {string[]} */
  let names;
  try {
    names = await readdir(dir);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return { days: [], unreadable: [] };
    throw error;
  }
  /** @type {VitalsDay[]} */
  const days = [];
  /** @type {string[]} */
  const unreadable = [];
  for (const name of names.sort()) {
    const day = DAY_FILE.exec(name)?.[1];
    if (!day || day < from || day > to) continue;
    const content = parseDay(await readFile(join(dir, name), "utf8").catch(() => ""));
    if (content) days.push(content);
    else unreadable.push(name);
  }
  return { days, unreadable };
}

export class VitalsStore {
  /**
   * @param {string} dir
   * @param {{ now?: () => number, log: import("fastify").FastifyBaseLogger }} options
   */
  constructor(dir, { now = Date.now, log }) {
    this.dir = dir;
    this.now = now;
    this.log = log;
    /** The day being counted, and its rows by path, language and device. */
    this.day = "";
    /** @type {Map<string, VitalsRow>} */
    this.rows = new Map();
    /** Whether the counts in memory are newer than the file. */
    this.dirty = false;
    /** @type {Promise<void> | null} */
    this.writing = null;
    /** @type {NodeJS.Timeout | undefined} */
    this.retry = undefined;
    /** The last write's error code, logged once until a write succeeds. */
    this.failure = "";
  }

  /** Makes the folder and reads today's file, if the server already counted some of today. */
  async open() {
    await makeFolder(this.dir);
    await this.load(dayOf(this.now()));
  }

  /**
   * Starts counting `day`, from its file if there is one. A file that cannot be read is moved
   * aside (`.unreadable`), never overwritten.
   * @param {string} day
   */
  async load(day) {
    this.day = day;
    this.rows = new Map();
    const file = this.file(day);
    let text;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
      throw error;
    }
    const content = parseDay(text);
    if (content) for (const row of content.rows) this.rows.set(rowKey(row), row);
    else {
      this.log.warn({ file }, "vitals: the day's file cannot be read; it is kept aside as .unreadable");
      this.rows = new Map();
      await rename(file, `${file}.unreadable`);
    }
  }

  /** @param {string} day */
  file(day) {
    return join(this.dir, `${day}.json`);
  }

  /**
   * Counts one beacon (already checked: server/endpoints/vitals.mjs) and writes the day soon.
   * @param {Beacon} beacon
   */
  async add(beacon) {
    const day = dayOf(this.now());
    if (day !== this.day) {
      await this.flush();
      await this.load(day);
    }
    const locale = localeOfPath(beacon.path).code;
    const key = rowKey({ path: beacon.path, locale, device: beacon.device });
    const row = this.rows.get(key) ?? {
      path: beacon.path,
      locale,
      device: beacon.device,
      beacons: 0,
      metrics: {},
    };
    row.beacons += 1;
    for (const metric of METRICS) {
      const value = beacon[metric];
      if (value === undefined) continue;
      const histogram = (row.metrics[metric] ??= { count: 0, buckets: {} });
      const bound = String(bucketOf(metric, value));
      histogram.count += 1;
      histogram.buckets[bound] = (histogram.buckets[bound] ?? 0) + 1;
    }
    this.rows.set(key, row);
    this.dirty = true;
    void this.flush();
  }

  /** Writes the day if it changed; one write at a time, the last one with every count. */
  async flush() {
    while (this.writing) await this.writing;
    if (!this.dirty) return;
    this.dirty = false;
    this.writing = this.write().finally(() => (this.writing = null));
    await this.writing;
  }

  async write() {
    const { day } = this;
    const file = this.file(day);
    const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    /** @type {VitalsDay} */
    const content = { day, rows: [...this.rows.values()] };
    try {
      await writeFile(temporary, `${JSON.stringify(content)}\n`, { mode: 0o600, flush: true });
      const start = new Date(`${day}T00:00:00Z`);
      await utimes(temporary, start, start);
      await rename(temporary, file);
      if (this.failure) this.log.info("vitals: the day's file is written again");
      this.failure = "";
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      // Still in memory: written with the next beacon, or in a while.
      if (day === this.day) this.dirty = true;
      const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? "error";
      if (code !== this.failure)
        this.log.warn({ err: error, file }, "vitals: cannot write the day's file; kept in memory");
      this.failure = code;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.flush(), RETRY_MS).unref();
    }
  }

  /** Writes what is left, when the server closes. */
  async close() {
    clearTimeout(this.retry);
    await this.flush();
  }
}

/**
 * @param {Pick<VitalsRow, "path" | "locale" | "device">} row
 */
function rowKey({ path, locale, device }) {
  return `${path}\n${locale}\n${device}`;
}
