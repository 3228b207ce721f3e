// @ts-check
/**
 * The Nepali pages' Devanagari fonts, cut at build to the words the site writes (DECISIONS.md 23),
 * so a word an editor writes at /admin is drawn in the page's font with no step of a developer's.
 * From the whole font the site also serves for what visitors type (app/fonts/noto-sans-devanagari-
 * 400-800.woff2, weights 400-800, every layout feature; media/make-font.sh makes it):
 *
 * - the pages' cut (`site`): the glyphs the site's words (builder/devanagari-words.mjs) are drawn
 *   with at weights 400-800, about 32 kB instead of 82, preloaded on Nepali pages;
 * - the language switch's cut (`label`): the glyphs of "नेपाली" at weight 600, about 1 kB, on
 *   English pages, written into the stylesheet as a data: URL (app/app.css).
 *
 * HarfBuzz (harfbuzzjs, WebAssembly) shapes each word and the cut keeps every glyph the shaping
 * passes through, not only those it ends with (a conjunct is built in steps), with every layout
 * feature and no closure over them (the closure would keep every conjunct of every letter: 50 kB).
 * The cut fails if it draws any word differently from the whole font: the same glyph outlines at
 * the same positions, at every weight, in both digit styles.
 *
 * The Vite plugin (`devanagariFonts`, vite.config.ts) writes the cuts to app/fonts/ before the build
 * reads them (app/app.css and app/root.tsx name them, so they are content-hashed assets like any
 * other, or inside the stylesheet for a cut marked `inlineAs`); they are not committed. A cut is
 * kept in node_modules/.cache/ by what it was made from.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import * as hb from "harfbuzzjs";
import wawoff2 from "wawoff2";
import { locales } from "../app/content/locales.mjs";
import { siteDevanagariWords } from "./devanagari-words.mjs";

const require = createRequire(import.meta.url);

/** The whole font the cuts are made from. */
export const WHOLE_FONT = "app/fonts/noto-sans-devanagari-400-800.woff2";

/**
 * The cuts, each written to `file`: the words it is made for, and the weights it is drawn at (a
 * variable font keeps its axis) or the one weight it is pinned to.
 * @typedef {{ weights?: number[], pin?: number }} CutOptions
 * @type {Record<"site" | "label", CutOptions & { file: string, words: (root: string) => Promise<string[]>, inlineAs?: string }>}
 */
export const CUTS = {
  site: {
    file: "app/fonts/noto-sans-devanagari-site.woff2",
    weights: [400, 500, 600, 700, 800],
    words: siteDevanagariWords,
  },
  // The switch's one word, at the switch's weight (app/app.css, "Devanagari Label").
  label: {
    file: "app/fonts/noto-sans-devanagari-label.woff2",
    pin: 600,
    words: async () => [locales.ne.name],
    // The @font-face family that carries it in the stylesheet, as a data: URL.
    inlineAs: "Devanagari Label",
  },
};

/** Characters shaping may insert: the joiners, and the dotted circle under a lone vowel sign. */
const SHAPING_EXTRAS = [0x200c, 0x200d, 0x25cc];
const WGHT = 0x77676874;
/** hb_subset_sets_t and hb_subset_flags_t (hb-subset.h). */
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const HB_MEMORY_MODE_WRITABLE = 2;

/** @type {Promise<Record<string, Function> & { memory: WebAssembly.Memory }> | undefined} */
let subsetter;

/** HarfBuzz's subsetter, the build of it harfbuzzjs ships. */
function loadSubsetter() {
  subsetter ??= readFile(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => {
      const exports = /** @type {any} */ (instance.exports);
      exports._initialize();
      return exports;
    });
  return subsetter;
}

/**
 * A subset of a TrueType font (hb-subset): the glyphs and characters given, every layout feature
 * and no closure over them; or, with `everything`, the whole font. `pin`: instanced at that weight.
 * @param {Uint8Array} font
 * @param {{ glyphs?: Iterable<number>, unicodes?: Iterable<number>, everything?: boolean, pin?: number }} what
 * @returns {Promise<Uint8Array>}
 */
async function subset(font, { glyphs = [], unicodes = [], everything = false, pin }) {
  const hbs = await loadSubsetter();
  const heap = () => new Uint8Array(hbs.memory.buffer);
  const data = hbs.malloc(font.byteLength);
  heap().set(font, data);
  const blob = hbs.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const input = hbs.hb_subset_input_create_or_fail();
  try {
    if (everything) hbs.hb_subset_input_keep_everything(input);
    else {
      const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
      hbs.hb_set_clear(features);
      hbs.hb_set_invert(features);
      hbs.hb_subset_input_set_flags(
        input,
        hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
      );
      const glyphSet = hbs.hb_subset_input_glyph_set(input);
      for (const glyph of glyphs) hbs.hb_set_add(glyphSet, glyph);
      const unicodeSet = hbs.hb_subset_input_unicode_set(input);
      for (const unicode of unicodes) hbs.hb_set_add(unicodeSet, unicode);
    }
    if (pin !== undefined && !hbs.hb_subset_input_pin_axis_location(input, face, WGHT, pin))
      throw new Error(`the font has no weight axis to pin at ${pin}`);
    const result = hbs.hb_subset_or_fail(face, input);
    if (!result) throw new Error("HarfBuzz could not subset the font");
    const resultBlob = hbs.hb_face_reference_blob(result);
    const start = hbs.hb_blob_get_data(resultBlob, 0);
    const bytes = heap().slice(start, start + hbs.hb_blob_get_length(resultBlob));
    hbs.hb_blob_destroy(resultBlob);
    hbs.hb_face_destroy(result);
    return bytes;
  } finally {
    hbs.hb_subset_input_destroy(input);
    hbs.hb_face_destroy(face);
    hbs.free(data);
  }
}

/** @param {Uint8Array} font */
const open = (font) => new hb.Font(new hb.Face(new hb.Blob(font)));

/** A word in a buffer, ready to shape. @param {hb.Buffer} buffer @param {string} word */
function fill(buffer, word) {
  buffer.clearContents();
  buffer.addText(word);
  buffer.guessSegmentProperties();
}

/**
 * Every glyph the shaping of the words passes through, at the font's default weight (each step of
 * each lookup that applied, not only the result).
 * @param {hb.Font} font
 * @param {string[]} words
 */
async function glyphsPassedThrough(font, words) {
  const glyphs = new Set();
  const buffer = new hb.Buffer();
  buffer.setMessageFunc((step, _font, message) => {
    if (message.startsWith("end lookup"))
      for (const { codepoint } of step.getGlyphInfos()) glyphs.add(codepoint);
    return true;
  });
  for (const [index, word] of words.entries()) {
    fill(buffer, word);
    hb.shape(font, buffer);
    // harfbuzzjs frees what the trace made when the event loop turns.
    if (index % 200 === 199) await nextTurn();
  }
  return glyphs;
}

/**
 * How a font draws each word, at each weight and in both digit styles (proportional and tabular):
 * each glyph's outline and position, one line per word and style; and the glyphs it ends with.
 * @param {Uint8Array} font
 * @param {string[]} words
 * @param {number[]} weights none: the font as it is
 * @param {Map<string, number>} outlines the outlines seen so far, numbered (shared by the fonts compared)
 */
async function drawings(font, words, weights, outlines) {
  const shaper = open(font);
  const buffer = new hb.Buffer();
  const lines = [];
  const glyphs = new Set();
  for (const weight of weights.length ? weights : [undefined]) {
    if (weight !== undefined) shaper.setVariations([new hb.Variation("wght", weight)]);
    /** @type {Map<number, number>} */
    const outlineOf = new Map();
    const outline = (/** @type {number} */ glyph) => {
      let number = outlineOf.get(glyph);
      if (number === undefined) {
        const path = shaper.glyphToPath(glyph);
        number = outlines.get(path) ?? outlines.size;
        outlines.set(path, number);
        outlineOf.set(glyph, number);
      }
      return number;
    };
    for (const features of [[], [hb.Feature.fromString("tnum")]]) {
      for (const word of words) {
        fill(buffer, word);
        hb.shape(shaper, buffer, /** @type {hb.Feature[]} */ (features));
        const positions = buffer.getGlyphPositions();
        lines.push(
          buffer
            .getGlyphInfos()
            .map(({ codepoint }, index) => {
              glyphs.add(codepoint);
              const { xAdvance, yAdvance, xOffset, yOffset } = positions[index];
              return `${outline(codepoint)}@${xAdvance},${yAdvance},${xOffset},${yOffset}`;
            })
            .join(" "),
        );
      }
      await nextTurn();
    }
  }
  return { lines, glyphs };
}

/**
 * The words `cut` draws otherwise than `whole` (both TrueType).
 * @param {Uint8Array} whole
 * @param {Uint8Array} cut
 * @param {string[]} words
 * @param {number[]} [weights]
 */
export async function drawnDifferently(whole, cut, words, weights = []) {
  const outlines = new Map();
  const expected = await drawings(whole, words, weights, outlines);
  const drawn = await drawings(cut, words, weights, outlines);
  const differ = new Set();
  expected.lines.forEach((line, index) => {
    if (drawn.lines[index] !== line) differ.add(words[index % words.length]);
  });
  return [...differ];
}

/**
 * A WOFF2 font as TrueType (a copy: wawoff2 answers with a view of its own memory, which its next
 * call overwrites).
 * @param {Uint8Array} woff2
 * @returns {Promise<Uint8Array>}
 */
export const fromWoff2 = async (woff2) => new Uint8Array(await wawoff2.decompress(woff2));

/**
 * What a cut is made from and drawn like: the whole font as TrueType, at the weights given; pinned,
 * its instance at that weight.
 * @param {Uint8Array} wholeWoff2
 * @param {CutOptions} options
 */
export async function cutFrom(wholeWoff2, { weights = [], pin }) {
  const whole = await fromWoff2(wholeWoff2);
  if (pin === undefined) return { whole, weights };
  return { whole: await subset(whole, { everything: true, pin }), weights: [] };
}

/**
 * The whole font (WOFF2) cut to the words; fails if the cut draws one differently.
 * @param {Uint8Array} wholeWoff2
 * @param {string[]} words
 * @param {CutOptions} options
 * @returns {Promise<Uint8Array>} the cut, as WOFF2
 */
export async function cutFont(wholeWoff2, words, options) {
  const { whole, weights: shown } = await cutFrom(wholeWoff2, options);
  const { glyphs } = await drawings(whole, words, shown, new Map());
  for (const glyph of await glyphsPassedThrough(open(whole), words)) glyphs.add(glyph);
  const unicodes = new Set(SHAPING_EXTRAS);
  for (const word of words)
    for (const character of word) unicodes.add(/** @type {number} */ (character.codePointAt(0)));
  const cut = await subset(whole, { glyphs, unicodes });
  const differ = await drawnDifferently(whole, cut, words, shown);
  if (differ.length)
    throw new Error(`the cut draws ${differ.slice(0, 20).join(", ")} differently from the whole font`);
  return new Uint8Array(await wawoff2.compress(cut));
}

/** Bump when the way a cut is made changes, so no cut kept in the cache is taken for a new one. */
const CUTTER = "1";

/**
 * Each cut written to its file, made anew only when its words or the whole font changed.
 * @param {string} root the project
 * @param {(message: string) => void} [log]
 */
export async function writeCuts(root, log = () => {}) {
  const whole = await readFile(join(root, WHOLE_FONT));
  const cache = join(root, "node_modules/.cache/devanagari-fonts");
  await mkdir(cache, { recursive: true });
  for (const [name, { file, words: wordsOf, ...options }] of Object.entries(CUTS)) {
    const words = await wordsOf(root);
    const key = createHash("sha256")
      .update(JSON.stringify([CUTTER, options, words]))
      .update(whole)
      .digest("hex")
      .slice(0, 16);
    const kept = join(cache, `${name}-${key}.woff2`);
    /** @type {Uint8Array} */
    let font;
    try {
      font = await readFile(kept);
    } catch {
      font = await cutFont(whole, words, options);
      await writeAtomically(kept, font);
      log(`${file}: cut for ${words.length} words, ${(font.byteLength / 1000).toFixed(1)} kB`);
    }
    const target = join(root, file);
    const current = await readFile(target).catch(() => undefined);
    if (!current?.equals(font)) await writeAtomically(target, font);
  }
}

/** A file written whole or not at all: two builds at once never read half a font. */
async function writeAtomically(/** @type {string} */ path, /** @type {Uint8Array} */ data) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * The Vite plugin: the cuts written before the build reads them, and again in `npm run dev` when a
 * content file changes. Where the cuts are not made (`cut: false`, for tests, which need only their
 * URLs), their imports still resolve.
 * @param {string} root the project
 * @param {{ cut?: boolean }} [options]
 * @returns {import("vite").Plugin}
 */
export function devanagariFonts(root, { cut = true } = {}) {
  const files = new Set(Object.values(CUTS).map(({ file }) => resolve(root, file)));
  /** @type {Promise<void> | undefined} */
  let written;
  return {
    name: "devanagari-fonts",
    enforce: "pre",
    async buildStart() {
      if (cut) await (written ??= writeCuts(root, (message) => this.info(message)));
    },
    resolveId(source, importer) {
      const [path, query] = source.split("?");
      if (!importer || !path.startsWith(".")) return;
      const file = resolve(dirname(importer), path);
      if (files.has(file)) return query ? `${file}?${query}` : file;
    },
    configureServer(server) {
      if (!cut) return;
      server.watcher.on("change", (file) => {
        if (!file.startsWith(join(root, "content")) && !file.startsWith(join(root, "app/content"))) return;
        written = writeCuts(root, (message) => server.config.logger.info(message)).catch((error) =>
          server.config.logger.error(`devanagari-fonts: ${error.message}`),
        );
      });
    },
  };
}
