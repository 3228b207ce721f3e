// @ts-check
/**
 * Brotli bytes of a page's JavaScript, for the benchmarks (bench/bench.mjs,
 * bench/bench-islands.mjs): what a browser that accepts `br` receives from the production
 * server. A file's bytes are its `.br` sibling's size (builder/postbuild.mjs writes them; the
 * server sends them as they are); a file without one, and an inline script, are compressed here
 * with postbuild's settings. The gzip figures stay with builder/page-assets.mjs, which the size
 * budgets share.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * Bytes of `content` brotli-compressed as postbuild compresses (the highest quality, text mode),
 * never more than the content itself: postbuild keeps no `.br` that is larger, so the server sends
 * the file as it is.
 * @param {Uint8Array} content
 */
export function brotliSize(content) {
  const compressed = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  return Math.min(compressed.length, content.length);
}

/**
 * Brotli bytes of a file of the build by its root-relative URL path; cached.
 * @param {string} root the build's client directory
 */
export function brotliReader(root) {
  /** @type {Map<string, Promise<number>>} */
  const cache = new Map();
  /** @param {string} urlPath e.g. "/assets/root-abc.js" */
  return function brotliBytes(urlPath) {
    let entry = cache.get(urlPath);
    if (!entry) {
      const file = join(root, decodeURIComponent(urlPath.slice(1)));
      entry = readFile(`${file}.br`).then(
        (compressed) => compressed.length,
        async () => brotliSize(await readFile(file)),
      );
      cache.set(urlPath, entry);
    }
    return entry;
  };
}

/**
 * Sum of the brotli bytes of the given files.
 * @param {ReturnType<typeof brotliReader>} brotliBytes
 * @param {Iterable<string>} urlPaths
 */
export async function brotliTotal(brotliBytes, urlPaths) {
  let total = 0;
  for (const path of new Set(urlPaths)) total += await brotliBytes(path);
  return total;
}

/**
 * Brotli bytes of a page's inline scripts, each compressed on its own (as builder/page-assets.mjs
 * counts their gzip bytes): an upper bound of what they add to the compressed page.
 * @param {string[]} texts
 */
export function inlineBrotli(texts) {
  return texts.reduce((sum, text) => sum + brotliSize(Buffer.from(text)), 0);
}
