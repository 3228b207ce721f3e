// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, simulated slow 4G and 4x CPU slowdown) on the production
 * build served by the production server, for every pre-rendered page; plus the JavaScript each
 * page loads, gzipped. Run `npm run build` first.
 *
 * Each page is audited `--runs` times (default 3, as Lighthouse CI does). Performance and Total
 * Blocking Time are the medians of the runs, with every run's figure beside them so no outlier is
 * hidden; the other columns are Lighthouse's own median run (closest to the median first paint and
 * time to interactive; see Lighthouse's docs/variability.md). Options: `--runs <n>`, then paths
 * to limit it: `npm run bench -- --runs 5 /`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { listFiles, pagePath } from "../server/build-meta.mjs";
import { buildServer } from "../server/app.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { assetReader, pageScripts, scriptBytes } from "./page-assets.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;
const { values: options, positionals: only } = parseArgs({
  options: { runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1 up`);

const htmlFiles = (await listFiles(root)).filter(
  // Not the not-found pages of either language: answered with a 404, Lighthouse will not audit them.
  (file) => file.endsWith(".html") && !file.startsWith("__") && !/(?:^|\/)404\//.test(file),
);
const routes = htmlFiles.flatMap((file) => {
  const path = pagePath(file);
  return path && (only.length === 0 || only.includes(path)) ? [{ path }] : [];
});

const readAsset = assetReader(root);
/**
 * Gzipped bytes of the page's inline scripts and of every script of the site it loaded during
 * the run (lazy chunks included), counted as the size budgets count them (scripts/page-assets.mjs).
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 * @param {string} path the page
 */
async function javascriptBytes(lhr, origin, path) {
  /** @type {{ items?: { url: string, resourceType?: string }[] }} */
  const details = /** @type {any} */ (lhr.audits["network-requests"].details) ?? {};
  const scripts = (details.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
  const html = await readFile(
    join(root, path === "/" ? "index.html" : `${path.slice(1)}/index.html`),
    "utf8",
  );
  return scriptBytes(readAsset, { inline: pageScripts(html).inline, chunks: [...new Set(scripts)] });
}

const app = await buildServer({ root });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

/**
 * One Lighthouse run; a run whose trace came out broken (it happens on a loaded machine) is
 * repeated, up to three tries.
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await audit(`${address}${route.path}`, chrome.port));
    const medianRun = computeMedianRun(results.map((result) => result.lhr));
    const result = results[results.findIndex((candidate) => candidate.lhr === medianRun)];
    // The median run's full report, for a closer look at what cost points.
    await mkdir("bench-results", { recursive: true });
    await writeFile(`bench-results/${route.path.replace(/\W+/g, "_") || "_"}.json`, String(result.report));
    const { audits } = result.lhr;
    const score = (/** @type {string} */ id, lhr = result.lhr) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const performanceRuns = results.map((each) => score("performance", each.lhr));
    const blockingRuns = results.map((each) =>
      Math.round(each.lhr.audits["total-blocking-time"].numericValue ?? 0),
    );
    rows.push({
      route: route.path,
      performance: median(performanceRuns),
      "perf. runs": performanceRuns.join(" "),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP s": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "FCP s": ((audits["first-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "TBT ms": median(blockingRuns),
      "TBT runs": blockingRuns.join(" "),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
      "JS kB gz": ((await javascriptBytes(result.lhr, address, route.path)) / 1000).toFixed(1),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    for (const audit of failing) console.log(`  ${route.path}: ${audit.id} - ${audit.title}`);
  }
} finally {
  chrome.kill();
  await app.close();
}
console.table(rows);
