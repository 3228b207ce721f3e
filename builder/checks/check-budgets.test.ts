// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGETS,
  formatKB,
  formatTable,
  measureBuild,
  overBudget,
  pageMedia,
  withinBudget,
} from "./check-budgets.mjs";

describe("budget math", () => {
  it("counts in SI units: 1 kB = 1000 bytes, 1 MB = 1000 kB", () => {
    expect(BUDGETS).toEqual({
      staticPageJs: 5_800,
      islandPageJs: 80_000,
      pageCss: 21_000,
      homeTotal: 260_000,
      video: 1_000_000,
    });
    expect(formatKB(131_250)).toBe("131.3 kB");
  });

  it("keeps a measure within its budget only when it is under it", () => {
    expect(withinBudget(5_799, BUDGETS.staticPageJs)).toBe(true);
    expect(withinBudget(5_800, BUDGETS.staticPageJs)).toBe(false);
    expect(
      overBudget([
        { what: "/ JavaScript", bytes: 130_001, budget: 130_000 },
        { what: "/ CSS", bytes: 12_400, budget: 20_000 },
        { what: "video", bytes: 1_000_000, budget: 1_000_000 },
      ]).map((measure) => measure.what),
    ).toEqual(["/ JavaScript", "video"]);
  });

  it("prints a table with the first column left-aligned and the numbers right-aligned", () => {
    expect(
      formatTable(
        ["page", "JS"],
        [
          ["/", "1.0 kB"],
          ["/contact", "149.5 kB"],
        ],
      ),
    ).toBe(
      ["page            JS", "--------  --------", "/           1.0 kB", "/contact  149.5 kB"].join("\n"),
    );
  });
});

describe("pageMedia: what the home page fetches besides HTML, CSS and JavaScript", () => {
  const html = [
    '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<link rel="icon" href="/favicon.ico" sizes="32x32"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/><link rel="manifest" href="/site.webmanifest"/>',
    '<link rel="preload" href="/media/hero-poster.webp" as="image"/>',
    '<meta property="og:image" content="https://sathidigital.com.np/og-image.png"/>',
    '<video poster="/media/hero-poster.webp"><source src="/media/hero-loop.webm" type="video/webm"/></video>',
    '<img src="/logos/a.svg" alt=""/><img src="https://cdn.example.com/b.png" alt=""/>',
    '<picture><source srcset="/art/c.avif 1x, /art/c@2x.avif 2x"/><img src="/art/c.jpg" loading="lazy" alt=""/></picture>',
  ].join("");
  const css = {
    "/assets/app.css":
      '@font-face{src:url(/assets/font-1.woff2) format("woff2")}@font-face{src:url("font-2.woff2")}' +
      ".a{background:url('../img/bg.png')}.b{background:url(data:image/png;base64,AAAA)}",
  };

  it("counts the fonts the page preloads, not those only a stylesheet names (fetched when text needs them)", () => {
    expect(pageMedia(html, css).fonts).toEqual(["/assets/font-1.woff2"]);
  });

  it("counts the poster, icons, images and every srcset candidate, each once; not the video, install-time or other sites' files", () => {
    expect(pageMedia(html, css).images).toEqual([
      "/art/c.avif",
      "/art/c.jpg",
      "/art/c@2x.avif",
      "/favicon.ico",
      "/favicon.svg",
      "/img/bg.png",
      "/logos/a.svg",
      "/media/hero-poster.webp",
    ]);
  });
});

describe("measureBuild", () => {
  const SHELL = 'addEventListener("focusin",()=>import("/assets/forms.js"))';
  let root = "";
  const js = "export const x = [" + Array.from({ length: 400 }, (_, i) => i * 7919).join(",") + "];";
  const cssText = ".a{color:red}".repeat(100);
  const files: Record<string, string | Buffer> = {
    "index.html": `<html><link rel="stylesheet" href="/assets/app.css"/><video poster="/media/poster.webp"></video><div data-island="HomeHero" data-src="/assets/a.js" data-imports="/assets/b.js"></div>`,
    "about/index.html": `<html><link rel="stylesheet" href="/assets/app.css"/><script>${SHELL}</script>`,
    "assets/app.css": cssText,
    "assets/a.js": js,
    "assets/b.js": js.replace("x", "y"),
    "media/poster.webp": Buffer.alloc(3000, 1),
    "media/big.mp4": Buffer.alloc(1_000_000, 2),
    "media/small.webm": Buffer.alloc(999_999, 3),
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "check-budgets-"));
    for (const [file, content] of Object.entries(files)) {
      await mkdir(join(root, file, ".."), { recursive: true });
      await writeFile(join(root, file), content);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  const gz = (file: string) => gzipSync(files[file], { level: 9 }).length;

  it("sums the gzipped scripts and stylesheets of each page, against the budget of its kind", async () => {
    const { routeRows } = await measureBuild(root);
    const inline = Math.min(SHELL.length, gzipSync(SHELL, { level: 9 }).length);
    expect(routeRows).toEqual([
      {
        path: "/",
        js: gz("assets/a.js") + gz("assets/b.js"),
        css: gz("assets/app.css"),
        budget: BUDGETS.islandPageJs,
        scripts: 2,
      },
      {
        path: "/about",
        js: inline,
        css: gz("assets/app.css"),
        budget: BUDGETS.staticPageJs,
        scripts: 1,
      },
    ]);
  });

  it("adds up the home page: HTML, CSS, JavaScript, fonts and images", async () => {
    const { home } = await measureBuild(root);
    expect(home.parts.map((part) => part.bytes)).toEqual([
      Math.min(gz("index.html"), Buffer.byteLength(files["index.html"])),
      gz("assets/app.css"),
      gz("assets/a.js") + gz("assets/b.js"),
      0,
      3000,
    ]);
    expect(home.total).toBe(home.parts.reduce((sum, part) => sum + part.bytes, 0));
  });

  it("holds each video to 1 MB: a file of exactly 1,000,000 bytes is over", async () => {
    const { measures } = await measureBuild(root);
    expect(overBudget(measures).map((measure) => measure.what)).toEqual(["/media/big.mp4"]);
  });
});
