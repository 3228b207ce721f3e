// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdHydration } from "./hold-hydration.mjs";
import { assetReader, linkedStylesheets, pageScripts, scriptBytes, transferSize } from "./page-assets.mjs";

const SHELL = 'document.addEventListener("focusin",()=>import("/assets/shell-forms-9.js"))';
const prerendered = [
  `<html data-hydrate="pending"><head><script>${SHELL}</script><link rel="stylesheet" href="/assets/app.css"/>`,
  '<script type="application/ld+json">{"url":"/assets/not-a-script.js"}</script>',
  '<script type="speculationrules">{"prerender":[]}</script>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-5.js"/>',
  '</head><body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/not-found-4.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/not-found":route1};',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("the scripts a page loads", () => {
  it("are its inline scripts and the chunks it preloads and imports, not what a script fetches later", () => {
    expect(pageScripts(prerendered)).toEqual({
      inline: [SHELL, expect.stringContaining('import "/assets/manifest-1.js";')],
      chunks: [
        "/assets/chunk-5.js",
        "/assets/entry.client-2.js",
        "/assets/manifest-1.js",
        "/assets/not-found-4.js",
        "/assets/root-3.js",
      ],
    });
  });

  it("are the same once the build holds its hydration for the first paint", () => {
    expect(pageScripts(holdHydration(prerendered, "index.html"))).toEqual(pageScripts(prerendered));
  });

  it("of a static page are its inline scripts only", () => {
    expect(
      pageScripts(`<html><head><script>${SHELL}</script></head><body><main>Hi</main></body></html>`),
    ).toEqual({
      inline: [SHELL],
      chunks: [],
    });
  });

  it("finds linked stylesheets only", () => {
    const html = `<link rel="preload" href="/font.woff2" as="font"><link rel="stylesheet" href="/assets/app.css"><link href="/b.css" rel="alternate stylesheet">`;
    expect(linkedStylesheets(html)).toEqual(["/assets/app.css", "/b.css"]);
  });
});

describe("byte counts", () => {
  it("gzip text at level 9 and count binaries as they are", () => {
    const text = Buffer.from("const a = 1;\n".repeat(200));
    expect(transferSize("/assets/a.js", text)).toBe(gzipSync(text, { level: 9 }).length);
    const binary = Buffer.alloc(5000, 7);
    expect(transferSize("/media/poster.webp", binary)).toBe(5000);
    // A tiny text file gzip would grow is sent as it is.
    expect(transferSize("/robots.txt", Buffer.from("x"))).toBe(1);
  });

  describe("on a build", () => {
    let root = "";
    const files: Record<string, string> = {
      "assets/manifest-1.js": "manifest();".repeat(40),
      "assets/entry.client-2.js": "entry();".repeat(50),
      "assets/root-3.js": "root();".repeat(60),
      "assets/not-found-4.js": "notFound();".repeat(70),
      "assets/chunk-5.js": "chunk();".repeat(80),
      "assets/home-6.js": "home();".repeat(90),
      "assets/icon-7.js": "icon();".repeat(100),
    };
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "page-assets-"));
      await mkdir(join(root, "assets"));
      for (const [file, content] of Object.entries(files)) await writeFile(join(root, file), content);
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    const gz = (file: string) => gzipSync(files[file], { level: 9 }).length;

    it("count the inline scripts and the chunks a page names", async () => {
      const scripts = pageScripts(prerendered);
      expect(scripts.chunks).not.toContain("/assets/home-6.js");
      const total = await scriptBytes(assetReader(root), scripts);
      const inline = scripts.inline
        .map((text) => transferSize("inline.js", Buffer.from(text)))
        .reduce((a, b) => a + b);
      expect(total).toBe(
        inline +
          ["manifest-1", "entry.client-2", "root-3", "not-found-4", "chunk-5"]
            .map((name) => gz(`assets/${name}.js`))
            .reduce((a, b) => a + b),
      );
    });
  });
});
