// @ts-check
/**
 * What the build makes slowly from inputs that seldom change (the Open Graph cards, each text
 * file's brotli at quality 11), kept between builds in node_modules/.cache/<kind>/ under a key made
 * of everything it is made from: a build remakes only what changed. An entry no build has used for
 * a month is removed when a build ends (pruneBuildCache).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CACHE = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url));
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The bytes kept under `key`, or those `make` makes, then kept.
 * @param {string} kind the cache's folder, e.g. "og-cards"
 * @param {string} key a file name made of everything the bytes are made from (a hash)
 * @param {() => Promise<Uint8Array>} make
 * @returns {Promise<Uint8Array>}
 */
export async function cached(kind, key, make) {
  const kept = join(CACHE, kind, key);
  const found = await readFile(kept).catch(() => null);
  if (found) {
    // Used: kept another month.
    const now = new Date();
    await utimes(kept, now, now).catch(() => {});
    return found;
  }
  const made = await make();
  await mkdir(join(CACHE, kind), { recursive: true });
  // Written aside and renamed: a build beside this one never reads half a file.
  const aside = `${kept}.${randomUUID()}`;
  await writeFile(aside, made);
  await rename(aside, kept);
  return made;
}

/**
 * Removes what no build has used for a month from the cache `kind`.
 * @param {string} kind
 */
export async function pruneBuildCache(kind) {
  const dir = join(CACHE, kind);
  const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  const before = Date.now() - MONTH_MS;
  await Promise.all(
    names.map(async (name) => {
      const { mtimeMs } = await stat(join(dir, name)).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < before) await rm(join(dir, name), { force: true });
    }),
  );
}
