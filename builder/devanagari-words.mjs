// @ts-check
/**
 * Every Devanagari word the site writes: the words the build cuts its page font to
 * (builder/devanagari-font.mjs), and the words the font is checked against. Read
 * from the source (the content files and modules, and the server's own pages), tests aside, plus the ten
 * Devanagari digits, as numbers are composed when a page is drawn (formatNumberIn, locales.mjs), and
 * the months' names, as the journal's dates are (app/content/calendars.mjs).
 *
 *   node builder/devanagari-words.mjs   prints them, one a line
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nepaliMonthNames } from "../app/content/calendars.mjs";

/** A run of Devanagari letters and the joiners written inside words: a word, for shaping. */
export const DEVANAGARI_WORD = /[\u0900-\u097F\u200C\u200D]+/g;
/** The files that hold the site's words, by folder: code, and the content files the CMS edits. */
const SOURCES = {
  app: /\.(?:ts|tsx|mjs|json)$/,
  server: /\.(?:ts|tsx|mjs|json)$/,
  content: /\.(?:ya?ml|md)$/,
};
const TEST = /\.test\.[a-z]+$/;
const DIGITS = "०१२३४५६७८९";

/**
 * The words, sorted and each once.
 * @param {string} root the repository
 * @returns {Promise<string[]>}
 */
export async function siteDevanagariWords(root) {
  const words = new Set([DIGITS, ...nepaliMonthNames()]);
  for (const [folder, source] of Object.entries(SOURCES)) {
    for (const file of await readdir(join(root, folder), { recursive: true })) {
      if (!source.test(file) || TEST.test(file)) continue;
      const text = await readFile(join(root, folder, file), "utf8");
      for (const [word] of text.matchAll(DEVANAGARI_WORD)) words.add(word);
    }
  }
  return [...words].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  process.stdout.write(`${(await siteDevanagariWords(root)).join("\n")}\n`);
}
