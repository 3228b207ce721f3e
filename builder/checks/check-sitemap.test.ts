// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "../sitemap.mjs";
import { sitemapProblems } from "./check-sitemap.mjs";

const ORIGIN = "https://x.np";
/** A page as seo.ts writes its head: canonical link and alternates, or noindex. */
const page = (canonical: string | null, { modified = "", alternatesOf = canonical } = {}) => {
  if (!canonical) return `<html><head><meta name="robots" content="noindex"/></head></html>`;
  const english = (alternatesOf ?? canonical).replace(/^\/ne(?=\/|$)/, "") || "/";
  const nepali = english === "/" ? "/ne" : `/ne${english}`;
  return [
    `<html><head><link rel="canonical" href="${ORIGIN}${canonical}"/>`,
    `<link rel="alternate" hrefLang="en" href="${ORIGIN}${english}"/>`,
    `<link rel="alternate" hrefLang="ne" href="${ORIGIN}${nepali}"/>`,
    `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${english}"/>`,
    modified ? `<meta property="article:modified_time" content="${modified}"/>` : "",
    "</head></html>",
  ].join("");
};

const registry = [{ path: "/" }, { path: "/faq" }, { path: "/insights/a", modified: "2026-06-12" }];
const entries = sitemapEntries({ en: registry, ne: registry }, ORIGIN);
const site = () =>
  new Map([
    ["/", page("/")],
    ["/ne", page("/ne")],
    ["/faq", page("/faq")],
    ["/FAQ", page("/faq")],
    ["/ne/faq", page("/ne/faq")],
    ["/insights/a", page("/insights/a", { modified: "2026-06-12" })],
    ["/ne/insights/a", page("/ne/insights/a", { modified: "2026-06-12" })],
    ["/404", page(null)],
  ]);

describe("sitemapProblems", () => {
  it("passes a sitemap whose URLs are the pages' canonical URLs, with their alternates and days", () => {
    expect(sitemapProblems(entries, site())).toEqual([]);
  });

  it("reports a page the registry does not list, and an entry no page has", () => {
    const pages = site();
    pages.set("/plans", page("/plans"));
    pages.delete("/ne/faq");
    expect(sitemapProblems(entries, pages)).toEqual([
      `/plans: its canonical URL ${ORIGIN}/plans is not in sitemap.xml`,
      `sitemap.xml: ${ORIGIN}/ne/faq is no page's canonical URL`,
    ]);
  });

  it("reports alternates and days that differ, and a page neither found nor hidden", () => {
    const pages = site();
    pages.set("/faq", page("/faq", { alternatesOf: "/about" }));
    pages.set("/insights/a", page("/insights/a", { modified: "2026-07-01" }));
    pages.set("/draft", "<html><head><title>Draft</title></head></html>");
    expect(sitemapProblems(entries, pages)).toEqual([
      `/faq: names the alternates en ${ORIGIN}/about, ne ${ORIGIN}/ne/about, x-default ${ORIGIN}/about; sitemap.xml: en ${ORIGIN}/faq, ne ${ORIGIN}/ne/faq, x-default ${ORIGIN}/faq`,
      "/insights/a: last changed 2026-07-01; sitemap.xml says 2026-06-12",
      "/draft: neither a canonical link nor noindex",
    ]);
  });
});
