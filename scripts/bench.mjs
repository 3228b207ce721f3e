// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, simulated slow 4G and 4x CPU slowdown) on the production
 * build served by the production server, for every pre-rendered page; plus the JavaScript each
 * page loads, gzipped. Run `npm run build` first.
 */
import { mkdir, writeFile } from "node:fs/promises";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { listFiles, pagePath } from "../server/build-meta.mjs";
import { buildServer } from "../server/app.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { assetReader, gzipTotal } from "./page-assets.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;
const only = process.argv.slice(2);

const htmlFiles = (await listFiles(root)).filter(
  (file) => file.endsWith(".html") && !file.startsWith("__") && !file.startsWith("404/"),
);
const routes = htmlFiles.flatMap((file) => {
  const path = pagePath(file);
  return path && (only.length === 0 || only.includes(path)) ? [{ path }] : [];
});

const readAsset = assetReader(root);
/**
 * Gzipped bytes of every script of the site the page loaded during the run (lazy chunks
 * included), counted as the size budgets count them (scripts/page-assets.mjs).
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 */
function javascriptBytes(lhr, origin) {
  /** @type {{ items?: { url: string, resourceType?: string }[] }} */
  const details = /** @type {any} */ (lhr.audits["network-requests"].details) ?? {};
  const scripts = (details.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
  return gzipTotal(readAsset, [...new Set(scripts)]);
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

const rows = [];
try {
  for (const route of routes) {
    const result = await audit(`${address}${route.path}`, chrome.port);
    // Full reports for a closer look at what cost points.
    await mkdir("bench-results", { recursive: true });
    await writeFile(`bench-results/${route.path.replace(/\W+/g, "_") || "_"}.json`, String(result.report));
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      route: route.path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP s": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "FCP s": ((audits["first-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
      "JS kB gz": ((await javascriptBytes(result.lhr, address)) / 1000).toFixed(1),
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
