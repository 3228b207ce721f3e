// @ts-check
/**
 * What a built page loads, and how many bytes that is: shared by the size budgets in `npm test`
 * (scripts/check-budgets.mjs) and `npm run bench` (scripts/bench.mjs), so both count the same way.
 * Everything is pure except `readAsset` and `pageScripts`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { HELD_HYDRATION_TYPE, HELD_CHUNKS_ATTRIBUTE } from "../app/lib/heldHydration.mjs";
import { isText } from "../server/build-meta.mjs";
import { relTokens, scanTags } from "../builder/html.mjs";

/** The chunks React Router's hydration script imports, by their quoted root-relative path. */
const IMPORTED_CHUNK_RE = /\bimport\b[^";]*?"(\/assets\/[^"]+\.m?js)"/g;
/** Script types the browser runs (a JSON or speculation-rules block is data), held ones included. */
const RUN_TYPES = new Set(["", "text/javascript", "module", HELD_HYDRATION_TYPE]);
const MODULE_TYPES = new Set(["module", HELD_HYDRATION_TYPE]);

/**
 * The JavaScript a page loads before anything is pressed: its inline scripts (the shell's, app/
 * shell/), and the chunks its HTML names, sorted: `<script src>`, `<link rel="modulepreload">` and
 * the hydration script's imports and preloads, also once held for the first paint
 * (scripts/hold-hydration.mjs). A module the shell's script fetches only when a visitor uses a
 * form (its URL is a string inside that script) is not counted.
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
    if (tag.name !== "script" || !RUN_TYPES.has(tag.attributes.get("type") ?? "")) continue;
    const src = tag.attributes.get("src");
    if (src) chunks.add(src);
    else if (tag.text) {
      inline.push(tag.text);
      if (MODULE_TYPES.has(tag.attributes.get("type") ?? ""))
        for (const match of tag.text.matchAll(IMPORTED_CHUNK_RE)) chunks.add(match[1]);
      for (const href of tag.attributes.get(HELD_CHUNKS_ATTRIBUTE)?.split(" ") ?? []) chunks.add(href);
    }
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
