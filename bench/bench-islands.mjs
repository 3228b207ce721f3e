// @ts-check
/**
 * `npm run bench:islands`: what a phone on a slow network gets from the pages that run JavaScript,
 * measured in Chromium through Playwright (issue 35, islands). Serves a build with the production
 * server (buildServer from server/app.mjs on a free 127.0.0.1 port) and loads each page in a fresh
 * browser context per run: viewport 390x844, mobile, device pixel ratio 1.75 (Lighthouse's mobile
 * emulation); CPU 4x slower (`Emulation.setCPUThrottlingRate`); `Network.emulateNetworkConditions`
 * at 150 ms latency per request, 204,800 bytes/s down (1.6 Mbit/s), 96,000 bytes/s up (750 kbit/s):
 * Lighthouse's "slow 4G" figures, applied by the browser rather than simulated.
 *
 * For each page, the medians of the runs of: first contentful paint and largest contentful paint
 * (the browser's paint timings), the time from the first contentful paint until the first widget
 * is interactive (by the end of the run: a widget that comes alive only once scrolled to counts,
 * and the JSON tells before and after the scroll apart), and the brotli bytes of the site's script files loaded before any interaction
 * (once the network has been idle for 0.5 s, plus 3 s) and after scrolling to the bottom of the
 * page one viewport at a time (once the network is idle again); beside them the brotli bytes of
 * the page's inline scripts (bench/bench-bytes.mjs). "Interactive" follows the page's shape, read
 * from its HTML: a page hydrated whole has `<html data-hydrate="pending">`, which becomes "done"
 * when React has hydrated (app/shell/replay.ts); a page of islands has `[data-island]` elements,
 * each of which gets `data-hydrated` when its widget is live.
 *
 * Prints a markdown table and writes every run's figures to bench-results/islands-<label>.json.
 * Options: `--root <dir>` (the build's client directory, default build/client; a build directory
 * holding client/ will do), `--runs <n>` (default 3), `--label <name>` (default "current"), then
 * paths to limit it: `npm run bench:islands -- --runs 5 / /ne/contact`. Without paths: every page
 * of the build, in both languages, that loads a script file or has widgets to hydrate, but the
 * CMS's page (/admin). Not part of `npm test`: timings vary with the machine's load, which the
 * output records.
 */
// watchPage, readMarks and the scroll step run in the page (Playwright sends their source there).
/* global window, document, MutationObserver */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { scanTags } from "../builder/html.mjs";
import { buildServer } from "../server/app.mjs";
import { CMS_PATH, META_FILE, listFiles, pagePath } from "../server/build-meta.mjs";
import { brotliReader, brotliTotal, inlineBrotli } from "./bench-bytes.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { pageScripts } from "../builder/page-assets.mjs";

/**
 * Lighthouse's slow 4G in the DevTools protocol's units: ms added to each request, bytes a second.
 * A kbit counted as 1024 bits: 1.6 Mbit/s down, 750 kbit/s up.
 */
const NETWORK = Object.freeze({
  offline: false,
  latency: 150,
  downloadThroughput: (1600 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: /** @type {const} */ ("cellular4g"),
});
const CPU_SLOWDOWN = 4;
const DEVICE = Object.freeze({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
/** No request in flight for this long counts as the network being idle (Playwright's own figure). */
const QUIET_MS = 500;
/** After the network is first idle: late work (hydration, timers) before counting what loaded. */
const SETTLE_MS = 3000;
/** Between scroll steps: time for lazy images and visibility-triggered widgets to start loading. */
const SCROLL_PAUSE_MS = 300;
/** A page still fetching after this long is measured as it is, with a warning. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * @typedef {"document" | "islands" | "none"} Shape how a page's widgets come alive
 * @typedef {object} Marks what the page's own clock recorded, in ms since navigation start
 * @property {number | null} firstPaint
 * @property {number | null} fcp
 * @property {number | null} lcp the latest largest-contentful-paint candidate
 * @property {string | null} lcpElement what it was: tag, id, image path
 * @property {number | null} interactive when the first widget became interactive
 * @property {{ total: number, hydrated: number }} islands
 * @typedef {object} Run
 * @property {Marks} idle read before any interaction
 * @property {Marks} scrolled read after scrolling to the bottom
 * @property {string[]} scriptsIdle the site's script files loaded by then, by path
 * @property {string[]} scriptsScrolled
 * @property {number} jsIdleBrotli
 * @property {number} jsScrolledBrotli
 * @property {string[]} warnings
 */

/**
 * How the page's widgets come alive, from its HTML.
 * @param {string} html
 * @returns {Shape}
 */
function hydrationShape(html) {
  const tags = scanTags(html);
  if (tags.some((tag) => tag.attributes.has("data-island"))) return "islands";
  if (tags.find((tag) => tag.name === "html")?.attributes.has("data-hydrate")) return "document";
  return "none";
}

/**
 * The lower middle value, as bench/bench.mjs takes it; null when there is none.
 * @param {(number | null)[]} values
 */
function median(values) {
  const known = /** @type {number[]} */ (values.filter((value) => value !== null)).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)];
}

/**
 * Runs in the page before its own scripts (an init script, which the page's CSP does not apply
 * to): records when the first widget becomes interactive, and the largest contentful paint
 * candidates, on the page's clock. A MutationObserver rather than polling: its callback runs as soon
 * as the script that set the attribute is done, so the moment is not a polling interval late.
 */
function watchPage() {
  if (window !== window.top) return;
  /** @type {{ interactive: number | null, lcp: number | null, lcpElement: string | null }} */
  const marks = { interactive: null, lcp: null, lcpElement: null };
  Object.defineProperty(window, "__benchMarks", { value: marks });
  const observer = new MutationObserver(() => {
    const interactive =
      document.documentElement.dataset.hydrate === "done" ||
      document.querySelector("[data-island][data-hydrated]") !== null;
    if (!interactive) return;
    marks.interactive = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrate", "data-hydrated"],
  });
  new PerformanceObserver((list) => {
    const entry = /** @type {LargestContentfulPaint | undefined} */ (list.getEntries().at(-1));
    if (!entry) return;
    const element = entry.element;
    marks.lcp = entry.startTime;
    marks.lcpElement = element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${entry.url ? ` ${new URL(entry.url).pathname}` : ""}`
      : null;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** @returns {Marks} */
function readMarks() {
  const marks = /** @type {any} */ (window).__benchMarks;
  const paint = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  return {
    firstPaint: paint("first-paint"),
    fcp: paint("first-contentful-paint"),
    lcp: marks.lcp,
    lcpElement: marks.lcpElement,
    interactive: marks.interactive,
    islands: {
      total: document.querySelectorAll("[data-island]").length,
      hydrated: document.querySelectorAll("[data-island][data-hydrated]").length,
    },
  };
}

/**
 * Follows the page's requests: which are in flight (for "network idle" at any moment, which
 * Playwright's load state gives only once, at load) and which of the site's script files loaded.
 * @param {import("playwright").Page} page
 * @param {string} origin the server's
 */
function trackNetwork(page, origin) {
  /** @type {Set<import("playwright").Request>} */
  const inFlight = new Set();
  /** @type {Set<string>} */
  const scripts = new Set();
  let lastChange = Date.now();
  page.on("request", (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  });
  page.on("requestfinished", (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
    const url = new URL(request.url());
    if (url.origin === origin && (request.resourceType() === "script" || /\.m?js$/.test(url.pathname)))
      scripts.add(url.pathname);
  });
  return {
    scripts,
    /**
     * Waits until nothing has been in flight for QUIET_MS.
     * @returns {Promise<string | null>} a warning when it gave up waiting
     */
    async idle() {
      const deadline = Date.now() + IDLE_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline)
          return `network not idle after ${IDLE_TIMEOUT_MS / 1000} s: ${[...inFlight].map((request) => request.url()).join(" ")}`;
        await sleep(50);
      }
      return null;
    },
  };
}

/**
 * Scrolls one viewport at a time until the bottom of the page, as a reader would.
 * @param {import("playwright").Page} page
 */
async function scrollToBottom(page) {
  for (let bottom = false; !bottom;) {
    bottom = await page.evaluate(() => {
      // Instant: the page may ask for smooth scrolling, which would leave the step unfinished.
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await sleep(SCROLL_PAUSE_MS);
  }
}

/**
 * One cold load of a page, with its figures.
 * @param {import("playwright").Browser} browser
 * @param {string} url
 * @param {ReturnType<typeof brotliReader>} brotliBytes
 * @returns {Promise<Run>}
 */
async function measure(browser, url, brotliBytes) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    const network = trackNetwork(page, new URL(url).origin);
    const warnings = [];

    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (!response?.ok()) warnings.push(`answered ${response?.status()}`);
    const firstIdle = await network.idle();
    if (firstIdle) warnings.push(firstIdle);
    await sleep(SETTLE_MS);
    const idle = await page.evaluate(readMarks);
    const scriptsIdle = [...network.scripts].sort();

    await scrollToBottom(page);
    const scrolledIdle = await network.idle();
    if (scrolledIdle) warnings.push(scrolledIdle);
    const scrolled = await page.evaluate(readMarks);
    const scriptsScrolled = [...network.scripts].sort();
    return {
      idle,
      scrolled,
      scriptsIdle,
      scriptsScrolled,
      jsIdleBrotli: await brotliTotal(brotliBytes, scriptsIdle),
      jsScrolledBrotli: await brotliTotal(brotliBytes, scriptsScrolled),
      warnings,
    };
  } finally {
    await context.close();
  }
}

/**
 * The pages to measure: those asked for, or every page that loads a script file or has widgets,
 * but the CMS's (not a page of the site; its editor is a script of another project's).
 * @param {string} root
 * @param {string[]} only paths asked for; none for all
 */
async function listPages(root, only) {
  /** @type {{ path: string, shape: Shape, inlineBrotli: number }[]} */
  const pages = [];
  for (const file of await listFiles(root)) {
    const path = pagePath(file);
    if (path === null || (only.length > 0 && !only.includes(path))) continue;
    const html = await readFile(join(root, file), "utf8");
    const shape = hydrationShape(html);
    const scripts = pageScripts(html);
    if (only.length === 0 && (path === CMS_PATH || (shape === "none" && scripts.chunks.length === 0)))
      continue;
    pages.push({ path, shape, inlineBrotli: inlineBrotli(scripts.inline) });
  }
  const missing = only.filter((path) => !pages.some((page) => page.path === path));
  if (missing.length > 0) throw new Error(`No page in ${root} at ${missing.join(", ")}`);
  return pages;
}

/** @param {number | null} ms */
const millis = (ms) => (ms === null ? "—" : String(Math.round(ms)));
/** @param {number | null} bytes */
const kilobytes = (bytes) => (bytes === null ? "—" : (bytes / 1000).toFixed(1));
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

async function main() {
  const { values: options, positionals: only } = parseArgs({
    options: {
      root: { type: "string", default: fileURLToPath(new URL("../build/client/", import.meta.url)) },
      runs: { type: "string", default: "3" },
      label: { type: "string", default: "current" },
    },
    allowPositionals: true,
  });
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number from 1 up");
  if (!/^[\w.-]+$/.test(options.label)) throw new Error("--label may hold letters, digits, '.', '_', '-'");
  const given = resolve(options.root);
  const root =
    !existsSync(join(given, META_FILE)) && existsSync(join(given, "client", META_FILE))
      ? join(given, "client")
      : given;

  const pages = await listPages(root, only);
  const brotliBytes = brotliReader(root);
  const app = await buildServer({ root });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadAtStart = loadAverage();
  console.log(`${pages.length} pages, ${runs} runs each, from ${root}; load average ${loadAtStart}`);
  const results = [];
  try {
    for (const { path, shape, inlineBrotli } of pages) {
      /** @type {(Run | { error: string })[]} */
      const pageRuns = [];
      for (let run = 0; run < runs; run++) {
        try {
          pageRuns.push(await measure(browser, `${address}${path}`, brotliBytes));
        } catch (error) {
          // One failed load (a timeout on a loaded machine) leaves the other runs' figures standing.
          pageRuns.push({ error: error instanceof Error ? error.message : String(error) });
        }
      }
      const done = /** @type {Run[]} */ (pageRuns.filter((each) => !("error" in each)));
      const medians = {
        fcp: median(done.map((each) => each.idle.fcp)),
        lcp: median(done.map((each) => each.idle.lcp)),
        fcpToInteractive: median(
          done.map((each) =>
            each.scrolled.interactive === null || each.scrolled.fcp === null
              ? null
              : each.scrolled.interactive - each.scrolled.fcp,
          ),
        ),
        jsIdleBrotli: median(done.map((each) => each.jsIdleBrotli)),
        jsScrolledBrotli: median(done.map((each) => each.jsScrolledBrotli)),
      };
      results.push({ path, shape, inlineBrotli, medians, runs: pageRuns });
      const problems = pageRuns.flatMap((each) => ("error" in each ? [each.error] : each.warnings));
      console.log(
        `${path}: FCP ${millis(medians.fcp)} ms, LCP ${millis(medians.lcp)} ms` +
          (problems.length > 0 ? ` (${problems.join("; ")})` : ""),
      );
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const loadAtEnd = loadAverage();

  const header = [
    "page",
    "shape",
    "FCP ms",
    "LCP ms",
    "FCP → interactive ms",
    "JS br kB idle",
    "JS br kB scrolled",
    "inline JS br kB",
  ];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => " --- |").join("")}`];
  for (const { path, shape, inlineBrotli, medians, runs: pageRuns } of results) {
    const failed = pageRuns.filter((each) => "error" in each).length;
    const cells = [
      failed > 0 ? `${path} (${failed} of ${runs} runs failed)` : path,
      shape,
      millis(medians.fcp),
      millis(medians.lcp),
      millis(medians.fcpToInteractive),
      kilobytes(medians.jsIdleBrotli),
      kilobytes(medians.jsScrolledBrotli),
      kilobytes(inlineBrotli),
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  console.log(`\n${lines.join("\n")}\n`);
  console.log(
    `Medians of ${runs} runs. Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
  );

  const output = `bench-results/islands-${options.label}.json`;
  await mkdir("bench-results", { recursive: true });
  await writeFile(
    output,
    JSON.stringify(
      {
        label: options.label,
        root,
        date: new Date().toISOString(),
        runs,
        settings: {
          network: NETWORK,
          cpuSlowdown: CPU_SLOWDOWN,
          device: DEVICE,
          quietMs: QUIET_MS,
          settleMs: SETTLE_MS,
          scrollPauseMs: SCROLL_PAUSE_MS,
        },
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        pages: results,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`Every run's figures: ${output}`);
}

await main();
