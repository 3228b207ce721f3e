// @ts-check
/**
 * sitemap.xml from the site registry (app/content/sitePages.ts), not scraped from the built pages:
 * every page but the ones not to find (`noindex`: the not-found page, the forms' landing pages), in
 * each language at its path there (app/content/locales.mjs `pathIn`), with its language alternates
 * and, for an article, the day it last changed (builder/content/sitemap-pages.ts). The pages name the same
 * URLs in their canonical and alternate links (app/lib/seo.ts `pageMeta`), on the same origin
 * (app/content/identity.mjs): builder/checks/check-sitemap.mjs checks that the two agree.
 */
import { join } from "node:path";
import { defaultLocale, locales, pathIn } from "../app/content/locales.mjs";
import { decodeEntities } from "./html.mjs";

/**
 * What the sitemap needs of a page of the registry (builder/content/sitemap-pages.ts): its
 * canonical path in English, `noindex` for a page not to find, an article's day (YYYY-MM-DD).
 * @typedef {import("./content/sitemap-pages").SitemapPage} SitemapPage
 */

/**
 * @typedef {object} SitemapEntry
 * @property {string} url
 * @property {{ hreflang: string, href: string }[]} alternates
 * @property {string} [lastmod] YYYY-MM-DD
 */

/** @typedef {keyof typeof locales} LocaleCode */

/**
 * The sitemap's entries: each page of each language's registry, at its URL in that language, with
 * the alternates every page names (its URL in each language, the default language's as
 * x-default).
 * @param {Partial<Record<LocaleCode, SitemapPage[]>>} registries the registry in each language
 * @param {string} origin the site's, as its pages' canonical URLs have it
 * @returns {SitemapEntry[]}
 */
export function sitemapEntries(registries, origin) {
  const url = (/** @type {string} */ path) => new URL(path, origin).toString();
  return Object.entries(registries).flatMap(([code, pages]) =>
    (pages ?? [])
      .filter((page) => !page.noindex)
      .map((page) => ({
        url: url(pathIn(page.path, locales[/** @type {LocaleCode} */ (code)])),
        alternates: [
          ...Object.values(locales).map((each) => ({
            hreflang: each.lang,
            href: url(pathIn(page.path, each)),
          })),
          { hreflang: "x-default", href: url(pathIn(page.path, defaultLocale)) },
        ],
        ...(page.modified ? { lastmod: page.modified } : {}),
      })),
  );
}

/**
 * The registry in each language: the pages as each language's build lists them, with the content
 * files of that language (builder/content/registry.ts, through Vite's module runner: the registry
 * is TypeScript and reads content files).
 * @param {string} projectDir
 * @returns {Promise<Record<LocaleCode, SitemapPage[]>>}
 */
export async function registryPages(projectDir) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(join(projectDir, "builder/content/registry.ts"), {
    root: projectDir,
    logLevel: "warn",
  });
  return /** @type {typeof import("./content/registry")} */ (module).registries;
}

const URL_LINE =
  /^ {2}<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?((?:<xhtml:link rel="alternate" hreflang="[^"]*" href="[^"]*"\/>)*)<\/url>$/;
const ALTERNATE = /<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g;

/**
 * The entries of a sitemap.xml as sitemapXml (builder/meta.mjs) writes it; any other line throws.
 * @param {string} xml
 * @returns {SitemapEntry[]}
 */
export function readSitemap(xml) {
  const lines = xml.split("\n");
  const frame = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  if (lines[0] !== frame[0] || lines[1] !== frame[1] || lines.at(-2) !== "</urlset>" || lines.at(-1) !== "")
    throw new Error("sitemap.xml: not the sitemap the build writes (its first or last lines differ)");
  return lines.slice(2, -2).map((line, index) => {
    const match = URL_LINE.exec(line);
    if (!match) throw new Error(`sitemap.xml line ${index + 3}: not a <url> entry: ${line.slice(0, 120)}`);
    const [, loc, lastmod, links] = match;
    return {
      url: decodeEntities(loc),
      alternates: [...links.matchAll(ALTERNATE)].map(([, hreflang, href]) => ({
        hreflang: decodeEntities(hreflang),
        href: decodeEntities(href),
      })),
      ...(lastmod ? { lastmod } : {}),
    };
  });
}
