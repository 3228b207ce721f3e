// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brandOf,
  composite,
  encodePng,
  headlineSize,
  metaContent,
  pageCard,
  renderOgImage,
  sectionNames,
  writeOgImages,
} from "./og-image.mjs";

const SITE = "https://sathidigital.com.np";
const BRAND = { name: "Sathi Digital", offices: ["Butwal", "Kathmandu", "Bangalore"] };
const AGENCY = {
  "@context": "https://schema.org",
  "@type": "ProfessionalService",
  name: BRAND.name,
  location: BRAND.offices.map((city) => ({
    "@type": "Place",
    address: { "@type": "PostalAddress", addressLocality: city },
  })),
};

/** A pre-rendered page's head, as React Router writes it (attributes escaped). */
function page({
  path,
  canonical = path,
  title,
  image = `/og/${canonical.split("/").filter(Boolean).join("-") || "home"}.png`,
  crumbs,
  noindex = false,
}: {
  path: string;
  canonical?: string;
  title: string;
  image?: string;
  crumbs?: string[];
  noindex?: boolean;
}) {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const breadcrumbs = crumbs && {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: ["Home", ...crumbs].map((name, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${SITE}/${index}`,
    })),
  };
  return [
    "<!DOCTYPE html><html lang=en><head>",
    `<title>${escape(title)}</title>`,
    `<link rel="canonical" href="${SITE}${canonical}"/>`,
    `<meta property="og:site_name" content="Sathi Digital"/>`,
    `<meta property="og:title" content="${escape(title)}"/>`,
    `<meta property="og:image" content="${SITE}${image}"/>`,
    noindex ? `<meta name="robots" content="noindex"/>` : "",
    `<script type="application/ld+json">${JSON.stringify(AGENCY)}</script>`,
    breadcrumbs ? `<script type="application/ld+json">${JSON.stringify(breadcrumbs)}</script>` : "",
    `</head><body><h1>${path}</h1></body></html>`,
  ].join("");
}

/** Width, height, and the RGB rows of a PNG this module wrote (Sub filter on every row). */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString("latin1", offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const filtered = inflateSync(chunks[1].data);
  const stride = width * 3;
  const rgb = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    expect(filtered[y * (stride + 1)]).toBe(1);
    for (let x = 0; x < stride; x++)
      rgb[y * stride + x] =
        (filtered[y * (stride + 1) + 1 + x] + (x >= 3 ? rgb[y * stride + x - 3] : 0)) & 255;
  }
  return { width, height, rgb };
}

describe("reading a pre-rendered page", () => {
  const html = page({
    path: "/services/Branding",
    canonical: "/services/branding",
    title: "Branding & Brand Identity Design | Sathi Digital",
    crumbs: ["Services", "Branding"],
  });

  it("reads meta tags, decoding the entities React writes", () => {
    expect(metaContent(html, "og:title")).toBe("Branding & Brand Identity Design | Sathi Digital");
    expect(metaContent(html, "og:site_name")).toBe("Sathi Digital");
    expect(metaContent(html, "twitter:card")).toBeNull();
  });

  it("takes the sections between home and the page from its BreadcrumbList", () => {
    expect(sectionNames(html)).toEqual(["Services"]);
    expect(sectionNames(page({ path: "/faq", title: "FAQ" }))).toEqual([]);
  });

  it("takes the brand from og:site_name and its offices from the agency's JSON-LD", () => {
    expect(brandOf(html)).toEqual(BRAND);
  });

  it("makes the card from the title, the sections and the canonical URL", () => {
    expect(pageCard(html)).toEqual({
      card: {
        eyebrow: "Services",
        headline: "Branding & Brand Identity Design",
        url: `${SITE}/services/branding`,
        brand: BRAND,
      },
      canonical: new URL(`${SITE}/services/branding`),
      image: new URL(`${SITE}/og/services-branding.png`),
    });
    expect(pageCard("<title>No tags</title>")).toBeNull();
  });
});

describe("PNG output", () => {
  it("lays premultiplied pixels over an opaque ground", () => {
    const ground = Uint8Array.from([10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255]);
    const top = Uint8Array.from([0, 0, 0, 0, 255, 255, 255, 255, 128, 64, 0, 128]);
    expect([...composite(top, ground)]).toEqual([10, 20, 30, 255, 255, 255, 128 + 5, 64 + 10, 15]);
  });

  it("encodes RGB losslessly", async () => {
    const rgb = Buffer.from(Array.from({ length: 5 * 3 * 3 }, (_, i) => (i * 37) % 256));
    const decoded = decodePng(await encodePng(rgb, 5, 3));
    expect(decoded).toEqual({ width: 5, height: 3, rgb });
  });

  it("draws a 1200x630 card small enough for every sharing preview", async () => {
    const png = await renderOgImage({
      eyebrow: "Services",
      headline: "Email & WhatsApp Marketing",
      url: `${SITE}/services/EmailWhatsappMarketing`,
      brand: BRAND,
    });
    const { width, height, rgb } = decodePng(png);
    expect([width, height]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(250 * 1024);
    // The navy ground in the top-left corner; white headline pixels somewhere.
    expect([...rgb.subarray(0, 3)]).toEqual([0x0a, 0x1a, 0x3f]);
    let white = 0;
    for (let i = 0; i < rgb.length; i += 3) if (rgb[i] > 250 && rgb[i + 1] > 250 && rgb[i + 2] > 250) white++;
    expect(white).toBeGreaterThan(10_000);
  }, 30_000);

  it("sets longer titles smaller", () => {
    const sizes = ["FAQ", "Website Design in Nepal", "x".repeat(40), "x".repeat(54), "x".repeat(90)].map(
      headlineSize,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes.at(-1)).toBeGreaterThanOrEqual(48);
  });
});

describe("writeOgImages", () => {
  let dir = "";
  const write = async (file: string, html: string) => {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), html);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "og-image-test-"));
    await write("index.html", page({ path: "/", title: "Sathi Digital | Web Design in Nepal" }));
    await write(
      "services/branding/index.html",
      page({
        path: "/services/branding",
        title: "Branding | Sathi Digital",
        crumbs: ["Services", "Branding"],
      }),
    );
    await write(
      "services/Branding/index.html",
      page({
        path: "/services/Branding",
        canonical: "/services/branding",
        title: "Branding | Sathi Digital",
        crumbs: ["Services", "Branding"],
      }),
    );
    await write(
      "404/index.html",
      page({ path: "/404", title: "Page not found", image: "/og-image.png", noindex: true }),
    );
    await write("hidden/index.html", page({ path: "/hidden", title: "Hidden", noindex: true }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("draws one card per canonical page, none for the not-found page or noindex pages", async () => {
    const result = await writeOgImages({ clientDir: dir });
    expect(result.count).toBe(2);
    expect(result.warnings).toEqual([]);
    expect((await readdir(join(dir, "og"))).sort()).toEqual(["home.png", "services-branding.png"]);
    const png = await readFile(join(dir, "og/home.png"));
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(result.bytes).toBeGreaterThan(png.length);
  }, 60_000);

  it("draws a Nepali page's card in Devanagari, and warns of characters no card font has", async () => {
    await write("ne/index.html", page({ path: "/ne", title: "नेपालमा वेबसाइट डिजाइन | Sathi Digital" }));
    await write("zh/index.html", page({ path: "/zh", title: "你好 | Sathi Digital" }));
    const result = await writeOgImages({ clientDir: dir, only: ["/ne", "/zh"] });
    expect(result.warnings).toEqual([expect.stringMatching(/^\/zh: characters the card font lacks/)]);
    const { rgb } = decodePng(await readFile(join(dir, "og/ne.png")));
    let white = 0;
    for (let i = 0; i < rgb.length; i += 3) if (rgb[i] > 250 && rgb[i + 1] > 250 && rgb[i + 2] > 250) white++;
    expect(white).toBeGreaterThan(10_000);
  }, 30_000);

  it("stops when a page's og:image is not the card drawn for it", async () => {
    await write("faq/index.html", page({ path: "/faq", title: "FAQ", image: "/og-image.png" }));
    await expect(writeOgImages({ clientDir: dir, only: ["/faq"] })).rejects.toThrow(
      /\/faq has og:image .*\/og-image\.png; expected the path \/og\/faq\.png/,
    );
  });
});
