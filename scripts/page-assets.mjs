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
/** The manifest module: `window.__reactRouterManifest={...};` */
const MANIFEST_RE = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/;

/**
 * The chunks a page names: every quoted `/assets/*.js` path in its HTML, sorted.
 * @param {string} html
 * @returns {string[]}
 */
export function quotedScripts(html) {
  return [...new Set([...html.matchAll(QUOTED_SCRIPT_RE)].map((match) => match[1]))].sort();
}

/**
 * Whether the page imports every route module of the manifest before hydrating: the not-found
 * page does (LOAD_EVERY_ROUTE in server/defer-hydration.mjs), so all of them count for it.
 * @param {string} html
 */
export function loadsEveryRoute(html) {
  return html.includes("Object.values(window.__reactRouterManifest.routes)");
}

/**
 * Every route module of React Router's manifest module and the chunks each imports statically.
 * @param {string} source the manifest module's text (`window.__reactRouterManifest={...};`)
 * @returns {string[]} sorted root-relative paths
 */
export function manifestScripts(source) {
  const match = source.match(MANIFEST_RE);
  if (!match) throw new Error("not a React Router manifest module");
  /** @type {{ routes: Record<string, { module: string, imports?: string[] }> }} */
  const manifest = JSON.parse(match[1]);
  const paths = Object.values(manifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])]);
  return [...new Set(paths)].sort();
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
 * The chunks a page loads: those its HTML names, plus every route module and its imports for a
 * page that loads every route (the not-found page).
 * @param {string} root the build's client directory
 * @param {string} html the page
 * @returns {Promise<string[]>} sorted root-relative paths
 */
export async function pageScripts(root, html) {
  const named = quotedScripts(html);
  if (!loadsEveryRoute(html)) return named;
  const manifest = named.find((path) => /\/manifest-[^/]*\.js$/.test(path));
  if (!manifest) throw new Error("a page that loads every route module names no manifest module");
  const routes = manifestScripts(await readFile(join(root, manifest.slice(1)), "utf8"));
  return [...new Set([...named, ...routes])].sort();
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
