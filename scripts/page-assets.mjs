// @ts-check
/**
 * What a built page loads, and how many bytes that is: shared by the size budgets in `npm test`
 * (scripts/check-budgets.mjs) and `npm run bench` (scripts/bench.mjs), so both count the same way.
 * Everything is pure except `readAsset` and `pageScripts`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isText } from "../server/build-meta.mjs";
import { relTokens, scanTags } from "./html-scan.mjs";

/**
 * Script tags, the hydration script's imports and its modulepreload list (server/defer-hydration.mjs)
 * all name chunks by their quoted root-relative path.
 */
const QUOTED_SCRIPT_RE = /"(\/assets\/[^"]+\.m?js)"/g;

/**
 * The chunks a page names: every quoted `/assets/*.js` path in its HTML, sorted.
 * @param {string} html
 * @returns {string[]}
 */
export function quotedScripts(html) {
  return [...new Set([...html.matchAll(QUOTED_SCRIPT_RE)].map((match) => match[1]))].sort();
}

/**
 * The stylesheets a page links (`<link rel="stylesheet" href>`), root-relative, sorted.
 * @param {string} html
 * @returns {string[]}
 */
export function linkedStylesheets(html) {
  const hrefs = scanTags(html)
    .filter((tag) => tag.name === "link" && relTokens(tag).includes("stylesheet"))
    .flatMap((tag) => tag.attributes.get("href") ?? []);
  return [...new Set(hrefs)].sort();
}

/**
 * Bytes over the wire for a file: a text file gzipped at level 9 (what the build's .gz siblings
 * hold; never more than the file itself, the server then sends it as is), any other file as is.
 * @param {string} path the file's name, for its extension
 * @param {Uint8Array} content
 */
export function transferSize(path, content) {
  if (!isText(path)) return content.length;
  return Math.min(content.length, gzipSync(content, { level: 9 }).length);
}

/**
 * Reads a file of the build by its root-relative URL path, with its transfer size; cached.
 * @param {string} root the build's client directory
 */
export function assetReader(root) {
  /** @type {Map<string, Promise<{ bytes: number, gzip: number }>>} */
  const cache = new Map();
  /** @param {string} urlPath e.g. "/assets/root-abc.js" */
  return function readAsset(urlPath) {
    let entry = cache.get(urlPath);
    if (!entry) {
      entry = readFile(join(root, decodeURIComponent(urlPath.slice(1)))).then((content) => ({
        bytes: content.length,
        gzip: transferSize(urlPath, content),
      }));
      cache.set(urlPath, entry);
    }
    return entry;
  };
}

/**
 * Sum of the transfer (gzip) sizes of the given files.
 * @param {ReturnType<typeof assetReader>} readAsset
 * @param {string[]} paths
 */
export async function gzipTotal(readAsset, paths) {
  let total = 0;
  for (const path of paths) total += (await readAsset(path)).gzip;
  return total;
}
