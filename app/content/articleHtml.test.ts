import { describe, expect, it } from "vitest";
import { renderArticle } from "./articleHtml";

const inNepali = (path: string) => `/ne${path}`;

describe("renderArticle", () => {
  it("gives each section an anchor and lists it, in either script", () => {
    const { html, sections } = renderArticle(
      "Opening.\n\n## Photos that sell\n\nText.\n\n## फोटो र मूल्य\n\nपाठ।\n\n## Photos that sell\n\nAgain.",
      inNepali,
      "test",
    );
    expect(sections).toEqual([
      { id: "photos-that-sell", title: "Photos that sell" },
      { id: "फोटो-र-मूल्य", title: "फोटो र मूल्य" },
      { id: "photos-that-sell-3", title: "Photos that sell" },
    ]);
    expect(html).toContain('<h2 id="photos-that-sell">Photos that sell</h2>');
    expect(html).toContain('<h2 id="photos-that-sell-3">');
  });

  it("points the site's own links into the page's language and leaves others", () => {
    const { html } = renderArticle(
      "See [SEO](/services/SEO) and [Google](https://www.google.com/).",
      inNepali,
      "t",
    );
    expect(html).toContain('<a href="/ne/services/SEO">SEO</a>');
    expect(html).toContain('<a href="https://www.google.com/">Google</a>');
  });

  it("shows HTML written in the text as text", () => {
    const { html } = renderArticle(
      'Hello <script>alert("x")</script> <img src=x onerror=alert(1)>',
      inNepali,
      "t",
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&#60;script&#62;");
  });

  it("shows HTML written as code as text too, on the page and in the feeds", () => {
    const { html } = renderArticle(
      "Write `<title>` and `<img src=x onerror=alert(1)>` & `a&b`.",
      inNepali,
      "t",
    );
    expect(html).not.toMatch(/<title|<img/);
    expect(html).toContain('<code lang="ne-Latn">&#60;title&#62;</code>');
    expect(html).toContain('<code lang="ne-Latn">a&#38;b</code>');
  });

  it("marks what people type as romanised Nepali", () => {
    expect(renderArticle("Type `momo pasal butwal`.", inNepali, "t").html).toContain(
      '<code lang="ne-Latn">momo pasal butwal</code>',
    );
  });

  it("counts the words a reader reads, not the links' addresses", () => {
    expect(renderArticle("One two [three](/a/very/long/path) four.", inNepali, "t").words).toBe(4);
  });

  it("stops on what an article may not hold, naming the file", () => {
    expect(() => renderArticle("# Title\n\nText", inNepali, "content/en/insights/x.md")).toThrow(
      /content\/en\/insights\/x\.md: "# " is the article's title/,
    );
    expect(() => renderArticle("![a picture](/x.png)", inNepali, "x.md")).toThrow(/no pictures/);
    expect(() => renderArticle("[bad](javascript:alert(1))", inNepali, "x.md")).toThrow(/neither a page/);
    // "//host" and "/\\host" are another site, as a browser reads them.
    expect(() => renderArticle("[bad](//evil.example/path)", inNepali, "x.md")).toThrow(/neither a page/);
    expect(() => renderArticle("[bad](/\\evil.example/path)", inNepali, "x.md")).toThrow(/neither a page/);
  });
});
