// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  closest,
  decodeEntities,
  descendants,
  nodesUnder,
  parseDocument,
  relTokens,
  scanTags,
  srcsetUrls,
  textContent,
} from "./html.mjs";

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

describe("parseDocument", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="ne"><head><meta charSet="utf-8"/><title>A &amp; B</title></head><body>${body}</body></html>\n`;

  it("builds the element tree with its text, decoded, in document order", () => {
    const document = parseDocument(page(`<p>One <b>two</b> &lt;three&gt;<!-- -->four<br/></p>`));
    const names = [...descendants(document)].map((element) => element.name);
    expect(names).toEqual(["html", "head", "meta", "title", "body", "p", "b", "br"]);
    const texts = [...nodesUnder(document)].flatMap((node) => ("text" in node ? [node.text] : []));
    expect(texts).toEqual(["A & B", "One ", "two", " <three>", "four", "\n"]);
    const b = [...descendants(document)].find((element) => element.name === "b");
    expect(closest(b ?? null, (element) => element.attributes.get("lang") !== undefined)?.name).toBe("html");
    const p = [...descendants(document)].find((element) => element.name === "p");
    expect(textContent(p!)).toBe("One two <three>four");
  });

  it("knows where each element starts and ends in the HTML", () => {
    const html = page(`<main><section id="hero"><h1>Hi</h1></section><img src="/a.png" alt=""></main>`);
    const elements = [...descendants(parseDocument(html))];
    const section = elements.find((element) => element.name === "section")!;
    const img = elements.find((element) => element.name === "img")!;
    expect(html.slice(section.offset, section.end)).toBe(`<section id="hero"><h1>Hi</h1></section>`);
    expect(html.slice(img.offset, img.end)).toBe(`<img src="/a.png" alt="">`);
  });

  it("keeps a script's text as written and closes <x/> in SVG", () => {
    const document = parseDocument(
      page(`<script>if (a < b && c) go("&amp;")</script><svg><path d="M0 0"/><title>T</title></svg>`),
    );
    const script = [...descendants(document)].find((element) => element.name === "script")!;
    expect(textContent(script)).toBe(`if (a < b && c) go("&amp;")`);
    const path = [...descendants(document)].find((element) => element.name === "path")!;
    expect(path.children).toEqual([]);
    expect(path.parent?.name).toBe("svg");
  });

  it("fails loudly on a shape it does not expect", () => {
    expect(() => parseDocument(page(`<p><b>bold</p></b>`))).toThrow(/<\/p> where <b> \(at \d+\) is open/);
    expect(() => parseDocument(page(`<div>open`).replace("</body></html>", ""))).toThrow(/is never closed/);
    expect(() => parseDocument(page(`<div/>`))).toThrow(/<div\/> does not close a div/);
    expect(() => parseDocument(page(`</span>`))).toThrow(/<\/span> where <body>/);
    expect(() => parseDocument(page(`a < b`))).toThrow(/"<" that starts no tag/);
    expect(() => parseDocument(page(`&copy; 2026`))).toThrow(/unknown character reference &copy;/);
    expect(() => parseDocument(`${page("")}text`)).toThrow(/text outside the root element/);
  });
});
