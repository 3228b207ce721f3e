// @ts-check
/**
 * `node builder/checks/check-sitemap.mjs` (in `npm run test:build`, after `npm run build`): the
 * sitemap, made from the site registry (builder/sitemap.mjs), and the built pages agree, so the
 * registry and the pages cannot drift apart:
 * - every page's canonical URL is in sitemap.xml, and every URL there is some page's canonical URL;
 * - each entry's language alternates are the ones its pages name (`<link rel="alternate" hreflang>`);
 * - where a page states the day it last changed (`article:modified_time`), its entry's `<lastmod>`
 *   is that day;
 * - every page is either found (a canonical link) or not (`noindex`).
 * Prints every problem with its page; exits 1 if there is any.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { listFiles, pagePath } from "../../server/build-meta.mjs";
import { alternateLinks, canonicalHref, isNoindex, modifiedDay } from "../meta.mjs";
import { readSitemap } from "../sitemap.mjs";

/** @param {{ hreflang: string, href: string }[]} alternates */
const alternatesText = (alternates) =>
  alternates.map(({ hreflang, href }) => `${hreflang} ${href}`).join(", ");

/**
 * Where the sitemap and the pages disagree.
 * @param {import("../sitemap.mjs").SitemapEntry[]} entries the sitemap's
 * @param {Map<string, string>} pages URL path -> HTML, every page of the build
 * @returns {string[]}
 */
export function sitemapProblems(entries, pages) {
  const problems = [];
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  if (byUrl.size !== entries.length) problems.push("sitemap.xml: a URL is listed more than once");
  const canonicalUrls = new Set();
  for (const [path, html] of pages) {
    const canonical = canonicalHref(html);
    if (!canonical) {
      if (!isNoindex(html)) problems.push(`${path}: neither a canonical link nor noindex`);
      continue;
    }
    canonicalUrls.add(canonical);
    const entry = byUrl.get(canonical);
    if (!entry) {
      problems.push(`${path}: its canonical URL ${canonical} is not in sitemap.xml`);
      continue;
    }
    const alternates = alternatesText(alternateLinks(html));
    if (alternates !== alternatesText(entry.alternates))
      problems.push(
        `${path}: names the alternates ${alternates}; sitemap.xml: ${alternatesText(entry.alternates)}`,
      );
    const modified = modifiedDay(html);
    if (modified && modified !== entry.lastmod)
      problems.push(`${path}: last changed ${modified}; sitemap.xml says ${entry.lastmod ?? "nothing"}`);
  }
  for (const { url } of entries)
    if (!canonicalUrls.has(url)) problems.push(`sitemap.xml: ${url} is no page's canonical URL`);
  return problems;
}

async function main() {
  const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const file of await listFiles(root)) {
    const path = pagePath(file);
    if (path) pages.set(path, await readFile(join(root, file), "utf8"));
  }
  if (pages.size === 0) {
    console.error("check-sitemap: no pages in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const entries = readSitemap(await readFile(join(root, "sitemap.xml"), "utf8"));
  const problems = sitemapProblems(entries, pages);
  if (problems.length > 0) {
    console.error(`check-sitemap: ${problems.length} problems:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `check-sitemap: the ${entries.length} URLs of sitemap.xml are the canonical URLs of the ${pages.size} pages, with their alternates.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
