// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, simulated slow 4G and 4x CPU slowdown) on the production
 * build served by the production server, for every pre-rendered page; plus the JavaScript each
 * page loads, gzipped and brotli-compressed. Run `npm run build` first.
 *
 * Each page is audited `--runs` times (default 3, as Lighthouse CI does). Performance and Total
 * Blocking Time are the medians of the runs, with every run's figure beside them so no outlier is
 * hidden; the other columns are Lighthouse's own median run (closest to the median first paint and
 * time to interactive; see Lighthouse's docs/variability.md). Beside the blocking times, each run's
 * benchmark index: how fast the machine was when it ran, which the blocking time follows.
 *
 * The same run audits a bare page for each language the pages are in (bench/bench-bare.mjs: the
 * /about hero with the stylesheets and fonts, and nothing else), and sets every page's largest
 * contentful paint beside its language's: how much of it the page's own weight costs, apart from
 * what any page of the site pays.
 *
 * Options: `--runs <n>`, `--root <dir>` (the build's client directory, default build/client),
 * `--http2` (through an HTTPS and HTTP/2 front, as the deployment's proxy serves the pages:
 * bench/bench-http2.mjs), then paths to limit it: `npm run bench -- --runs 5 /`.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { localeOfPath } from "../app/content/locales.mjs";
import { listFiles, pagePath } from "../server/build-meta.mjs";
import { buildServer } from "../server/app.mjs";
import { brotliReader, brotliTotal, inlineBrotli } from "./bench-bytes.mjs";
import { serveBarePages } from "./bench-bare.mjs";
import { http2Front } from "./bench-http2.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { assetReader, pageScripts, scriptBytes } from "../builder/page-assets.mjs";

const { values: options, positionals: only } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    root: { type: "string", default: new URL("../build/client/", import.meta.url).pathname },
    http2: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const root = resolve(options.root);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1 up`);

const htmlFiles = (await listFiles(root)).filter(
  // Not the not-found pages of either language: answered with a 404, Lighthouse will not audit them.
  (file) => file.endsWith(".html") && !file.startsWith("__") && !/(?:^|\/)404\//.test(file),
);
/**
 * The pages to audit, with their HTML (for the inline scripts' bytes) and, for a bare page, the
 * page it was cut from.
 * @type {{ path: string, html: string, bareOf?: string }[]}
 */
const routes = [];
for (const file of htmlFiles) {
  const path = pagePath(file);
  if (path && (only.length === 0 || only.includes(path)))
    routes.push({ path, html: await readFile(join(root, file), "utf8") });
}

const readAsset = assetReader(root);
const brotliBytes = brotliReader(root);
/**
 * Bytes of the page's inline scripts and of every script of the site it loaded during the run
 * (lazy chunks included): gzipped as the size budgets count them (builder/page-assets.mjs), and
 * brotli-compressed as the server sends them to a browser (bench/bench-bytes.mjs).
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 * @param {string} html the page's
 */
async function javascriptBytes(lhr, origin, html) {
  /** @type {{ items?: { url: string, resourceType?: string }[] }} */
  const details = /** @type {any} */ (lhr.audits["network-requests"].details) ?? {};
  const scripts = (details.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
  const { inline } = pageScripts(html);
  const chunks = [...new Set(scripts)];
  return {
    gzip: await scriptBytes(readAsset, { inline, chunks }),
    brotli: inlineBrotli(inline) + (await brotliTotal(brotliBytes, chunks)),
  };
}

const app = await buildServer({ root });
// First, so the yardsticks head the table.
const barePages = await serveBarePages(
  app,
  root,
  new Set(routes.map((route) => localeOfPath(route.path).code)),
);
routes.unshift(...barePages.map((bare) => ({ path: bare.path, html: bare.html, bareOf: bare.source })));
const served = await app.listen({ port: 0, host: "127.0.0.1" });
const front = options.http2 ? await http2Front(served) : null;
const address = front?.origin ?? served;
console.log(`Serving over ${front ? "HTTPS and HTTP/2 (--http2)" : "HTTP/1.1"} at ${address}`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  // The front's certificate is made for the run.
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(front ? ["--ignore-certificate-errors"] : [])],
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

/** @type {Record<string, string | number>[]} */
const rows = [];
/** Each row's page and largest contentful paint in ms, for setting it beside its language's bare page. */
const paints = [];
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
    // Lighthouse's own gauge of this machine's speed during each run: its 4x CPU slowdown models a
    // phone from a host at about 1,500 (Lighthouse's docs/throttling.md); a slower moment inflates
    // the blocking time of that run, a faster one deflates it.
    const hostRuns = results.map((each) => Math.round(each.lhr.environment.benchmarkIndex));
    const lcp = audits["largest-contentful-paint"].numericValue ?? 0;
    const bytes = await javascriptBytes(result.lhr, address, route.html);
    paints.push({ path: route.path, lcp, bare: Boolean(route.bareOf) });
    rows.push({
      route: route.bareOf ? `${route.path} (bare ${route.bareOf})` : route.path,
      performance: median(performanceRuns),
      "perf. runs": performanceRuns.join(" "),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP s": (lcp / 1000).toFixed(2),
      // Filled in once the bare pages' figures are known; here to keep the column beside LCP.
      "LCP ÷ bare": "",
      "LCP − bare s": "",
      "FCP s": ((audits["first-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "TBT ms": median(blockingRuns),
      "TBT runs": blockingRuns.join(" "),
      "host index runs": hostRuns.join(" "),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
      "JS kB gz": (bytes.gzip / 1000).toFixed(1),
      "JS kB br": (bytes.brotli / 1000).toFixed(1),
    });
    // A bare page fails some by design (no description, no landmarks): nothing to act on.
    if (route.bareOf) continue;
    const failing = Object.values(result.lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    for (const audit of failing) console.log(`  ${route.path}: ${audit.id} - ${audit.title}`);
  }
} finally {
  chrome.kill();
  await front?.close();
  await app.close();
}
const bareLcp = new Map(
  paints.filter((paint) => paint.bare).map((paint) => [localeOfPath(paint.path).code, paint.lcp]),
);
paints.forEach((paint, index) => {
  const bare = bareLcp.get(localeOfPath(paint.path).code);
  if (paint.bare || !bare) return;
  rows[index]["LCP ÷ bare"] = (paint.lcp / bare).toFixed(2);
  rows[index]["LCP − bare s"] = `${paint.lcp >= bare ? "+" : ""}${((paint.lcp - bare) / 1000).toFixed(2)}`;
});
console.table(rows);
