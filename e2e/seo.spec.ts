import { type APIRequestContext, expect, test } from "@playwright/test";
import { pageAt, pagePaths } from "../app/content/sitePages";

/**
 * Search and sharing, as crawlers and link previews see it: the pre-rendered HTML of every
 * page (no script runs), the Open Graph images it points at, the sitemap and the manifest.
 * Nothing here depends on the viewport, so it runs in the desktop project only (the mobile
 * project leaves this file out in playwright.config.ts).
 */
const SITE = "https://sathidigital.com.np";

const decodeEntities = (text: string) =>
  text.replace(
    /&(?:amp|quot|lt|gt|#39|#x27);/g,
    (entity) =>
      ({ "&amp;": "&", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&#39;": "'", "&#x27;": "'" })[entity] ??
      entity,
  );

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([^\s"'>/=]+)="([^"]*)"/g)].map(([, name, value]) => [
      name.toLowerCase(),
      decodeEntities(value),
    ]),
  );
}

type JsonLd = { "@type": string; [key: string]: unknown };

/** What a crawler reads in a page's <head>. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const meta = (key: string) => {
    const found = metas.filter((m) => m.property === key || m.name === key);
    expect(found.length, `one <meta> ${key}`).toBeLessThanOrEqual(1);
    return found[0]?.content ?? null;
  };
  const canonicals = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((link) => link.rel === "canonical");
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as JsonLd,
  );
  return {
    title: decodeEntities(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    canonicals: canonicals.map((link) => link.href),
    meta,
    jsonLd,
  };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer) {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, path: string, width: number, height: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  expect(pngSize(await response.body()), path).toEqual({ width, height });
}

const isNested = (path: string) => path.split("/").filter(Boolean).length >= 2;
const isServicePage = (path: string) => path.startsWith("/services/");

/** The pages a search engine should find: all but those marked noindex (a form's landing pages). */
const indexablePaths = () => pagePaths().filter((path) => !pageAt(path)?.noindex);

for (const path of indexablePaths()) {
  test(`${path}: title, description, canonical, social tags, own Open Graph image, JSON-LD`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const head = headOf(await response.text());

    expect(head.title.trim()).not.toBe("");
    const description = head.meta("description");
    expect(description?.trim()).toBeTruthy();
    expect(head.canonicals).toHaveLength(1);
    const [canonical] = head.canonicals;
    expect(canonical.startsWith(`${SITE}/`)).toBe(true);

    expect(head.meta("og:title")).toBe(head.title);
    expect(head.meta("og:description")).toBe(description);
    expect(head.meta("og:url")).toBe(canonical);
    // An article of the journal is one (its days are in article:published_time and modified_time).
    expect(head.meta("og:type")).toBe(
      path.startsWith("/insights/") && !path.includes("/tag/") ? "article" : "website",
    );
    expect(head.meta("twitter:card")).toBe("summary_large_image");

    const image = head.meta("og:image");
    expect(image).toMatch(/^https:\/\/sathidigital\.com\.np\/og\/[A-Za-z0-9_-]+\.png$/);
    expect(head.meta("twitter:image")).toBe(image);
    expect(head.meta("og:image:width")).toBe("1200");
    expect(head.meta("og:image:height")).toBe("630");
    expect(head.meta("og:image:alt")?.trim()).toBeTruthy();
    // The canonical host is production; the build serves the same path here.
    await expectPng(request, new URL(image!).pathname, 1200, 630);

    const types = head.jsonLd.map((data) => data["@type"]);
    expect(types.filter((type) => type === "ProfessionalService")).toHaveLength(1);
    expect(types.includes("Service"), "Service").toBe(isServicePage(path));
    expect(types.includes("BreadcrumbList"), "BreadcrumbList").toBe(isNested(path));
    expect(types.includes("FAQPage"), "FAQPage").toBe(path === "/faq");
    for (const data of head.jsonLd) expect(data["@context"]).toBe("https://schema.org");

    const breadcrumbs = head.jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    if (breadcrumbs) {
      const items = breadcrumbs.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0].item).toBe(`${SITE}/`);
      expect(items.at(-1)?.item).toBe(canonical);
      for (const item of items) expect(item.name.trim()).not.toBe("");
    }
    const service = head.jsonLd.find((data) => data["@type"] === "Service");
    if (service) {
      expect(service.url).toBe(canonical);
      expect(service.provider).toMatchObject({ "@type": "ProfessionalService", name: "Sathi Digital" });
    }
  });
}

test("every canonical page has its own title, description and image; twins share their twin's", async ({
  request,
}) => {
  const heads = await Promise.all(
    indexablePaths().map(async (path) => ({ path, ...headOf(await (await request.get(path)).text()) })),
  );
  const byCanonical = new Map<string, (typeof heads)[number]>();
  for (const head of heads) {
    const twin = byCanonical.get(head.canonicals[0]);
    if (twin) {
      expect([head.title, head.meta("og:image")], head.path).toEqual([twin.title, twin.meta("og:image")]);
    } else byCanonical.set(head.canonicals[0], head);
  }
  const pages = [...byCanonical.values()];
  expect(pages.length).toBeGreaterThanOrEqual(30);
  for (const field of [
    (head: (typeof pages)[number]) => head.title,
    (head: (typeof pages)[number]) => head.meta("description"),
    (head: (typeof pages)[number]) => head.meta("og:image"),
  ])
    expect(new Set(pages.map(field)).size).toBe(pages.length);
});

test("the not-found page is noindex and uses the site-wide Open Graph image", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const head = headOf(await response.text());
  expect(head.meta("robots")).toMatch(/noindex/);
  expect(head.meta("og:image")).toBe(`${SITE}/og-image.png`);
  expect(head.jsonLd.map((data) => data["@type"])).toContain("ProfessionalService");
  await expectPng(request, "/og-image.png", 1200, 630);
});

test("the pages a form lands on are kept out of search: noindex, no canonical URL, not in the sitemap", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const landings = pagePaths().filter((path) => pageAt(path)?.noindex);
  expect(landings).toEqual([
    "/contact/sent",
    "/newsletter/subscribed",
    "/check-your-message",
    "/send-failed",
  ]);
  for (const path of landings) {
    const head = headOf(await (await request.get(path)).text());
    expect(head.meta("robots"), path).toMatch(/noindex/);
    expect(head.canonicals, path).toEqual([]);
    expect(sitemap, path).not.toContain(`${SITE}${path}<`);
  }
});

test("sitemap.xml dates every canonical URL: the site's day, or an article's last change", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [
    ...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]*\/>)*)<\/url>/g),
  ];
  expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
  // Both languages, each URL with its alternates: English, Nepali and x-default (the English).
  for (const [, loc, , alternates] of entries) {
    const english = loc.replace(/\/ne(?=\/|$)/, "").replace(/^(https:\/\/[^/]+)$/, "$1/");
    const nepali = `${english.replace(/\/$/, "")}`.replace(/^(https:\/\/[^/]+)(.*)$/, "$1/ne$2");
    expect(alternates, loc).toBe(
      `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="ne" href="${nepali}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
    );
  }
  expect(entries.filter(([, loc]) => loc.startsWith(`${SITE}/ne`)).length).toBe(entries.length / 2);
  expect(entries.length).toBeGreaterThanOrEqual(30);
  const isArticle = (loc: string) => /\/insights\/(?!tag\/|page\/)[^/]+$/.test(loc);
  const dates = new Set(entries.filter(([, loc]) => !isArticle(loc)).map(([, , lastmod]) => lastmod));
  expect(dates.size).toBe(1);
  for (const [, , date] of entries) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${date}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  }
  expect(entries.map(([, loc]) => loc)).not.toContain(`${SITE}/404`);
});

test("the web app manifest lists SVG, 192, 512 and maskable icons that exist; pages link the icons", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const link = (rel: string) => links.find((l) => l.rel === rel)?.href;
  expect(link("manifest")).toBe("/site.webmanifest");
  expect(link("apple-touch-icon")).toBe("/apple-touch-icon.png");
  expect(links.some((l) => l.rel === "icon" && l.type === "image/svg+xml" && l.href === "/favicon.svg")).toBe(
    true,
  );
  await expectPng(request, "/apple-touch-icon.png", 180, 180);

  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe("Sathi Digital");
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe("/");
  const icon = (sizes: string, purpose = "any") =>
    manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose));
  expect(icon("any")?.type).toBe("image/svg+xml");
  for (const [sizes, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]) {
    const entry = icon(sizes, purpose);
    expect(entry, `${sizes} ${purpose}`).toBeTruthy();
    const [width, height] = sizes.split("x").map(Number);
    await expectPng(request, entry!.src, width, height);
  }
  const svg = await request.get(icon("any")!.src);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});
