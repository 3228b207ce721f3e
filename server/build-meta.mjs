// @ts-check
/**
 * What the production server (server/app.mjs) knows of the build it serves: the files postbuild
 * writes beside the pages, where pages and not-found pages live, and the headers and cache rules
 * every answer gets. The post-build step (builder/meta.mjs, builder/postbuild.mjs) writes its
 * `_headers` file from the same constants, so a static host and this server agree.
 * Everything is pure except `listFiles`.
 */
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { localeOfPath, locales } from "../app/content/locales.mjs";

/** Written by postbuild into build/client, read by the server, never served. */
export const META_FILE = "_build-meta.json";
/** Netlify / Cloudflare Pages header rules, for hosting the build without our server. */
export const HEADERS_FILE = "_headers";
/** The pre-rendered not-found page: served with status 404, never listed in the sitemap. */
export const NOT_FOUND_PATH = "/404";
/** The CMS's page (public/admin/index.html, DECISIONS.md 24). */
export const CMS_PATH = "/admin";

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
  // No other site's page may load the site's files (images, scripts, fonts) into itself. Social
  // networks fetch Open Graph cards from their servers, where the header does not apply.
  "Cross-Origin-Resource-Policy": "same-origin",
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
