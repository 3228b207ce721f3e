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
const stylesheets = files.filter((each) => /^app-[\w-]+\.css$/.test(each));
const whole = await readFile(join(root, WHOLE_FONT));

/**
 * The bytes of a cut as the build ships it, and what to call it: its content-hashed file, or for a
 * cut the stylesheet carries (`inlineAs`), the data: URL of that family's @font-face in the sheet.
 * @param {string} file the cut's source file
 * @param {string | undefined} inlineAs
 * @returns {Promise<{ shipped: Buffer, where: string } | string>} the bytes, or why there are none
 */
async function shippedCut(file, inlineAs) {
  const stem = basename(file, ".woff2");
  const built = files.filter((each) => each.startsWith(`${stem}-`) && each.endsWith(".woff2"));
  if (!inlineAs) {
    if (built.length !== 1)
      return `expected one build/client/assets/${stem}-HASH.woff2, found ${built.length}`;
    return { shipped: await readFile(join(assets, built[0])), where: built[0] };
  }
  if (built.length) return `is in the stylesheet, yet the build also ships ${built.join(", ")}`;
  if (stylesheets.length !== 1)
    return `expected one build/client/assets/app-HASH.css, found ${stylesheets.length}`;
  const css = await readFile(join(assets, stylesheets[0]), "utf8");
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body);
  const family = new RegExp(`font-family:\\s*["']?${inlineAs}["']?\\s*;`);
  const ours = faces.filter((body) => family.test(body));
  const data =
    ours.length === 1 && /url\(["']?data:font\/woff2;base64,([A-Za-z0-9+/=]+)["']?\)/.exec(ours[0]);
  if (!data)
    return `expected one @font-face "${inlineAs}" with a data:font/woff2 URL in ${stylesheets[0]}, found ${ours.length} faces of it`;
  return { shipped: Buffer.from(data[1], "base64"), where: `"${inlineAs}" in ${stylesheets[0]}` };
}

let failed = false;
for (const [name, { file, words: wordsOf, inlineAs, ...options }] of Object.entries(CUTS)) {
  const found = await shippedCut(file, inlineAs);
  if (typeof found === "string") {
    console.error(`${name}: ${found}`);
    failed = true;
    continue;
  }
  const { shipped, where } = found;
  const words = await wordsOf(root);
  const reference = await cutFrom(whole, options);
  const cut = await fromWoff2(shipped);
  const differ = await drawnDifferently(reference.whole, cut, words, reference.weights);
  if (differ.length) {
    console.error(
      `${where} draws ${differ.length} of the site's words otherwise than the whole font (${differ.slice(0, 10).join(", ")}): rebuild`,
    );
    failed = true;
  } else
    console.log(`${where}: ${(shipped.byteLength / 1000).toFixed(1)} kB, draws all ${words.length} words`);
}
if (failed) process.exit(1);
