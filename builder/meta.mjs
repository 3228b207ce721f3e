// @ts-check
/**
 * What the post-build step (builder/postbuild.mjs) derives from the pages it finishes: each
 * page's Content-Security-Policy from its inline scripts and styles, what the sitemap needs
 * (canonical links, language alternates, noindex, a page's last change), and the sitemap, robots
 * and `_headers` files. Build only: the server reads the result (`_build-meta.json`) and never
 * loads this module. The headers themselves are the server's (server/build-meta.mjs).
 */
import { createHash } from "node:crypto";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, SECURITY_HEADERS, STRICT_CSP } from "../server/build-meta.mjs";
import { relTokens, scanTags } from "./html.mjs";

// The HTML standard's JavaScript MIME type essences: with one of them a script is classic.
const JS_MIME_RE =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/jscript|text\/livescript)$/;

/**
 * A script the browser runs (and CSP checks) rather than a data block such as JSON-LD.
 * @param {string | undefined} type
 */
function isExecutableType(type) {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return (
    essence === "" ||
    essence === "module" ||
    essence === "importmap" ||
    essence === "speculationrules" ||
    JS_MIME_RE.test(essence)
  );
}

/**
 * A CSP hash source ('sha256-...') of an inline element's text, as the browser hashes it: the
 * HTML parser has turned CRLF and CR into LF first.
 * @param {string} text
 */
function hashSource(text) {
  const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
  return `'sha256-${digest}'`;
}

/**
 * CSP hash sources of the inline elements of one kind the browser checks, in document order
 * without duplicates. Empty elements are skipped: the browser checks no hash for them.
 * @param {string} html
 * @param {(tag: import("./html.mjs").Tag) => boolean} checked
 */
function inlineHashes(html, checked) {
  const hashes = new Set();
  for (const tag of scanTags(html)) if (tag.text && checked(tag)) hashes.add(hashSource(tag.text));
  return [...hashes];
}

/**
 * CSP source expressions for every inline script the page executes. External scripts are
 * covered by 'self', data blocks need nothing.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return inlineHashes(
    html,
    ({ name, attributes }) =>
      name === "script" && !attributes.has("src") && isExecutableType(attributes.get("type")),
  );
}

/**
 * CSP source expressions for every inline `<style>` element of the page (a style sheet written
 * into the page for its first paint); linked sheets are covered by 'self'.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashes(html) {
  return inlineHashes(html, ({ name }) => name === "style");
}

/**
 * @typedef {object} PageHashes
 * @property {string[]} scripts from inlineScriptHashes
 * @property {string[]} [styles] from inlineStyleHashes
 */

/**
 * The pages' CSP directives: only the site's own files, inline scripts and style sheets by hash,
 * never 'unsafe-inline' for either. Style attributes are allowed (`style-src-attr`): React
 * writes them into the pre-rendered HTML (grid placement, reveal delays, crops), and they can
 * neither run script nor load anything the other directives refuse. No `data:` or `https:`
 * images: every picture is a file of the site (app/content/schema/fields.ts refuses others).
 * `data:` fonts: the stylesheet carries the language switch's one-word font (app/app.css); only a
 * style sheet can name a font, and style sheets are the site's own.
 * @param {PageHashes} hashes
 * @param {string | null} apiOrigin the e-mail API origin the forms post to, when not the site's own
 * @returns {Record<string, string[]>}
 */
function pageDirectives({ scripts, styles = [] }, apiOrigin) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", ...styles],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "upgrade-insecure-requests": [],
  };
}

/** @param {Record<string, string[]>} directives */
const cspText = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/**
 * A page's Content-Security-Policy.
 * @param {PageHashes} hashes
 * @param {string | null} [apiOrigin] the e-mail API origin the forms post to, when not the site's own
 */
export function pageCsp(hashes, apiOrigin = null) {
  return cspText(pageDirectives(hashes, apiOrigin));
}

/**
 * The CMS's Content-Security-Policy: the pages' own, and what editing needs beside it, for /admin
 * alone. Sveltia CMS talks to GitHub's API (sign-in by token, reading and committing the content)
 * and asks GitHub's status page whether GitHub is up; it shows its own logo and the pictures an
 * editor picks through `data:` and `blob:` URLs, the signed-in editor's GitHub avatar and stock
 * photos from `https:` hosts, and writes style elements of its own at run time. Its fonts are
 * served by the site (builder/content/vite-plugin.ts).
 * @param {PageHashes} hashes
 */
export function cmsCsp(hashes) {
  const directives = pageDirectives(hashes, null);
  return cspText({
    ...directives,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "connect-src": ["'self'", "data:", "blob:", "https://api.github.com", "https://www.githubstatus.com"],
  });
}

/**
 * The page's `<link rel="canonical" href>`, or null.
 * @param {string} html
 */
export function canonicalHref(html) {
  const link = scanTags(html).find(
    (tag) => tag.name === "link" && relTokens(tag).includes("canonical") && tag.attributes.get("href"),
  );
  return link?.attributes.get("href") ?? null;
}

/**
 * The day a page says it last changed (`<meta property="article:modified_time">`, an article's),
 * or undefined.
 * @param {string} html
 */
export function modifiedDay(html) {
  const meta = scanTags(html).find(
    (tag) => tag.name === "meta" && tag.attributes.get("property") === "article:modified_time",
  );
  return meta?.attributes.get("content")?.slice(0, 10);
}

/**
 * The page's language alternates (`<link rel="alternate" hreflang href>`, DECISIONS.md 23), in
 * document order.
 * @param {string} html
 * @returns {{ hreflang: string, href: string }[]}
 */
export function alternateLinks(html) {
  return scanTags(html).flatMap((tag) => {
    const hreflang = tag.attributes.get("hreflang");
    const href = tag.attributes.get("href");
    return tag.name === "link" && relTokens(tag).includes("alternate") && hreflang && href
      ? [{ hreflang, href }]
      : [];
  });
}

/**
 * Whether the page asks search engines not to index it (`<meta name="robots" content="noindex">`).
 * @param {string} html
 */
export function isNoindex(html) {
  return scanTags(html).some(
    ({ name, attributes }) =>
      name === "meta" &&
      (attributes.get("name") ?? "").toLowerCase() === "robots" &&
      /\bnoindex\b/i.test(attributes.get("content") ?? ""),
  );
}

/**
 * Text as an XML or HTML attribute value or text node.
 * @param {string} text
 */
export function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** A W3C date without time (YYYY-MM-DD), the form of `<lastmod>` the sitemap uses. */
const DATE_RE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * sitemap.xml: one entry a URL, sorted, each with its language alternates (`xhtml:link`, as
 * search engines read hreflang in sitemaps) and its `<lastmod>`: its own where the page states the
 * day it last changed (an article), else the site's.
 * @param {{ url: string, alternates?: { hreflang: string, href: string }[], lastmod?: string }[]} entries
 * @param {string} [lastmod] YYYY-MM-DD
 */
export function sitemapXml(entries, lastmod) {
  for (const day of [lastmod, ...entries.map((entry) => entry.lastmod)])
    if (day !== undefined && !DATE_RE.test(day))
      throw new Error(`sitemapXml: lastmod "${day}" is not a YYYY-MM-DD date`);
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const lines = [...byUrl.keys()].sort().map((url) => {
    const entry = byUrl.get(url);
    const day = entry?.lastmod ?? lastmod;
    const alternates = (entry?.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(url)}</loc>${day ? `<lastmod>${day}</lastmod>` : ""}${alternates.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * @param {string | null} sitemapUrl absolute; without one the file only allows crawling
 */
export function robotsTxt(sitemapUrl) {
  return ["User-agent: *", "Allow: /", ...(sitemapUrl ? ["", `Sitemap: ${sitemapUrl}`] : []), ""].join("\n");
}

/**
 * The `_headers` file: the server's headers for hosts that read this format.
 * A header must come from exactly one matching rule (both Netlify and Cloudflare join values of
 * a header that several rules set), so only "/*" sets the shared ones and each page its own CSP.
 * @param {Record<string, string>} pageCsps URL path -> Content-Security-Policy
 */
export function headersFile(pageCsps) {
  /** @param {string} path @param {Record<string, string>} headers */
  const rule = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const rules = [
    "# Generated by builder/postbuild.mjs: the same headers server/app.mjs sends.",
    rule("/*", SECURITY_HEADERS),
    rule("/assets/*", { "Content-Security-Policy": STRICT_CSP, "Cache-Control": CACHE_IMMUTABLE }),
  ];
  for (const [path, csp] of Object.entries(pageCsps)) {
    const headers = { "Content-Security-Policy": csp, "Cache-Control": CACHE_REVALIDATE };
    rules.push(rule(path, headers));
    // Static hosts serve a directory's index.html at "/path/" as well.
    if (path !== "/" && !path.endsWith(".html")) rules.push(rule(`${path}/`, headers));
  }
  return `${rules.join("\n\n")}\n`;
}
