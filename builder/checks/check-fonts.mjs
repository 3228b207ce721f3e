// @ts-check
/**
 * `node builder/checks/check-fonts.mjs` (in `npm run test:build`, after `npm run build`): the Devanagari
 * fonts the build ships are cut for the words the site writes now, and draw each of them as the
 * whole font does (builder/devanagari-font.mjs), so no Nepali word shows in a fallback face: the
 * pages' cut every word of the site's, the language switch's its one word. Exits 1 otherwise.
 */
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CUTS, cutFrom, drawnDifferently, fromWoff2, WHOLE_FONT } from "../devanagari-font.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const assets = join(root, "build/client/assets");

const files = await readdir(assets);
const whole = await readFile(join(root, WHOLE_FONT));
let failed = false;
for (const [name, { file, words: wordsOf, ...options }] of Object.entries(CUTS)) {
  const stem = basename(file, ".woff2");
  const built = files.filter((each) => each.startsWith(`${stem}-`) && each.endsWith(".woff2"));
  if (built.length !== 1) {
    console.error(`${name}: expected one build/client/assets/${stem}-HASH.woff2, found ${built.length}`);
    failed = true;
    continue;
  }
  const words = await wordsOf(root);
  const reference = await cutFrom(whole, options);
  const shipped = await readFile(join(assets, built[0]));
  const cut = await fromWoff2(shipped);
  const differ = await drawnDifferently(reference.whole, cut, words, reference.weights);
  if (differ.length) {
    console.error(
      `${built[0]} draws ${differ.length} of the site's words otherwise than the whole font (${differ.slice(0, 10).join(", ")}): rebuild`,
    );
    failed = true;
  } else
    console.log(`${built[0]}: ${(shipped.byteLength / 1000).toFixed(1)} kB, draws all ${words.length} words`);
}
if (failed) process.exit(1);
