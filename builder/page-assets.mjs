// @ts-check
/**
 * What a built page loads, and how many bytes that is: shared by the size budgets in `npm test`
 * (builder/checks/check-budgets.mjs) and `npm run bench` (bench/bench.mjs), so both count the same way.
 * Everything is pure except `readAsset` and `pageScripts`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isText } from "../server/build-meta.mjs";
import { relTokens, scanTags } from "./html.mjs";

/** Script types the browser runs (a JSON or speculation-rules block is data). */
const RUN_TYPES = new Set(["", "text/javascript", "module"]);

/**
 * The JavaScript a page loads once it has been scrolled through: its inline scripts (the shell's,
 * app/shell/), and the chunks its HTML names, sorted: `<script src>`, `<link rel="modulepreload">`
 * and each island's entry module and its imports (`data-src`, `data-imports`; app/lib/islands.ts),
 * which the shell's script fetches when the island comes near the screen, or when the page is
 * idle. A module the shell's script fetches only when a visitor uses a form (its URL is a string
 * inside that script) is not counted.
 * @param {string} html
 * @returns {{ inline: string[], chunks: string[] }}
 */
export function pageScripts(html) {
  /** @type {string[]} */
  const inline = [];
  const chunks = new Set();
  for (const tag of scanTags(html)) {
    if (tag.name === "link" && relTokens(tag).includes("modulepreload"))
      chunks.add(tag.attributes.get("href"));
    const island = tag.attributes.get("data-island");
    if (island !== undefined) {
      const src = tag.attributes.get("data-src");
      if (!src) throw new Error(`The island ${island} names no entry module (data-src)`);
      chunks.add(src);
      for (const href of tag.attributes.get("data-imports")?.split(" ") ?? []) chunks.add(href);
    }
    if (tag.name !== "script" || !RUN_TYPES.has(tag.attributes.get("type") ?? "")) continue;
    const src = tag.attributes.get("src");
    if (src) chunks.add(src);
    else if (tag.text) inline.push(tag.text);
  }
  return { inline, chunks: [...chunks].filter((chunk) => chunk?.startsWith("/")).sort() };
}

/**
 * Bytes over the wire for a page's JavaScript: its inline scripts (gzipped with the page, counted
 * apart) and its chunks.
 * @param {ReturnType<typeof assetReader>} readAsset
 * @param {ReturnType<typeof pageScripts>} scripts
 */
export async function scriptBytes(readAsset, { inline, chunks }) {
  const inlineBytes = inline.reduce((sum, text) => sum + transferSize("inline.js", Buffer.from(text)), 0);
  return inlineBytes + (await gzipTotal(readAsset, chunks));
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
