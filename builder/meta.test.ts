// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../server/build-meta.mjs";
import {
  alternateLinks,
  canonicalHref,
  cmsCsp,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  isNoindex,
  pageCsp,
  robotsTxt,
  sitemapXml,
} from "./meta.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts as React Router emits them", () => {
    const html =
      '<script>window.__reactRouterContext = {"a":1};</script>' +
      '<script type="module" async="">import("/assets/entry.client-abc.js");</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__reactRouterContext = {"a":1};'),
      sha('import("/assets/entry.client-abc.js");'),
    ]);
  });

  it("skips external scripts, JSON-LD and other data blocks, and empty scripts", () => {
    const html =
      '<script src="/assets/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="application/json">{}</script>' +
      "<script></script>";
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes JavaScript MIME types and import maps, whatever the case", () => {
    const html = '<script type="TEXT/JavaScript">a()</script><script type=importmap>{"imports":{}}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('{"imports":{}}')]);
  });

  it("hashes the text as the browser sees it: CRLF becomes LF", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();\rc();</script>")).toEqual([sha("a();\nb();\nc();")]);
  });

  it("reads attributes whose values contain '>' and lists a repeated script once", () => {
    const html = '<script data-note="a>b">x()</script><script id="_R_">x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("x()")]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes inline style sheets as the browser does, not linked ones or style attributes", () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"><style>.a{color:red}\r\n</style>' +
      '<p style="color:blue">x</p><style></style><style media="print">.a{color:red}\n</style>';
    expect(inlineStyleHashes(html)).toEqual([sha(".a{color:red}\n")]);
  });
});

/** A policy's directives by name, each with its sources. */
const directivesOf = (csp: string) =>
  Object.fromEntries(
    csp.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

describe("pageCsp", () => {
  it("allows the page's own files, its inline scripts and style sheets by hash, never 'unsafe-inline' for either", () => {
    const csp = pageCsp({ scripts: ["'sha256-AAA='", "'sha256-BBB='"], styles: ["'sha256-CCC='"] });
    expect(directivesOf(csp)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'sha256-AAA='", "'sha256-BBB='"],
      "style-src": ["'self'", "'sha256-CCC='"],
      // React's style attributes in the pre-rendered HTML: they cannot run or load anything.
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'"],
      // The language switch's one-word font is a data: URL in the site's own stylesheet.
      "font-src": ["'self'", "data:"],
      "media-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
      "upgrade-insecure-requests": [],
    });
    expect(csp.startsWith("default-src 'self'; ")).toBe(true);
    expect(csp.endsWith("; upgrade-insecure-requests")).toBe(true);
  });

  it("lets pages connect to the e-mail API's origin when it is not the site's own", () => {
    expect(pageCsp({ scripts: [] }, "https://mail.example.com")).toContain(
      "connect-src 'self' https://mail.example.com;",
    );
  });
});

describe("cmsCsp", () => {
  it("is the pages' policy plus what the CMS needs, for /admin alone", () => {
    const page = directivesOf(pageCsp({ scripts: ["'sha256-AAA='"] }));
    expect(directivesOf(cmsCsp({ scripts: ["'sha256-AAA='"] }))).toEqual({
      ...page,
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https:"],
      "connect-src": ["'self'", "data:", "blob:", "https://api.github.com", "https://www.githubstatus.com"],
    });
  });
});

describe("canonicalHref and isNoindex", () => {
  it("reads the canonical link, decoding entities", () => {
    expect(
      canonicalHref(
        '<link rel="stylesheet" href="/a.css"/><link rel="canonical" href="https://x.np/a?b=1&amp;c=2"/>',
      ),
    ).toBe("https://x.np/a?b=1&c=2");
    expect(canonicalHref('<link href="https://x.np/" rel="Canonical">')).toBe("https://x.np/");
    expect(canonicalHref('<link rel="alternate" href="https://x.np/"/>')).toBeNull();
  });

  it("reads the language alternates, not other alternate links", () => {
    expect(
      alternateLinks(
        '<link rel="alternate" hreflang="en" href="https://x.np/"/><link rel="alternate" type="application/rss+xml" href="/feed"/>' +
          '<link hreflang="x-default" rel="alternate" href="https://x.np/">',
      ),
    ).toEqual([
      { hreflang: "en", href: "https://x.np/" },
      { hreflang: "x-default", href: "https://x.np/" },
    ]);
  });

  it("spots robots noindex", () => {
    expect(isNoindex('<meta name="robots" content="noindex, follow"/>')).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex"/>')).toBe(false);
  });
});

describe("sitemapXml and robotsTxt", () => {
  const at = (url: string) => ({ url });
  it("lists each URL once, sorted and escaped", () => {
    const xml = sitemapXml(
      ["https://x.np/b", "https://x.np/", "https://x.np/b", "https://x.np/q?a=1&b=2"].map(at),
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url><loc>https://x.np/</loc></url>",
        "  <url><loc>https://x.np/b</loc></url>",
        "  <url><loc>https://x.np/q?a=1&amp;b=2</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("names each URL's versions in other languages", () => {
    const alternates = [
      { hreflang: "en", href: "https://x.np/about" },
      { hreflang: "ne", href: "https://x.np/ne/about" },
    ];
    const xml = sitemapXml([{ url: "https://x.np/ne/about", alternates }]);
    expect(xml.split("\n")[2]).toBe(
      '  <url><loc>https://x.np/ne/about</loc><xhtml:link rel="alternate" hreflang="en" href="https://x.np/about"/>' +
        '<xhtml:link rel="alternate" hreflang="ne" href="https://x.np/ne/about"/></url>',
    );
  });

  it("dates every URL with the site's last change when given one", () => {
    const xml = sitemapXml(["https://x.np/about", "https://x.np/"].map(at), "2026-11-23");
    expect(xml.split("\n").slice(2, 4)).toEqual([
      "  <url><loc>https://x.np/</loc><lastmod>2026-11-23</lastmod></url>",
      "  <url><loc>https://x.np/about</loc><lastmod>2026-11-23</lastmod></url>",
    ]);
    for (const bad of ["2026-11-23T10:00:00Z", "23.11.2026", "2026-13-01", ""])
      expect(() => sitemapXml([at("https://x.np/")], bad), bad).toThrow(/lastmod/);
  });

  it("points robots at the sitemap when there is one", () => {
    expect(robotsTxt("https://x.np/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.np/sitemap.xml\n",
    );
    expect(robotsTxt(null)).toBe("User-agent: *\nAllow: /\n");
  });
});

describe("headersFile", () => {
  it("sets shared headers once, hashed assets immutable, and each page its CSP with and without the slash", () => {
    const text = headersFile({ "/": "CSP-HOME", "/services/website-design": "CSP-WD" });
    const rules = text.split("\n\n").slice(1);
    expect(rules[0]).toBe(
      ["/*", ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`)].join("\n"),
    );
    expect(rules[1]).toContain(
      "/assets/*\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\n  Cache-Control: public, max-age=31536000, immutable",
    );
    expect(rules.slice(2)).toEqual([
      "/\n  Content-Security-Policy: CSP-HOME\n  Cache-Control: no-cache",
      "/services/website-design\n  Content-Security-Policy: CSP-WD\n  Cache-Control: no-cache",
      "/services/website-design/\n  Content-Security-Policy: CSP-WD\n  Cache-Control: no-cache\n",
    ]);
  });
});
