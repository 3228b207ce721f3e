// @ts-check
/**
 * Size budgets of the production build (issue 7), in `npm test` after `npm run build`. Byte
 * counts only, so the result is the same on every machine:
 *
 * - every page: the JavaScript it loads, gzipped (its inline scripts and the chunks its HTML
 *   names, builder/page-assets.mjs): a static page, which ships only the shell's script, under
 *   5.1 kB; a page with islands (docs/DECISIONS.md 25), once scrolled through, under 80 kB. Both
 *   are the figures measured with a little room, so they cannot creep back. Its CSS,
 *   gzipped, under 21 kB. e2e/pages.spec.ts counts what the browser really loads against the
 *   same budgets;
 * - the home page: everything it fetches before the hero video under 260 kB (see homeResources);
 * - every video file under 1 MB.
 *
 * 1 kB = 1000 bytes and 1 MB = 1,000,000 bytes (the SI units the budgets are written in, and what
 * `npm run bench` prints); text is counted gzipped at level 9, as the build's .gz files are.
 * Prints a table; exits 1 when anything is over its budget.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CMS_PATH, isNotFoundPath, listFiles, pagePath } from "../../server/build-meta.mjs";
import { relTokens, scanTags, srcsetUrls } from "../html.mjs";
import { assetReader, gzipTotal, linkedStylesheets, pageScripts, scriptBytes } from "../page-assets.mjs";

export const KB = 1000;
export const MB = 1000 * KB;
export const BUDGETS = Object.freeze({
  /**
   * JavaScript a static page loads, gzipped (issue 24 allows 15 kB): about 5.50 kB, the shell, with
   * both languages' names, the islands' loader, and the starts of field measurement and of the
   * home page's reel after the page's load (their modules, fetched after the load, and the reel's
   * on the home page alone, are not counted). 5.2 kB until the chat button learnt to step aside
   * from the text a phone has come to rest on (DESIGN.md, 0.28 kB), and the islands' loader to
   * send two early taps on Send once and to leave an early Send to the island's checks (0.07 kB);
   * 5.6 kB until it learnt to queue a press made while the held ones are replayed, to drop one
   * that hydration overtook and to leave the keys that scroll the page alone (0.15 kB: 5.65 kB).
   */
  staticPageJs: 5.8 * KB,
  /**
   * JavaScript a page with islands loads once scrolled through, gzipped: every island's module
   * and what it imports, React DOM's client the most of it (the heaviest, /ne/faq, is 75.7 kB;
   * 65.3 kB brotli, under issue 35's 70). Before the islands a page with React loaded up to 128.8 kB.
   */
  islandPageJs: 80 * KB,
  /**
   * CSS one page loads, gzipped: 20.1 kB since the sheet carries the language switch's 1.3 kB font
   * (app/app.css), which English pages used to fetch apart.
   */
  pageCss: 21 * KB,
  /**
   * What the home page fetches before the hero video (gzipped text, binaries as they are): 260 kB
   * since the first case study's artwork is on the first screen and fetched with it (issue 33).
   */
  homeTotal: 260 * KB,
  /** One video file. */
  video: 1 * MB,
});

const VIDEO_RE = /\.(mp4|webm|ogv|mov|m4v)$/i;
const FONT_RE = /\.(woff2?|ttf|otf)$/i;
const CSS_URL_RE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g;
/** A base for resolving references: only what stays on it is the site's own. */
const BASE = "https://site.invalid";

/**
 * @param {number} bytes
 * @param {number} budget
 * @returns {boolean} whether the bytes stay under the budget (strictly: the budgets say "under")
 */
export function withinBudget(bytes, budget) {
  return bytes < budget;
}

/** @param {number} bytes */
export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/** @param {number} bytes */
function formatMB(bytes) {
  return `${(bytes / MB).toFixed(2)} MB`;
}

/**
 * A root-relative path for a reference that stays on the site, else null.
 * @param {string} reference
 * @param {string} from the URL path of the document holding it
 */
function ownPath(reference, from) {
  try {
    const url = new URL(reference, BASE + from);
    return url.origin === BASE ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The fonts and images a page fetches on load besides its HTML, CSS and JavaScript, found in its
 * HTML and its stylesheets (root-relative, deduplicated, sorted):
 * - fonts: `<link rel="preload" as="font">`: root.tsx preloads every font the page's text needs
 *   at load (the site's font, and the Devanagari font of the page's language). A font only a
 *   stylesheet names is fetched when some text needs it (the Nepali font of the language offer on
 *   an English page): e2e/pages.spec.ts counts those as the browser really loads them;
 * - images: `<img src/srcset>`, `<source srcset>` of a picture, `<video poster>`, `<link
 *   rel="preload" as="image">`, `<link rel="icon">`, and images its stylesheets name. Every
 *   candidate of a srcset counts and so do lazy images: an upper bound.
 * Not counted: video sources (they come after), `apple-touch-icon` and the web app manifest
 * (fetched on install, not on load), Open Graph images (fetched by other sites).
 * @param {string} html
 * @param {Record<string, string>} stylesheets root-relative path -> the stylesheet's text
 * @returns {{ fonts: string[], images: string[] }}
 */
export function pageMedia(html, stylesheets) {
  const fonts = new Set();
  const images = new Set();
  /** @param {Set<string>} set @param {string | undefined} reference @param {string} [from] */
  const add = (set, reference, from = "/") => {
    const path = reference && ownPath(reference, from);
    if (path) set.add(path);
  };
  let inPicture = false;
  for (const tag of scanTags(html)) {
    const get = (/** @type {string} */ name) => tag.attributes.get(name);
    if (tag.name === "picture") inPicture = true;
    if (tag.name === "img") {
      inPicture = false;
      add(images, get("src"));
      for (const url of srcsetUrls(get("srcset") ?? "")) add(images, url);
    } else if (tag.name === "source" && inPicture) {
      for (const url of srcsetUrls(get("srcset") ?? "")) add(images, url);
    } else if (tag.name === "video") {
      add(images, get("poster"));
    } else if (tag.name === "link") {
      const rel = relTokens(tag);
      const as = (get("as") ?? "").toLowerCase();
      if (rel.includes("preload") && as === "font") add(fonts, get("href"));
      if (rel.includes("preload") && as === "image") add(images, get("href"));
      if (rel.includes("icon")) add(images, get("href"));
    }
  }
  for (const [sheet, css] of Object.entries(stylesheets)) {
    for (const [, ...values] of css.matchAll(CSS_URL_RE)) {
      const reference = values.find((v) => v !== undefined) ?? "";
      if (!reference || reference.startsWith("data:") || reference.startsWith("#")) continue;
      if (!FONT_RE.test(reference.split(/[?#]/)[0])) add(images, reference, sheet);
    }
  }
  return { fonts: [...fonts].sort(), images: [...images].sort() };
}

/**
 * @typedef {object} Measure
 * @property {string} what
 * @property {number} bytes
 * @property {number} budget
 */

/**
 * The measures over their budget.
 * @param {Measure[]} measures
 */
export function overBudget(measures) {
  return measures.filter((measure) => !withinBudget(measure.bytes, measure.budget));
}

/**
 * Text table with right-aligned numbers.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function formatTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  /** @param {string[]} cells */
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/**
 * The JavaScript budget of a page: whether it has islands (app/lib/islands.ts).
 * @param {string} html
 */
export function pageJsBudget(html) {
  return scanTags(html).some((tag) => tag.attributes.has("data-island"))
    ? BUDGETS.islandPageJs
    : BUDGETS.staticPageJs;
}

/**
 * Measures the build.
 * @param {string} root the build's client directory
 */
export async function measureBuild(root) {
  const readAsset = assetReader(root);
  const files = await listFiles(root);
  // The CMS at /admin is the editors' tool, not a page of the site: its script is Sveltia CMS's.
  const pages = files.flatMap((file) => {
    const path = pagePath(file);
    return path && path !== CMS_PATH ? [{ file, path }] : [];
  });
  if (pages.length === 0) throw new Error(`no pages in ${root}: run \`npm run build\` first`);

  /** @type {Measure[]} */
  const measures = [];
  const routeRows = [];
  for (const { file, path } of pages) {
    const html = await readFile(join(root, file), "utf8");
    const scripts = pageScripts(html);
    const sheets = linkedStylesheets(html).flatMap((href) => ownPath(href, path) ?? []);
    const js = await scriptBytes(readAsset, scripts);
    const css = await gzipTotal(readAsset, sheets);
    const budget = pageJsBudget(html);
    routeRows.push({ path, js, css, budget, scripts: scripts.chunks.length + scripts.inline.length });
  }
  // By URL, the not-found page last.
  routeRows.sort(
    (a, b) => Number(isNotFoundPath(a.path)) - Number(isNotFoundPath(b.path)) || (a.path < b.path ? -1 : 1),
  );
  for (const { path, js, css, budget } of routeRows) {
    measures.push({ what: `${path} JavaScript`, bytes: js, budget });
    measures.push({ what: `${path} CSS`, bytes: css, budget: BUDGETS.pageCss });
  }

  const home = await measureHome(root, readAsset);
  measures.push({ what: "home page before the hero video", bytes: home.total, budget: BUDGETS.homeTotal });

  const videos = [];
  for (const file of files.filter((f) => VIDEO_RE.test(f))) {
    const bytes = (await readAsset(`/${file}`)).bytes;
    videos.push({ file, bytes });
    measures.push({ what: `/${file}`, bytes, budget: BUDGETS.video });
  }
  return { routeRows, home, videos, measures };
}

/**
 * What the home page fetches before the hero video, by kind (see pageMedia).
 * @param {string} root
 * @param {ReturnType<typeof assetReader>} readAsset
 */
async function measureHome(root, readAsset) {
  const html = await readFile(join(root, "index.html"), "utf8");
  const scripts = pageScripts(html);
  const sheets = linkedStylesheets(html).flatMap((href) => ownPath(href, "/") ?? []);
  /** @type {Record<string, string>} */
  const cssText = {};
  for (const sheet of sheets) cssText[sheet] = await readFile(join(root, sheet.slice(1)), "utf8");
  const { fonts, images } = pageMedia(html, cssText);
  const parts = [
    { what: "HTML /index.html", bytes: (await readAsset("/index.html")).gzip },
    { what: `CSS ${sheets.join(", ")}`, bytes: await gzipTotal(readAsset, sheets) },
    {
      what: `JavaScript, ${scripts.inline.length} inline, ${scripts.chunks.length} chunks`,
      bytes: await scriptBytes(readAsset, scripts),
    },
    { what: `fonts ${fonts.join(", ")}`, bytes: await gzipTotal(readAsset, fonts) },
    { what: `images ${images.join(", ")}`, bytes: await gzipTotal(readAsset, images) },
  ];
  return { parts, total: parts.reduce((sum, part) => sum + part.bytes, 0) };
}

/** @param {number} bytes @param {number} budget */
const mark = (bytes, budget) => (withinBudget(bytes, budget) ? "ok" : `OVER +${formatKB(bytes - budget)}`);
async function main() {
  const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
  const { routeRows, home, videos, measures } = await measureBuild(root);

  console.log(
    `Budgets: per page JavaScript < ${formatKB(BUDGETS.staticPageJs)} (static) or < ${formatKB(BUDGETS.islandPageJs)} (with islands), CSS < ${formatKB(BUDGETS.pageCss)}, gzipped;` +
      ` home page before the video < ${formatKB(BUDGETS.homeTotal)}; each video < ${formatMB(BUDGETS.video)}` +
      " (1 kB = 1000 bytes, 1 MB = 1000 kB; text gzipped at level 9).\n",
  );
  console.log(
    formatTable(
      ["page", "scripts", "JS gz", "budget", "", "CSS gz", ""],
      routeRows.map((row) => [
        row.path,
        String(row.scripts),
        formatKB(row.js),
        formatKB(row.budget),
        mark(row.js, row.budget),
        formatKB(row.css),
        mark(row.css, BUDGETS.pageCss),
      ]),
    ),
  );
  console.log(`\nHome page before the hero video (text gzipped, binaries as they are):`);
  console.log(
    formatTable(
      ["what", "bytes"],
      [
        ...home.parts.map((part) => [part.what, formatKB(part.bytes)]),
        [`total (${mark(home.total, BUDGETS.homeTotal)})`, formatKB(home.total)],
      ],
    ),
  );
  console.log("\nVideos:");
  console.log(
    formatTable(
      ["file", "size", ""],
      videos.map((video) => [video.file, formatMB(video.bytes), mark(video.bytes, BUDGETS.video)]),
    ),
  );

  const over = overBudget(measures);
  if (over.length > 0) {
    console.error(`\ncheck-budgets: ${over.length} over budget:`);
    for (const measure of over)
      console.error(
        `  ${measure.what}: ${formatKB(measure.bytes)}, budget under ${formatKB(measure.budget)}`,
      );
    process.exit(1);
  }
  console.log("\ncheck-budgets: nothing is over its budget.");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
