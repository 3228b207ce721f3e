// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sitemapXml } from "./meta.mjs";
import { readSitemap, sitemapEntries } from "./sitemap.mjs";

const ORIGIN = "https://x.np";
const alternates = (path: string, nepali: string) => [
  { hreflang: "en", href: `${ORIGIN}${path}` },
  { hreflang: "ne", href: `${ORIGIN}${nepali}` },
  { hreflang: "x-default", href: `${ORIGIN}${path}` },
];

describe("sitemapEntries", () => {
  it("lists each page of each language's registry at its URL there, with its alternates", () => {
    const pages = [
      { path: "/" },
      { path: "/about" },
      { path: "/insights/a", modified: "2026-06-12" },
      { path: "/contact/sent", noindex: true },
      { path: "/404", noindex: true },
    ];
    expect(sitemapEntries({ en: pages, ne: pages }, ORIGIN)).toEqual([
      { url: `${ORIGIN}/`, alternates: alternates("/", "/ne") },
      { url: `${ORIGIN}/about`, alternates: alternates("/about", "/ne/about") },
      {
        url: `${ORIGIN}/insights/a`,
        alternates: alternates("/insights/a", "/ne/insights/a"),
        lastmod: "2026-06-12",
      },
      { url: `${ORIGIN}/ne`, alternates: alternates("/", "/ne") },
      { url: `${ORIGIN}/ne/about`, alternates: alternates("/about", "/ne/about") },
      {
        url: `${ORIGIN}/ne/insights/a`,
        alternates: alternates("/insights/a", "/ne/insights/a"),
        lastmod: "2026-06-12",
      },
    ]);
  });

  it("takes a language's pages from its own registry", () => {
    const entries = sitemapEntries({ en: [{ path: "/faq" }], ne: [] }, ORIGIN);
    expect(entries.map((entry) => entry.url)).toEqual([`${ORIGIN}/faq`]);
  });
});

describe("readSitemap", () => {
  it("reads back what sitemapXml writes", () => {
    const entries = [
      { url: `${ORIGIN}/`, alternates: alternates("/", "/ne") },
      { url: `${ORIGIN}/insights/a?x=1&y=2`, alternates: [], lastmod: "2026-06-12" },
    ];
    expect(readSitemap(sitemapXml(entries, "2026-11-23"))).toEqual([
      { ...entries[0], lastmod: "2026-11-23" },
      entries[1],
    ]);
    expect(readSitemap(sitemapXml([]))).toEqual([]);
  });

  it("refuses a file of another shape", () => {
    const xml = sitemapXml([{ url: `${ORIGIN}/` }]);
    expect(() => readSitemap(xml.replace("<loc>", "<loc> "))).not.toThrow();
    expect(() => readSitemap(xml.replace("</url>", "</url><url><loc>/b</loc></url>"))).toThrow(/line 3/);
    expect(() => readSitemap(xml.replace("<urlset ", "<urlset  "))).toThrow(/first or last lines/);
    expect(() => readSitemap(xml.trimEnd())).toThrow(/first or last lines/);
  });
});
