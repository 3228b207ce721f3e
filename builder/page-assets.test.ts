// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetReader, linkedStylesheets, pageScripts, scriptBytes, transferSize } from "./page-assets.mjs";

const SHELL = 'document.addEventListener("focusin",()=>import("/assets/shell-forms-9.js"))';
const withIslands = [
  `<html><head><script>${SHELL}</script><link rel="stylesheet" href="/assets/app.css"/>`,
  '<script type="application/ld+json">{"url":"/assets/not-a-script.js"}</script>',
  '<script type="speculationrules">{"prerender":[]}</script>',
  "</head><body><main><h1>Hello</h1>",
  '<div class="contents" data-island="FaqExplorer" data-load="visible" data-src="/assets/island-FaqExplorer-1.js"',
  ' data-imports="/assets/client-2.js /assets/FaqBrowser-3.js"><p>Questions</p></div>',
  '<div class="contents" data-island="ContactForm" data-load="idle" data-src="/assets/island-ContactForm-4.js"',
  ' data-imports="/assets/client-2.js"><form></form></div>',
  "</main></body></html>",
].join("");

describe("the scripts a page loads", () => {
  it("are its inline scripts and its islands' modules with their imports, not what a script fetches later", () => {
    expect(pageScripts(withIslands)).toEqual({
      inline: [SHELL],
      chunks: [
        "/assets/FaqBrowser-3.js",
        "/assets/client-2.js",
        "/assets/island-ContactForm-4.js",
        "/assets/island-FaqExplorer-1.js",
      ],
    });
  });

  it("stop the check at an island that names no module", () => {
    expect(() => pageScripts('<div data-island="Broken"><p>Hi</p></div>')).toThrow(
      "The island Broken names no entry module",
    );
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
      "assets/island-FaqExplorer-1.js": "faq();".repeat(40),
      "assets/client-2.js": "react();".repeat(50),
      "assets/FaqBrowser-3.js": "browser();".repeat(60),
      "assets/island-ContactForm-4.js": "form();".repeat(70),
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
      const scripts = pageScripts(withIslands);
      expect(scripts.chunks).not.toContain("/assets/home-6.js");
      const total = await scriptBytes(assetReader(root), scripts);
      const inline = scripts.inline
        .map((text) => transferSize("inline.js", Buffer.from(text)))
        .reduce((a, b) => a + b);
      expect(total).toBe(
        inline +
          ["island-FaqExplorer-1", "client-2", "FaqBrowser-3", "island-ContactForm-4"]
            .map((name) => gz(`assets/${name}.js`))
            .reduce((a, b) => a + b),
      );
    });
  });
});
