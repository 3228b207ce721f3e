// @ts-check
/**
 * What the post-build step (scripts/postbuild.mjs) writes and what the production server
 * (server/app.mjs) sends must agree, so both take their headers and rules from here.
 * Everything is pure except `listFiles`.
 */
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { localeOfPath, locales } from "../app/content/locales.mjs";
import { HELD_HYDRATION_TYPE } from "../app/lib/heldHydration.mjs";
import { relTokens, scanTags } from "./html-scan.mjs";

/** Written by postbuild into build/client, read by the server, never served. */
export const META_FILE = "_build-meta.json";
/** Netlify / Cloudflare Pages header rules, for hosting the build without our server. */
export const HEADERS_FILE = "_headers";
/** The pre-rendered not-found page: served with status 404, never listed in the sitemap. */
export const NOT_FOUND_PATH = "/404";

/**
 * Where each language's not-found page is pre-rendered: "/404", "/ne/404" (app/content/locales.mjs).
 * @param {string} path
 */
export const isNotFoundPath = (path) =>
  Object.values(locales).some((locale) => path === `${locale.prefix}${NOT_FOUND_PATH}`);

/**
 * The not-found page to answer an unknown path with: the Nepali one under /ne.
 * @param {string} path the path asked for
 */
export const notFoundPathFor = (path) => `${localeOfPath(path).prefix}${NOT_FOUND_PATH}`;

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/** For every response that is not a page (assets, media, errors): nothing may run or frame it. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sent with every response, beside its Content-Security-Policy. */
export const SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // browsing-topics, not interest-cohort: Chrome logs an unknown feature as a console error.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No includeSubDomains: other hosts on the agency's domain may not serve HTTPS.
  "Strict-Transport-Security": "max-age=31536000",
});

/** Extensions worth compressing; the build writes .br and .gz siblings for them. */
export const TEXT_EXTENSIONS = new Set([
  "html",
  "js",
  "mjs",
  "css",
  "svg",
  "xml",
  "txt",
  "json",
  "webmanifest",
  "ico",
]);

/** @param {string} file */
export function isText(file) {
  return TEXT_EXTENSIONS.has(file.slice(file.lastIndexOf(".") + 1).toLowerCase());
}

/**
 * Every regular file under `dir` as a sorted POSIX path relative to it. Symbolic links are
 * skipped, so nothing outside the directory can ever be listed.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

/**
 * The URL path a pre-rendered page is served at: "index.html" -> "/",
 * "services/website-design/index.html" -> "/services/website-design"; null for other files.
 * @param {string} file POSIX path relative to the build root
 */
export function pagePath(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : null;
}

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
    // Held for the first paint, then run as a module with the same text (app/shell/hydration.ts).
    essence === HELD_HYDRATION_TYPE ||
    essence === "module" ||
    essence === "importmap" ||
    essence === "speculationrules" ||
    JS_MIME_RE.test(essence)
  );
}

/**
 * CSP source expressions ('sha256-...') for every inline script the page executes, in document
 * order without duplicates. External scripts are covered by 'self', data blocks need nothing.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const { name, attributes, text = "" } of scanTags(html)) {
    // An inline script with empty text never runs, so the browser checks no hash for it.
    if (
      name !== "script" ||
      attributes.has("src") ||
      !isExecutableType(attributes.get("type")) ||
      text === ""
    )
      continue;
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * A page's Content-Security-Policy: its own inline scripts by hash, never 'unsafe-inline'.
 * @param {string[]} scriptHashes from inlineScriptHashes
 * @param {string | null} [apiOrigin] the e-mail API origin the forms post to, when not the site's own
 */
export function pageCsp(scriptHashes, apiOrigin = null) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // React writes style attributes (reveal animations, carousel offsets).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "media-src 'self'",
    ["connect-src 'self'", apiOrigin].filter(Boolean).join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** The CMS's page (public/admin/index.html, DECISIONS.md 24). */
export const CMS_PATH = "/admin";

/**
 * The CMS's Content-Security-Policy: the pages' own, and what editing needs beside it, for /admin
 * alone. Sveltia CMS talks to GitHub's API (sign-in by token, reading and committing the content)
 * and asks GitHub's status page whether GitHub is up; it reads its own logo and the pictures an
 * editor picks through `data:` and `blob:` URLs. Its fonts are served by the site
 * (scripts/content/vite-plugin.ts).
 * @param {string[]} scriptHashes
 */
export function cmsCsp(scriptHashes) {
  return pageCsp(scriptHashes)
    .replace("img-src 'self' data: https:", "img-src 'self' data: blob: https:")
    .replace(
      "connect-src 'self'",
      "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
    );
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
    "# Generated by scripts/postbuild.mjs: the same headers server/app.mjs sends.",
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
