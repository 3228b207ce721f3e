// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  checkReference,
  checkSite,
  fragmentProblem,
  isServedFile,
  jsonLdUrls,
  scanPage,
} from "./check-links.mjs";

const ORIGIN = "https://sathidigital.com.np";

/** A site: pages with their ids, files as the server sends them. */
const site = {
  origins: new Set([ORIGIN]),
  pages: new Map<string, Set<string>>([
    ["/", new Set(["main"])],
    ["/about", new Set(["main", "team"])],
    ["/about/values", new Set(["main"])],
    ["/contact", new Set(["main", "contact-form"])],
    ["/services", new Set(["main", "accordion-branding", "service-tab-website-design"])],
    ["/ne/services", new Set(["main", "accordion-branding", "service-tab-website-design"])],
    ["/services/Branding", new Set(["main"])],
    ["/services/branding", new Set(["main", "café"])],
  ]),
  files: new Set(["/assets/app.css", "/og-image.png", "/media/hero-poster.webp"]),
};

const check = (reference: string, page = "/about", options = {}) =>
  checkReference(reference, `${ORIGIN}${page}`, site, options).problem;

describe("checkReference: paths", () => {
  it("accepts pages and files, with or without a query, relative or absolute on the site's origin", () => {
    expect(check("/")).toBeNull();
    expect(check("/contact?role=Senior%20UX%2FUI%20Designer")).toBeNull();
    expect(check("/assets/app.css")).toBeNull();
    expect(check("values", "/about/careers")).toBeNull();
    expect(check("../contact", "/about/values")).toBeNull();
    expect(check(`${ORIGIN}/og-image.png`)).toBeNull();
  });

  it("reports a path that is neither a page nor a file", () => {
    expect(check("/abuot")).toMatch(/\/abuot is neither a page nor a file/);
    expect(check("/assets/app-old.css")).toMatch(/neither a page nor a file/);
    expect(check(`${ORIGIN}/gone`)).toMatch(/\/gone is neither/);
    expect(check("careers", "/about/values")).toMatch(/\/about\/careers is neither/);
  });

  it("is case-sensitive, as the server is, and says which case exists", () => {
    expect(check("/services/Branding")).toBeNull();
    expect(check("/services/branding")).toBeNull();
    expect(check("/Services")).toMatch(/case-sensitive: \/services exists/);
    expect(check("/About/Values")).toMatch(/case-sensitive: \/about\/values exists/);
  });

  it("reports what the server answers with a redirect or a 404 status, and HTML files by name", () => {
    expect(check("/about/")).toMatch(/redirects it to \/about/);
    expect(check("/404")).toMatch(/status 404/);
    expect(check("/index.html")).toMatch(/neither a page nor a file/);
  });

  it("decodes percent-encoding and reports a malformed one", () => {
    const withSpace = { ...site, files: new Set(["/media/a b.png"]) };
    expect(checkReference("/media/a%20b.png", `${ORIGIN}/`, withSpace).problem).toBeNull();
    expect(check("/media/%E0%A4")).toMatch(/malformed/);
  });

  it("leaves other sites and other schemes alone", () => {
    for (const reference of [
      "https://www.facebook.com/sathidigital",
      "//cdn.example.com/x.js",
      "mailto:hello@sathidigital.com.np",
      "tel:+97771540123",
      "data:image/png;base64,AAAA",
      "javascript:void(0)",
    ])
      expect(checkReference(reference, `${ORIGIN}/about`, site)).toEqual({ internal: false, problem: null });
  });

  it("on the not-found page, which is sent for any path, refuses paths relative to its own", () => {
    const options = { servedAnywhere: true };
    expect(check("about", "/404", options)).toMatch(/not-found page is sent for any path/);
    expect(check("./about", "/404", options)).toMatch(/not-found page/);
    expect(check("/about", "/404", options)).toBeNull();
    expect(check("?x=1", "/404", options)).toMatch(/not-found page/);
    expect(check(`${ORIGIN}/about`, "/404", options)).toBeNull();
  });
});

describe("checkReference: fragments", () => {
  it("needs an element with that id on the target page", () => {
    expect(check("/about#team", "/")).toBeNull();
    expect(check("/about#teams", "/")).toMatch(/#teams: no element on \/about has that id/);
    expect(check("/contact?role=x#contact-form")).toBeNull();
  });

  it("checks a fragment-only link against the page it is on", () => {
    const ownIds = new Set(["main"]);
    expect(check("#main", "/about", { ownIds })).toBeNull();
    expect(check("#mian", "/about", { ownIds })).toMatch(/#mian: no element on this page/);
  });

  it("takes '#' and '#top' as the top of the page, and decodes the fragment", () => {
    expect(check("/about#", "/")).toBeNull();
    expect(check("/about#top", "/")).toBeNull();
    expect(check("/services/branding#caf%C3%A9", "/")).toBeNull();
  });

  it("ignores fragments of files, which have no ids to check", () => {
    expect(check("/og-image.png#xywh=0,0,10,10")).toBeNull();
  });

  it("accepts the hashes /services reads as its selection, and only those", () => {
    expect(check("/services#branding", "/")).toBeNull();
    expect(check("/services#website-design", "/")).toBeNull();
    expect(check("/services#brandng", "/")).toMatch(/#brandng: no element on \/services/);
    expect(check("#branding", "/services", { ownIds: site.pages.get("/services") })).toBeNull();
    // The Nepali twin reads its hash the same way.
    expect(check("/ne/services#branding", "/ne")).toBeNull();
    expect(check("/ne/services#brandng", "/ne")).toMatch(/#brandng: no element on \/ne\/services/);
    // Elsewhere a hash must be a real id.
    expect(check("/about#branding", "/")).toMatch(/no element on \/about/);
    expect(fragmentProblem("x", new Set(), "/a", (id) => [`panel-${id}`])).toMatch(/#x/);
    expect(fragmentProblem("x", new Set(["panel-x"]), "/a", (id) => [`panel-${id}`])).toBeNull();
  });
});

describe("scanPage", () => {
  const html = [
    '<html><head><link rel="canonical" href="https://sathidigital.com.np/about"/>',
    '<meta property="og:image" content="https://sathidigital.com.np/og-image.png"/>',
    '<meta name="twitter:image" content="https://sathidigital.com.np/og-image.png"/>',
    '<meta name="description" content="/not-a-link"/>',
    '<script type="application/ld+json">{"logo":"https://sathidigital.com.np/icon-512.png","sameAs":["https://x.com/s"],"name":"/not-a-url"}</script>',
    "</head><body>",
    '<a href="#main">Skip</a><main id="main"><a name="old-anchor"></a>',
    '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x"/><picture><source srcset="/b.avif"/></picture>',
    '<video poster="/media/hero-poster.webp"></video><form action="/contact"></form><a href="">self</a>',
    '<!-- <a href="/commented"> -->',
    '<script>window.x = "<a href=\\"/in-script\\">"; import("/assets/entry.client-1.js");</script>',
    "</main></body></html>",
  ].join("");
  const page = scanPage(html);
  const urls = page.references.map((reference) => `${reference.source} ${reference.url}`);

  it("finds every kind of reference, and nothing in comments or script text", () => {
    expect(urls).toEqual([
      "<link href> https://sathidigital.com.np/about",
      "<meta og:image> https://sathidigital.com.np/og-image.png",
      "<meta twitter:image> https://sathidigital.com.np/og-image.png",
      "JSON-LD https://sathidigital.com.np/icon-512.png",
      "JSON-LD https://x.com/s",
      "<a href> #main",
      "<img src> /a.png",
      "<img srcset> /a.png",
      "<img srcset> /a@2x.png",
      "<source srcset> /b.avif",
      "<video poster> /media/hero-poster.webp",
      "<form action> /contact",
      "inline <script> /assets/entry.client-1.js",
    ]);
  });

  it("collects ids and anchor names, and the canonical URL", () => {
    expect([...page.ids]).toEqual(["main", "old-anchor"]);
    expect(page.canonical).toBe("https://sathidigital.com.np/about");
  });

  it("reports JSON-LD that is not JSON", () => {
    expect(jsonLdUrls("{oops")).toBeNull();
    expect(
      jsonLdUrls(
        JSON.stringify({
          "@id": `${ORIGIN}/#organization`,
          provider: { "@id": `${ORIGIN}/#organization` },
          url: `${ORIGIN}/faq`,
        }),
      ),
    ).toEqual([`${ORIGIN}/faq`]);
    const broken = scanPage('<script type="application/ld+json">{oops</script>');
    expect(broken.references[0]).toMatchObject({ source: "JSON-LD", problem: "is not valid JSON" });
  });
});

describe("isServedFile", () => {
  it("matches what the server sends under its own name", () => {
    expect(isServedFile("assets/app.css")).toBe(true);
    expect(isServedFile("robots.txt")).toBe(true);
    for (const file of [
      "index.html",
      "assets/app.css.br",
      "assets/app.css.gz",
      "_build-meta.json",
      "_headers",
      ".well-known/x",
    ])
      expect(isServedFile(file)).toBe(false);
  });
});

describe("checkSite", () => {
  const head = (path: string) => `<link rel="canonical" href="${ORIGIN}${path}"/>`;
  const pages = new Map([
    [
      "/",
      `${head("/")}<main id="main"><a href="/about#team">Team</a><a href="/about#team">Team again</a><a href="/contact">Contact</a></main>`,
    ],
    [
      "/about",
      `${head("/about")}<main id="main"><h2 id="team">Team</h2><a href="/">Home</a><img src="/missing.png"></main>`,
    ],
    ["/404", `<a href="#main">Skip</a><main id="main"><a href="about">About</a><a href="/">Home</a></main>`],
  ]);
  const { broken, checked } = checkSite(pages, [
    "index.html",
    "about/index.html",
    "404/index.html",
    "og-image.png",
  ]);

  it("reports every broken reference with the page it is on", () => {
    expect(broken).toEqual([
      {
        page: "/",
        url: "/contact",
        source: "<a href>",
        problem: "/contact is neither a page nor a file of the build",
      },
      {
        page: "/about",
        url: "/missing.png",
        source: "<img src>",
        problem: "/missing.png is neither a page nor a file of the build",
      },
      {
        page: "/404",
        url: "about",
        source: "<a href>",
        problem: "is relative to the page's path, but the not-found page is sent for any path",
      },
    ]);
  });

  it("checks a reference repeated on a page once, and counts only the site's own", () => {
    // "/": canonical, /about#team, /contact; "/about": canonical, "/", /missing.png; "/404": #main, about, "/".
    expect(checked).toBe(9);
  });

  it("lists pages no other page links to, except form landing pages and twins of linked pages", () => {
    const site = new Map([
      ["/", `${head("/")}<a href="/services/logo-design">Logo design</a>`],
      ["/services/logo-design", `${head("/services/logo-design")}<a href="/">Home</a>`],
      ["/services/logo-identity", `${head("/services/logo-design")}<a href="/">Home</a>`],
      ["/services/Branding", `${head("/services/branding")}<a href="/">Home</a>`],
      ["/services/branding", `${head("/services/branding")}<a href="/">Home</a>`],
      ["/contact/sent", `<meta name="robots" content="noindex"><a href="/">Home</a>`],
      ["/about", `${head("/about")}<a href="/about">Itself</a>`],
    ]);
    const files = [...site.keys()].map((path) =>
      path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    );
    // /services/branding is linked by nobody, so neither it nor its twin is reachable.
    expect(checkSite(site, files).unlinked).toEqual(["/services/Branding", "/services/branding", "/about"]);
  });
});
