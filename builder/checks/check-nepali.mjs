// @ts-check
/**
 * The Nepali twin of every page (issue 26), in `npm test` after `npm run build`:
 * - every English page has a Nepali twin under /ne and the other way round;
 * - a Nepali page says `<html lang="ne">`, and both twins name each other (and x-default, the
 *   English page) in their hreflang alternates;
 * - no English is left on a Nepali page: each text and each text attribute (alt, title,
 *   aria-label, placeholder, the description and Open Graph text) is checked with
 *   isUntranslated (app/content/ne/latin.mjs: brand and technical names, addresses). Text inside
 *   an element whose `lang` is another language (the language switch's "English") is not Nepali
 *   and is skipped;
 * - the site's own links on a Nepali page lead to Nepali pages (files, the form endpoint and the
 *   language switch's link to English aside).
 *
 * Prints every problem with its page; exits 1 if there is any.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { closest, descendants, nodesUnder, parseDocument, textContent } from "../html.mjs";
import { alternateLinks, canonicalHref } from "../meta.mjs";
import { CMS_PATH, listFiles, pagePath } from "../../server/build-meta.mjs";
import { isUntranslated } from "../../app/content/ne/latin.mjs";
import { locales, pathInEnglish } from "../../app/content/locales.mjs";

const ne = locales.ne;
/** Attributes whose text a visitor reads or hears. */
const TEXT_ATTRIBUTES = ["alt", "title", "aria-label", "aria-description", "placeholder"];
/** Metadata whose text search results and link previews show. */
const TEXT_META =
  /^(?:description|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description)$/;
/** Elements whose text is not shown as text (a template's content is no part of the page). */
const NOT_TEXT = new Set(["script", "style", "template"]);
/** Where `<title>` is not the page's title: inside a drawing. */
const FOREIGN = new Set(["svg", "math"]);

/** @typedef {import("../html.mjs").Element} Element */

/**
 * The problems of one Nepali page, read with the build's one HTML reader (builder/html.mjs).
 * @param {string} html
 * @returns {string[]}
 */
export function nepaliPageProblems(html) {
  const document = parseDocument(html);
  // What a browser shows of the page: not a template's content, which is no part of it.
  const elements = [...descendants(document)].filter(
    (element) => !closest(element.parent, ({ name }) => name === "template"),
  );
  const root = elements.find(({ name }) => name === "html");
  const body = elements.find(({ name, parent }) => name === "body" && parent === root);
  if (!root || !body) throw new Error("check-nepali: a page without <html> and <body>");
  const problems = [];
  const lang = root.attributes.get("lang") ?? null;
  if (lang !== ne.lang) problems.push(`<html lang="${lang}">, not "${ne.lang}"`);

  /** The language an element's text is in: its own or its nearest ancestor's `lang`. */
  const langOf = (/** @type {Element} */ element) =>
    closest(element, ({ attributes }) => attributes.has("lang"))?.attributes.get("lang");
  const report = (/** @type {string} */ where, /** @type {string} */ text) => {
    const shown = text.replace(/\s+/g, " ").trim();
    if (shown && isUntranslated(shown)) problems.push(`English ${where}: "${shown.slice(0, 80)}"`);
  };
  const inBody = elements.filter((element) => closest(element.parent, (at) => at === body));
  const isLink = (/** @type {Element} */ element, /** @type {string} */ prefix) =>
    element.name === "a" && (element.attributes.get("href") ?? "").startsWith(prefix);

  const title = elements.find(
    (element) => element.name === "title" && !closest(element, ({ name }) => FOREIGN.has(name)),
  );
  report("title", title ? textContent(title) : "");
  for (const meta of elements.filter(({ name }) => name === "meta")) {
    const key = meta.attributes.get("name") ?? meta.attributes.get("property");
    if (key !== undefined && TEXT_META.test(key))
      report(`<meta ${key}>`, meta.attributes.get("content") ?? "");
  }
  for (const node of nodesUnder(body)) {
    if (node.name !== "#text") continue;
    const { parent } = /** @type {import("../html.mjs").Text} */ (node);
    if (closest(parent, ({ name }) => NOT_TEXT.has(name))) continue;
    if (langOf(parent) !== ne.lang) continue;
    // An address shown as the text of its link stays machine-readable (split by <wbr> or spans).
    if (closest(parent, (element) => isLink(element, "mailto:") || isLink(element, "tel:"))) continue;
    report(`text in <${parent.name}>`, textContent(node));
  }
  for (const element of inBody) {
    if (langOf(element) !== ne.lang) continue;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.attributes.get(name);
      if (value) report(`${name} of <${element.name}>`, value);
    }
    const type = element.attributes.get("type")?.toLowerCase();
    if (element.name === "input" && (type === "submit" || type === "button"))
      report("button", element.attributes.get("value") ?? "");
  }

  for (const link of elements.filter((element) => isLink(element, "/"))) {
    const href = link.attributes.get("href") ?? "";
    if (link.attributes.get("hreflang") && link.attributes.get("hreflang") !== ne.lang) continue;
    if (/\.[a-z0-9]+(?:[?#]|$)/i.test(href.split("/").pop() ?? "")) continue; // a file
    if (!(href === ne.prefix || href.startsWith(`${ne.prefix}/`) || href.startsWith(`${ne.prefix}#`)))
      problems.push(`link to an English page: ${href}`);
  }
  return problems;
}

/**
 * The hreflang problems of a pair of twins.
 * @param {string} englishPath
 * @param {string} englishHtml
 * @param {string} nepaliHtml
 * @param {string} origin the site's origin the alternates name
 */
export function alternateProblems(englishPath, englishHtml, nepaliHtml, origin) {
  const nepaliPath = englishPath === "/" ? ne.prefix : `${ne.prefix}${englishPath}`;
  const expected = [
    { hreflang: "en", href: `${origin}${englishPath}` },
    { hreflang: "ne", href: `${origin}${nepaliPath}` },
    { hreflang: "x-default", href: `${origin}${englishPath}` },
  ];
  const problems = [];
  for (const [path, html] of [
    [englishPath, englishHtml],
    [nepaliPath, nepaliHtml],
  ]) {
    const found = alternateLinks(html);
    for (const alternate of expected)
      if (!found.some((link) => link.hreflang === alternate.hreflang && link.href === alternate.href))
        problems.push(
          `${path}: no <link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">`,
        );
  }
  return problems;
}

async function main() {
  const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
  const files = await listFiles(root);
  /** @type {Map<string, string>} path -> file */
  // The CMS at /admin edits both languages; it is not a page of the site in either.
  const pages = new Map(
    files.flatMap((file) => {
      const path = pagePath(file);
      return path && path !== CMS_PATH ? [[path, file]] : [];
    }),
  );
  const english = [...pages.keys()].filter((path) => pathInEnglish(path) === path);
  const nepali = [...pages.keys()].filter((path) => pathInEnglish(path) !== path);
  const problems = [];
  const nepaliOf = (/** @type {string} */ path) => (path === "/" ? ne.prefix : `${ne.prefix}${path}`);
  for (const path of english) if (!pages.has(nepaliOf(path))) problems.push(`${path}: no Nepali twin`);
  for (const path of nepali) if (!pages.has(pathInEnglish(path))) problems.push(`${path}: no English twin`);

  const read = (/** @type {string} */ path) =>
    readFile(join(root, /** @type {string} */ (pages.get(path))), "utf8");
  let origin = null;
  for (const path of nepali) {
    const html = await read(path);
    for (const problem of nepaliPageProblems(html)) problems.push(`${path}: ${problem}`);
    const named = alternateLinks(html)[0]?.href;
    if (named) origin ??= new URL(named).origin;
  }
  for (const path of english) {
    if (!pages.has(nepaliOf(path)) || path.endsWith("/404")) continue;
    const [en, np] = await Promise.all([read(path), read(nepaliOf(path))]);
    if (alternateLinks(en).length === 0 && alternateLinks(np).length === 0) continue; // noindex pages
    // A twin path (DECISIONS.md 3) names its canonical page's alternates.
    const canonical = canonicalHref(en);
    const englishPage = canonical ? new URL(canonical).pathname : path;
    problems.push(...alternateProblems(englishPage, en, np, origin ?? "http://localhost"));
  }
  if (problems.length) {
    console.error(`check-nepali: ${problems.length} problems:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `check-nepali: ${nepali.length} Nepali pages, each with its English twin and hreflang pairs, lang="ne", no English left.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
