// @ts-check
/**
 * Internal links of the production build, in `npm test` after `npm run build`. On every
 * pre-rendered page (the not-found page included), every reference that stays on the site must
 * resolve the way the production server (server/app.mjs) answers it:
 *
 * - references: `href` (a, area, link), `src` (img, script, source, video, audio, iframe, ...),
 *   `srcset`, `poster`, `action`, the page's own URLs in `<meta property="og:…" content>` and
 *   `twitter:image`, http(s) URLs in JSON-LD, and the chunk paths quoted in its inline scripts
 *   ("/assets/….js");
 * - on the site: relative, root-relative, or absolute on an origin of the pages' canonical URLs;
 * - the path (percent-decoded, case-sensitive as the server is) is a page or a file of the build;
 *   a trailing slash the server only answers with a redirect is reported, and so is /404, which
 *   the server answers with status 404;
 * - a `#fragment` names an element id (or `<a name>`) of the page it points to; "#" and "#top"
 *   are the top of the page (HTML standard) and always resolve.
 *
 * Prints every broken reference with the page it is on; exits 1 if there is any.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { META_FILE, HEADERS_FILE, isNotFoundPath, listFiles, pagePath } from "../../server/build-meta.mjs";
import { canonicalHref, isNoindex } from "../meta.mjs";
import { ENQUIRY_PATH } from "../../app/lib/enquiryRules.mjs";
import { scanTags, srcsetUrls } from "../html.mjs";
import { pathInEnglish } from "../../app/content/locales.mjs";

/** The origin page URLs are resolved on when a page names none of its own. */
export const LOCAL_ORIGIN = "http://localhost";

/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ["href"],
  area: ["href"],
  link: ["href"],
  base: ["href"],
  img: ["src"],
  script: ["src"],
  source: ["src"],
  track: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src", "formaction"],
  form: ["action"],
  button: ["formaction"],
});
const SRCSET_ELEMENTS = new Set(["img", "source"]);
/**
 * Where forms post without JavaScript: the site's own server answers them (server/outbox.mjs);
 * they are neither pages nor files.
 */
const FORM_ENDPOINTS = new Set([ENQUIRY_PATH]);
const META_URL_PROPERTIES = new Set([
  "og:url",
  "og:image",
  "og:image:url",
  "og:image:secure_url",
  "og:video",
  "og:audio",
  "twitter:image",
]);
/** Chunks named in inline scripts (the hydration script's imports and preloads). */
const QUOTED_ASSET_RE = /"(\/assets\/[^"\s]+)"/g;

/**
 * Pages whose script reads the fragment as state instead of scrolling to an element, and the
 * pre-rendered id that shows a fragment is one the page knows. /services selects a category or
 * service from its hash (app/hooks/useServiceSelection.ts) and pre-renders each category's
 * accordion panel as `accordion-<category id>` and the first category's service tabs as
 * `service-tab-<service id>`: `/services#branding` is valid, `/services#brandng` is not.
 * @type {Record<string, (fragment: string) => string[]>}
 */
export const STATE_FRAGMENTS = {
  "/services": (fragment) => [`accordion-${fragment}`, `service-tab-${fragment}`],
};

/** The state fragments of a page in either language: /ne/services reads its hash as /services does. */
const stateFragments = (/** @type {string} */ path) =>
  /** @type {Record<string, (fragment: string) => string[]>} */ (STATE_FRAGMENTS)[pathInEnglish(path)];

/**
 * @typedef {object} Reference
 * @property {string} url as written (entity-decoded)
 * @property {string} source where it was found, e.g. `<a href>`
 * @property {string} [problem] broken whatever it points to (JSON-LD that is not JSON)
 */

/**
 * @typedef {object} ScannedPage
 * @property {Reference[]} references
 * @property {Set<string>} ids element ids and `<a name>` names: what a fragment can point to
 * @property {string | null} canonical the page's canonical URL
 */

/**
 * The references a page makes and the fragment targets it has.
 * @param {string} html
 * @returns {ScannedPage}
 */
export function scanPage(html) {
  /** @type {Reference[]} */
  const references = [];
  const ids = new Set();
  for (const tag of scanTags(html)) {
    const { name, attributes } = tag;
    const id = attributes.get("id");
    if (id) ids.add(id);
    if (name === "a" && attributes.get("name")) ids.add(/** @type {string} */ (attributes.get("name")));

    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attributes.get(attribute);
      if (name === "form" && FORM_ENDPOINTS.has(value?.trim() ?? "")) continue;
      // An empty href/src/action is the document itself; nothing to check.
      if (value !== undefined && value.trim() !== "")
        references.push({ url: value.trim(), source: `<${name} ${attribute}>` });
    }
    if (SRCSET_ELEMENTS.has(name))
      for (const url of srcsetUrls(attributes.get("srcset") ?? ""))
        references.push({ url, source: `<${name} srcset>` });
    if (name === "meta") {
      const property = (attributes.get("property") ?? attributes.get("name") ?? "").toLowerCase();
      const content = attributes.get("content");
      if (META_URL_PROPERTIES.has(property) && content)
        references.push({ url: content.trim(), source: `<meta ${property}>` });
    }
    const type = (attributes.get("type") ?? "").toLowerCase();
    if (name === "script" && tag.text && type === "application/ld+json") {
      const urls = jsonLdUrls(tag.text);
      if (!urls)
        references.push({ url: tag.text.slice(0, 60), source: "JSON-LD", problem: "is not valid JSON" });
      for (const url of urls ?? []) references.push({ url, source: "JSON-LD" });
    } else if (name === "script" && tag.text && !attributes.has("src"))
      for (const [, url] of tag.text.matchAll(QUOTED_ASSET_RE))
        references.push({ url, source: "inline <script>" });
  }
  return { references, ids, canonical: canonicalHref(html) };
}

/**
 * Every absolute http(s) URL among the string values of a JSON-LD block; null when it is not JSON.
 * An `@id` is a node's name (e.g. `https://example.com/#organization`), not a link, so it is left out.
 * @param {string} text
 * @returns {string[] | null}
 */
export function jsonLdUrls(text) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  /** @type {string[]} */
  const urls = [];
  /** @param {unknown} value */
  const visit = (value) => {
    if (typeof value === "string") {
      if (/^https?:\/\//i.test(value)) urls.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object")
      Object.entries(value).forEach(([key, item]) => key !== "@id" && visit(item));
  };
  visit(data);
  return urls;
}

/**
 * @typedef {object} Site
 * @property {Set<string>} origins origins that are the site itself (from canonical URLs)
 * @property {Map<string, Set<string>>} pages URL path of each page -> its fragment targets
 * @property {Set<string>} files URL paths of the other files the server sends
 */

/**
 * Files the server sends under their own name (as `isPublic` in server/app.mjs): not HTML (pages
 * have clean URLs), not the .br/.gz siblings, not the build's metadata, not dotfiles.
 * @param {string} file relative to the build root
 */
export function isServedFile(file) {
  return (
    file !== META_FILE && file !== HEADERS_FILE && !/\.(html|br|gz)$/.test(file) && !/(^|\/)\./.test(file)
  );
}

/**
 * @typedef {object} Verdict
 * @property {boolean} internal whether the reference is the site's own (only those are checked)
 * @property {string | null} problem why it does not resolve, or null when it does
 */

/**
 * Whether a reference resolves.
 * @param {string} reference as written on the page
 * @param {string} pageUrl the absolute URL of the page it is on
 * @param {Site} site
 * @param {object} [options]
 * @param {Set<string>} [options.ownIds] the fragment targets of the page it is on
 * @param {boolean} [options.servedAnywhere] the page is the not-found page, sent for any path
 * @returns {Verdict}
 */
export function checkReference(reference, pageUrl, site, { ownIds, servedAnywhere = false } = {}) {
  const internal = (/** @type {string | null} */ problem) => ({ internal: true, problem });
  // Into the page itself, wherever it was sent from.
  if (reference.startsWith("#")) {
    const state = stateFragments(safeDecode(new URL(pageUrl).pathname));
    return internal(ownIds ? fragmentProblem(reference.slice(1), ownIds, "this page", state) : null);
  }

  /** @type {URL} */
  let url;
  try {
    url = new URL(reference, pageUrl);
  } catch {
    return internal("is not a valid URL");
  }
  // mailto:, tel:, data:, ... and other sites are not checked.
  if (url.protocol !== "http:" && url.protocol !== "https:") return { internal: false, problem: null };
  if (url.origin !== new URL(pageUrl).origin && !site.origins.has(url.origin))
    return { internal: false, problem: null };

  // The not-found page is sent for any unknown path: a path relative to its own means nothing.
  if (servedAnywhere && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(reference))
    return internal("is relative to the page's path, but the not-found page is sent for any path");

  /** @type {string} */
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return internal("has a malformed percent-encoding");
  }
  if (isNotFoundPath(path)) return internal(`points to ${path}, which the server answers with status 404`);
  const targets = site.pages.get(path);
  if (targets)
    return internal(
      url.hash ? fragmentProblem(url.hash.slice(1), targets, path, stateFragments(path)) : null,
    );
  // A file has no ids to point to: its fragment (#page=2 of a PDF, an SVG view) is not checked.
  if (site.files.has(path)) return internal(null);
  if (path.endsWith("/") && site.pages.has(path.slice(0, -1)))
    return internal(`ends in "/": the server redirects it to ${path.slice(0, -1)}`);
  const other = caseVariant(path, site);
  return internal(
    `${path} is neither a page nor a file of the build${other ? ` (paths are case-sensitive: ${other} exists)` : ""}`,
  );
}

/**
 * Why a fragment finds no element, or null. "#" and "#top" are the top of any page (HTML standard).
 * @param {string} fragment without "#", percent-encoded as written
 * @param {Set<string>} ids the target page's ids and anchor names
 * @param {string} where the target page, for the message
 * @param {(fragment: string) => string[]} [stateIds] for a page in STATE_FRAGMENTS: the ids that
 *   show it knows the fragment
 */
export function fragmentProblem(fragment, ids, where, stateIds) {
  const decoded = safeDecode(fragment);
  if (decoded === "" || ids.has(fragment) || ids.has(decoded) || decoded.toLowerCase() === "top") return null;
  if (stateIds?.(decoded).some((id) => ids.has(id))) return null;
  return `#${decoded}: no element on ${where} has that id`;
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A page or file whose path differs only in letter case, for a clearer report.
 * @param {string} path
 * @param {Site} site
 */
function caseVariant(path, site) {
  const lower = path.toLowerCase();
  for (const candidate of [...site.pages.keys(), ...site.files])
    if (candidate.toLowerCase() === lower) return candidate;
  return null;
}

/**
 * @typedef {object} BrokenLink
 * @property {string} page URL path of the page it is on
 * @property {string} url as written
 * @property {string} source
 * @property {string} problem
 */

/** The path of a page's canonical URL, or null when it has none or it does not parse. */
function canonicalPath(/** @type {ScannedPage} */ page) {
  try {
    return page.canonical ? safeDecode(new URL(page.canonical).pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Checks every page of a build.
 * @param {Map<string, string>} htmlByPath URL path of each page (the not-found pages at their "/404" paths) -> its HTML
 * @param {string[]} files every file of the build, relative to its root
 * @returns {{ broken: BrokenLink[], checked: number, unlinked: string[] }} `unlinked`: the pages
 *   no other page links to (issue 24: a crawler that runs no script reaches every page), leaving
 *   out the not-found page, pages marked `noindex` (a form's landing pages) and twin paths whose
 *   canonical page is linked
 */
export function checkSite(htmlByPath, files) {
  /** @type {Map<string, ScannedPage>} */
  const scanned = new Map([...htmlByPath].map(([path, html]) => [path, scanPage(html)]));
  const origins = new Set();
  for (const page of scanned.values()) {
    try {
      if (page.canonical) origins.add(new URL(page.canonical).origin);
    } catch {
      // A relative or broken canonical URL adds no origin; postbuild warns about it.
    }
  }
  /** @type {Site} */
  const site = {
    origins,
    pages: new Map(
      [...scanned].filter(([path]) => !isNotFoundPath(path)).map(([path, page]) => [path, page.ids]),
    ),
    files: new Set(files.filter(isServedFile).map((file) => `/${file}`)),
  };
  const origin = [...origins][0] ?? LOCAL_ORIGIN;

  /** @type {BrokenLink[]} */
  const broken = [];
  let checked = 0;
  /** Pages linked to by a page other than themselves. */
  const linked = new Set();
  for (const [path, page] of scanned) {
    const pageUrl = `${origin}${encodeURI(path)}`;
    // The same reference twice on a page (header and footer) is checked once.
    const seen = new Set();
    for (const reference of page.references) {
      const key = `${reference.source} ${reference.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const verdict = reference.problem
        ? { internal: true, problem: reference.problem }
        : checkReference(reference.url, pageUrl, site, {
            ownIds: page.ids,
            servedAnywhere: isNotFoundPath(path),
          });
      if (!verdict.internal) continue;
      checked += 1;
      if (reference.source === "<a href>" && !verdict.problem) {
        const target = safeDecode(new URL(reference.url, pageUrl).pathname);
        if (target !== path) linked.add(target);
      }
      if (verdict.problem)
        broken.push({ page: path, url: reference.url, source: reference.source, problem: verdict.problem });
    }
  }
  const reachable = (/** @type {string} */ path) =>
    linked.has(path) || isNoindex(/** @type {string} */ (htmlByPath.get(path)));
  const unlinked = [...site.pages.keys()].filter((path) => {
    if (reachable(path)) return false;
    // A twin path (DECISIONS 3) names its twin as canonical: a crawler needs the canonical page only.
    const canonical = canonicalPath(/** @type {ScannedPage} */ (scanned.get(path)));
    return !(canonical && canonical !== path && site.pages.has(canonical) && reachable(canonical));
  });
  return { broken, checked, unlinked };
}

async function main() {
  const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
  const files = await listFiles(root);
  /** @type {Map<string, string>} */
  const htmlByPath = new Map();
  for (const file of files) {
    const path = pagePath(file);
    if (path) htmlByPath.set(path, await readFile(join(root, file), "utf8"));
  }
  if (htmlByPath.size === 0) {
    console.error("check-links: no pages in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const { broken, checked, unlinked } = checkSite(htmlByPath, files);
  if (broken.length > 0) {
    console.error(`check-links: ${broken.length} broken internal reference(s):\n`);
    for (const link of broken) console.error(`${link.page}: ${link.source} "${link.url}" ${link.problem}`);
  }
  if (unlinked.length > 0)
    console.error(
      `check-links: no page links to ${unlinked.join(", ")} in its HTML (a crawler would not find it)`,
    );
  if (broken.length > 0 || unlinked.length > 0) process.exit(1);
  console.log(`check-links: ${checked} internal references on ${htmlByPath.size} pages all resolve.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
