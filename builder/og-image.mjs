// @ts-check
/**
 * Draws every pre-rendered page's own Open Graph image at build time: a 1200x630 PNG with the
 * brand, the page's section and its title, written to build/client/og/<slug>.png. No browser
 * and no external service: satori lays the card out as SVG (in its object syntax, no JSX) with
 * the site's font, and resvg (WebAssembly) rasterises it.
 *
 * The text comes from each page's pre-rendered HTML, from the same tags a crawler reads: the
 * title (og:title), the section (the BreadcrumbList JSON-LD of nested pages), the canonical URL,
 * and the brand (og:site_name) and its offices (the ProfessionalService JSON-LD), so no identity
 * detail is repeated here (DECISIONS.md 1). The file name comes from the canonical path through app/lib/ogImage.mjs, which also gives
 * the page's og:image; a page whose og:image points elsewhere stops the build.
 *
 *   node builder/og-image.mjs [out-dir] [path...]   # preview cards of a build into out-dir
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import satori from "satori";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogCardText, ogImagePath } from "../app/lib/ogImage.mjs";
import { cached } from "./build-cache.mjs";
import { scanTags } from "./html.mjs";
import { canonicalHref, isNoindex } from "./meta.mjs";
import { isNotFoundPath, listFiles, pagePath } from "../server/build-meta.mjs";

const deflateAsync = promisify(deflate);
const FONT_DIR = fileURLToPath(new URL("../media/src/fonts/", import.meta.url));
const FONT_FAMILY = "Plus Jakarta Sans";
/** The Nepali cards' letters (issue 26): satori takes a glyph the first font lacks from this one. */
const DEVANAGARI_FAMILY = "Noto Sans Devanagari";
const DEVANAGARI = /[\u0900-\u097F]/;
/** The characters the card fonts have: the unicode ranges media/make-font.sh keeps. */
const FONT_CHARACTERS =
  /^(?:[\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018-\u201D\u2022\u2026\u2192\u20B9]|[\u0900-\u097F]|\u200C|\u200D)*$/;

/** The palette of DESIGN.md (app/app.css): navy, Nepal blue, crimson, off-white, slate. */
export const PALETTE = Object.freeze({
  navy: "#0a1a3f",
  blue: "#003893",
  glow: "#1f56c4",
  crimson: "#dc143c",
  text: "#ffffff",
  soft: "#d6e0f5",
  muted: "#9fb1d6",
  mark: "#8fb0ff",
});

/**
 * @param {string} hex "#rrggbb"
 * @param {number} alpha
 */
const rgba = (hex, alpha) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(",")},${alpha})`;

/** The brand mark ("S." on navy) of media/src/favicon.svg, on a 64x64 grid. */
const MARK_S = "M35.78 17.05A9.5 9.5 0 1 0 28 32a9.5 9.5 0 1 1-7.78 14.95";

/**
 * What one card says.
 * @typedef {object} OgCard
 * @property {string} headline the page's title, without the brand
 * @property {string} [eyebrow] the section the page belongs to, e.g. "Services"
 * @property {string} url the canonical URL, shown without its scheme
 * @property {Brand} brand
 */

/**
 * What every card shows the same.
 * @typedef {object} Brand
 * @property {string} name the agency's name
 * @property {string[]} offices the cities of its offices
 */

/** @typedef {{ type: string, props: Record<string, unknown> }} Node */

/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} [children]
 * @returns {Node}
 */
const el = (type, style, children) => ({ type, props: { style, children } });

/**
 * @param {number} size
 * @param {Node[]} children
 * @param {Record<string, unknown>} [style]
 * @returns {Node}
 */
const svg = (size, children, style = {}) => ({
  type: "svg",
  props: { width: size, height: size, viewBox: "0 0 64 64", style, children },
});

/**
 * The largest size at which the headline keeps to three lines left of the big "S". Page titles
 * are at most 70 characters with the brand (a content test), so at most 54 here; longer ones
 * still fit, smaller, and the title block clips rather than run into the address.
 * @param {string} headline
 */
export function headlineSize(headline) {
  const length = headline.length;
  if (length <= 22) return 96;
  if (length <= 34) return 84;
  if (length <= 46) return 72;
  if (length <= 58) return 64;
  if (length <= 72) return 56;
  return 48;
}

const PADDING = { top: 64, right: 80, bottom: 56, left: 80 };
const BRAND_ROW = 72;
/** @type {Record<string, unknown>} */
const FRAME = {
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px ${PADDING.left}px`,
  position: "relative",
  fontFamily: `${FONT_FAMILY}, ${DEVANAGARI_FAMILY}`,
  color: PALETTE.text,
};
/** @type {Record<string, unknown>} */
const SMALL_PRINT = { display: "flex", fontSize: 24, fontWeight: 500, color: PALETTE.muted };

/**
 * What every card shares, drawn once per build: the navy ground with a Nepal-blue glow and a
 * crimson one, the oversized brand "S" cropped by the right edge, the brand lockup and the
 * offices beside it.
 * @param {Brand} brand
 * @returns {Node}
 */
export function backgroundTree({ name, offices }) {
  return el(
    "div",
    {
      ...FRAME,
      backgroundColor: PALETTE.navy,
      backgroundImage: [
        `radial-gradient(circle 330px at 1120px 640px, ${rgba(PALETTE.crimson, 0.42)}, ${rgba(PALETTE.crimson, 0)} 100%)`,
        `radial-gradient(circle 620px at 930px 150px, ${rgba(PALETTE.glow, 0.85)}, ${rgba(PALETTE.blue, 0.45)} 45%, ${rgba(PALETTE.blue, 0)} 100%)`,
      ].join(", "),
    },
    [
      svg(
        832,
        [{ type: "path", props: { d: MARK_S, fill: "none", stroke: PALETTE.mark, strokeWidth: 8.5 } }],
        {
          position: "absolute",
          left: 690,
          top: -10,
          opacity: 0.14,
        },
      ),
      el(
        "div",
        { display: "flex", alignItems: "center", justifyContent: "space-between", height: BRAND_ROW },
        [
          el("div", { display: "flex", alignItems: "center", gap: 22 }, [
            svg(BRAND_ROW, [
              { type: "rect", props: { width: 64, height: 64, rx: 14, fill: "#ffffff", fillOpacity: 0.1 } },
              { type: "path", props: { d: MARK_S, fill: "none", stroke: "#ffffff", strokeWidth: 8.5 } },
              { type: "circle", props: { cx: 46.5, cy: 47.5, r: 5, fill: PALETTE.crimson } },
            ]),
            el("div", { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, name),
          ]),
          el("div", SMALL_PRINT, offices.join(" · ")),
        ],
      ),
    ],
  );
}

/**
 * What each card says, on a transparent ground laid over backgroundTree(): the crimson rule
 * and section, the title (as large as its length allows, balanced over at most three lines)
 * and the page's address.
 * @param {OgCard} card
 * @returns {Node}
 */
export function foregroundTree({ headline, eyebrow, url }) {
  const size = headlineSize(headline);
  // Devanagari is never tracked (spaced letters break its headline) and needs room for its marks.
  const devanagari = DEVANAGARI.test(`${headline} ${eyebrow ?? ""}`);
  const shownUrl = url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return el("div", FRAME, [
    el("div", { display: "flex", height: BRAND_ROW }),
    el(
      "div",
      // Clipped, so nothing can ever run into the address; the padding keeps descenders inside.
      {
        display: "flex",
        flexDirection: "column",
        maxWidth: 900,
        maxHeight: 380,
        padding: "16px 0",
        overflow: "hidden",
      },
      [
        el("div", { display: "flex", alignItems: "center", gap: 16, marginBottom: 26 }, [
          el("div", { width: 56, height: 6, borderRadius: 3, backgroundColor: PALETTE.crimson }),
          eyebrow
            ? el(
                "div",
                {
                  fontSize: 24,
                  fontWeight: 800,
                  letterSpacing: devanagari ? 0 : 3,
                  textTransform: "uppercase",
                  color: PALETTE.soft,
                },
                eyebrow,
              )
            : null,
        ]),
        el(
          "div",
          {
            fontSize: size,
            fontWeight: 800,
            lineHeight: devanagari ? 1.25 : 1.08,
            letterSpacing: devanagari ? 0 : -size * 0.025,
            // Balanced lines; not with lineClamp, with which satori breaks lines far too early.
            textWrap: "balance",
          },
          headline,
        ),
      ],
    ),
    el("div", SMALL_PRINT, shownUrl),
  ]);
}

/** The build cache's folder for drawn cards (builder/build-cache.mjs). */
export const OG_CARD_CACHE = "og-cards";

/** @type {Promise<string> | null} */
let makerReady = null;
/**
 * What every card is drawn with: this module, the fonts, satori and resvg. A card kept in the
 * cache is taken only when all of it, and the card's own text, are the same.
 */
function cardMaker() {
  const require = createRequire(import.meta.url);
  makerReady ??= (async () => {
    const hash = createHash("sha256").update(await readFile(fileURLToPath(import.meta.url)));
    for (const font of await loadFonts()) hash.update(new Uint8Array(font.data));
    for (const module of ["satori", "@resvg/resvg-wasm/index_bg.wasm"])
      hash.update(await readFile(require.resolve(module)));
    return hash.digest("hex");
  })();
  return makerReady;
}

/**
 * A card's PNG, from the cache when the same card was drawn by the same maker before: every build
 * draws about 90, and a change to the site's words redraws only the cards it touches.
 * @param {OgCard} card
 */
async function cachedOgImage(card) {
  const key = createHash("sha256")
    .update(await cardMaker())
    .update(JSON.stringify(card))
    .digest("hex")
    .slice(0, 24);
  return cached(OG_CARD_CACHE, `${key}.png`, () => renderOgImage(card));
}

/** @type {Promise<void> | null} */
let wasmReady = null;
function initResvg() {
  const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
  wasmReady ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return wasmReady;
}

/** @type {Promise<import("satori").Font[]> | null} */
let fontsReady = null;
function loadFonts() {
  const files = /** @type {const} */ ([
    [FONT_FAMILY, "plus-jakarta-sans-latin"],
    [DEVANAGARI_FAMILY, "noto-sans-devanagari"],
  ]);
  fontsReady ??= Promise.all(
    files.flatMap(([name, file]) =>
      /** @type {const} */ ([500, 800]).map(async (weight) => ({
        name,
        data: await readFile(join(FONT_DIR, `${file}-${weight}.woff`)),
        weight,
        style: /** @type {const} */ ("normal"),
      })),
    ),
  );
  return fontsReady;
}

/**
 * A tree's premultiplied RGBA pixels.
 * @param {Node} tree
 * @returns {Promise<Uint8Array>}
 */
async function rasterise(tree) {
  const [fonts] = await Promise.all([loadFonts(), initResvg()]);
  const svgText = await satori(/** @type {any} */ (tree), {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  const resvg = new Resvg(svgText, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  const pixels = image.pixels;
  image.free();
  resvg.free();
  return pixels;
}

/** The background of each brand, drawn once. @type {Map<string, Promise<Uint8Array>>} */
const backgrounds = new Map();

/**
 * One card as a PNG: the shared background, drawn once, with the card's text composited over.
 * @param {OgCard} card
 * @returns {Promise<Buffer>}
 */
export async function renderOgImage(card) {
  const key = JSON.stringify(card.brand);
  let background = backgrounds.get(key);
  if (!background) backgrounds.set(key, (background = rasterise(backgroundTree(card.brand))));
  const [ground, foreground] = await Promise.all([background, rasterise(foregroundTree(card))]);
  return encodePng(composite(foreground, ground), OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);
}

/**
 * Premultiplied RGBA over an opaque RGBA ground, as opaque RGB.
 * @param {Uint8Array} top
 * @param {Uint8Array} ground
 */
export function composite(top, ground) {
  const rgb = Buffer.alloc((top.length / 4) * 3);
  for (let i = 0, j = 0; i < top.length; i += 4, j += 3) {
    const keep = 255 - top[i + 3];
    rgb[j] = top[i] + Math.round((ground[i] * keep) / 255);
    rgb[j + 1] = top[i + 1] + Math.round((ground[i + 1] * keep) / 255);
    rgb[j + 2] = top[i + 2] + Math.round((ground[i + 2] * keep) / 255);
  }
  return rgb;
}

/**
 * A truecolour PNG (8-bit RGB, no alpha: the cards are opaque). Every row uses the Sub filter,
 * which suits the cards' smooth horizontal gradients best (smaller than choosing a filter per
 * row by the usual heuristic), deflated at level 7: about half the size of resvg's own PNG of
 * the same pixels, in a tenth of the time level 9 takes for 10% less.
 * @param {Buffer} rgb
 * @param {number} width
 * @param {number} height
 */
export async function encodePng(rgb, width, height) {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const from = y * stride;
    const to = y * (stride + 1);
    filtered[to] = 1; // Sub: each byte minus the same channel of the pixel to its left
    for (let x = 0; x < stride; x++)
      filtered[to + 1 + x] = (rgb[from + x] - (x >= 3 ? rgb[from + x - 3] : 0)) & 255;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, adaptive filters, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", await deflateAsync(filtered, { level: 7, memLevel: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The content of `<meta property|name="key">`.
 * @param {string} html
 * @param {string} key
 */
export function metaContent(html, key) {
  for (const { name, attributes } of scanTags(html))
    if (name === "meta" && (attributes.get("property") ?? attributes.get("name")) === key)
      return attributes.get("content") ?? null;
  return null;
}

/**
 * The page's JSON-LD node of a schema.org type, or null.
 * @param {string} html
 * @param {string} type
 * @returns {Record<string, any> | null}
 */
function jsonLdOf(html, type) {
  for (const { name, attributes, text } of scanTags(html)) {
    if (name !== "script" || attributes.get("type")?.toLowerCase() !== "application/ld+json") continue;
    try {
      const data = JSON.parse(text ?? "");
      if (data?.["@type"] === type) return data;
    } catch {
      // Not JSON: not ours to read.
    }
  }
  return null;
}

/**
 * The names of a page's BreadcrumbList between the home page and the page itself, e.g.
 * ["Services"] for a service page; [] when it has none.
 * @param {string} html
 */
export function sectionNames(html) {
  const items = jsonLdOf(html, "BreadcrumbList")?.itemListElement;
  return Array.isArray(items) ? items.slice(1, -1).map((item) => String(item.name)) : [];
}

/**
 * The agency's name (og:site_name) and the cities of its offices (its ProfessionalService).
 * @param {string} html
 * @returns {Brand}
 */
export function brandOf(html) {
  const places = jsonLdOf(html, "ProfessionalService")?.location;
  return {
    name: metaContent(html, "og:site_name") ?? "",
    offices: Array.isArray(places) ? places.map((place) => String(place.address?.addressLocality ?? "")) : [],
  };
}

/**
 * The card of one pre-rendered page, and where the page says its image is.
 * @param {string} html
 * @returns {{ card: OgCard, canonical: URL, image: URL } | null} null when the page lacks the tags
 */
export function pageCard(html) {
  const href = canonicalHref(html);
  const title = metaContent(html, "og:title");
  const image = metaContent(html, "og:image");
  if (!href || !title || !image) return null;
  const canonical = new URL(href);
  const brand = brandOf(html);
  return {
    card: { ...ogCardText(title, brand.name, sectionNames(html)), url: canonical.href, brand },
    canonical,
    image: new URL(image, canonical),
  };
}

/**
 * Writes the card of every indexable page of a build (twins sharing a canonical URL share one).
 * @param {object} options
 * @param {string} options.clientDir build/client
 * @param {string[]} [options.only] URL paths of pages to draw (all when absent)
 * @param {string} [options.outDir] where to write (clientDir when absent)
 */
export async function writeOgImages({ clientDir, only, outDir = clientDir }) {
  const started = performance.now();
  /** @type {Map<string, OgCard>} */
  const cards = new Map();
  /** @type {string[]} */
  const warnings = [];
  for (const file of (await listFiles(clientDir)).filter((name) => name.endsWith(".html"))) {
    const path = pagePath(file);
    if (!path || isNotFoundPath(path) || (only && !only.includes(path))) continue;
    const html = await readFile(join(clientDir, file), "utf8");
    if (isNoindex(html)) continue;
    const page = pageCard(html);
    if (!page) throw new Error(`og-image: ${path} lacks a canonical link, og:title or og:image`);
    const expected = ogImagePath(page.canonical.pathname);
    if (page.image.pathname !== expected)
      throw new Error(`og-image: ${path} has og:image ${page.image.href}; expected the path ${expected}`);
    const text = [page.card.eyebrow ?? "", page.card.headline, page.card.url].join(" ");
    if (!FONT_CHARACTERS.test(text))
      warnings.push(`${path}: characters the card font lacks (extend media/make-font.sh): ${text}`);
    cards.set(expected, page.card);
  }
  // A few cards in flight: while one is deflated on libuv's thread pool, the next is drawn.
  const queue = [...cards];
  let bytes = 0;
  const draw = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [imagePath, card] = next;
      const png = await cachedOgImage(card);
      const file = join(outDir, imagePath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, png);
      bytes += png.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, draw));
  return { count: cards.size, bytes, ms: Math.round(performance.now() - started), warnings };
}

async function main() {
  const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
  const [outDir = clientDir, ...only] = process.argv.slice(2);
  const result = await writeOgImages({
    clientDir,
    outDir: resolve(outDir),
    only: only.length ? only : undefined,
  });
  for (const warning of result.warnings) console.warn(`og-image: warning: ${warning}`);
  console.log(
    `og-image: ${result.count} cards, ${(result.bytes / 1024).toFixed(0)} kB, ${result.ms} ms -> ${outDir}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
