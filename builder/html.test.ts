// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeEntities, relTokens, scanTags, srcsetUrls } from "./html.mjs";

describe("scanTags", () => {
  it("reads start tags with their attributes, lower-cased and entity-decoded", () => {
    const tags = scanTags(
      `<A HREF="/contact?role=UX%2FUI&amp;x=1" data-x='a>b' hidden><img src=/logo.svg alt="">`,
    );
    expect(tags.map((tag) => tag.name)).toEqual(["a", "img"]);
    expect(tags[0].attributes.get("href")).toBe("/contact?role=UX%2FUI&x=1");
    expect(tags[0].attributes.get("data-x")).toBe("a>b");
    expect(tags[0].attributes.get("hidden")).toBe("");
    expect(tags[1].attributes.get("src")).toBe("/logo.svg");
  });

  it("skips comments and the text of scripts, styles, titles and textareas", () => {
    const html = [
      `<!-- <a href="/in-a-comment"> -->`,
      `<script>document.write('<a href="/in-a-script">')</script>`,
      `<style>a[href="/x"]::after{content:"<a href='/in-a-style'>"}</style>`,
      `<title>Fish <a href="/in-a-title"> & chips</title>`,
      `<textarea><a href="/in-a-textarea"></textarea>`,
      `<a href="/real">`,
    ].join("");
    const tags = scanTags(html);
    expect(tags.map((tag) => tag.attributes.get("href")).filter(Boolean)).toEqual(["/real"]);
    expect(tags.find((tag) => tag.name === "script")?.text).toBe(`document.write('<a href="/in-a-script">')`);
  });

  it("gives the first of two same-named attributes, as a browser does", () => {
    expect(scanTags(`<a id="one" id="two">`)[0].attributes.get("id")).toBe("one");
  });

  it("splits rel into tokens", () => {
    expect(relTokens(scanTags(`<link rel="Preload  icon" href="/a">`)[0])).toEqual(["preload", "icon"]);
  });
});

describe("decodeEntities", () => {
  it("decodes the named entities React writes and numeric references", () => {
    expect(decodeEntities("&amp;&lt;&gt;&quot;&#39;&#x27;&#233;&eacute;")).toBe(`&<>"''é&eacute;`);
  });
});

describe("srcsetUrls", () => {
  it("takes each candidate's URL, commas inside a URL included", () => {
    expect(srcsetUrls("/a.webp 1x, /b.webp 2x")).toEqual(["/a.webp", "/b.webp"]);
    expect(srcsetUrls("/a.webp 640w,/b.webp 1280w")).toEqual(["/a.webp", "/b.webp"]);
    expect(srcsetUrls("/img?size=1,2 1x, /c.png")).toEqual(["/img?size=1,2", "/c.png"]);
    expect(srcsetUrls("/only.png,")).toEqual(["/only.png"]);
    expect(srcsetUrls("  ")).toEqual([]);
  });
});
