// @vitest-environment node
import { describe, expect, it } from "vitest";
import { barePage } from "./bench-bare.mjs";

const page = `<!DOCTYPE html><html lang="ne" data-hydrate="pending"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/entry.js"/><title>About</title><script>start()</script></head><body class="page"><header><h1>Not in main</h1></header><main><section id="hero"><div><section><h1>हाम्रो बारेमा</h1></section></div></section><p>More</p></main><script src="/assets/entry.js"></script></body></html>`;

describe("barePage", () => {
  it("keeps the charset, viewport, stylesheets, font preloads and the hero around main's <h1>", () => {
    expect(barePage(page, "Bare /ne/about & co")).toBe(
      `<!DOCTYPE html><html lang="ne"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><title>Bare /ne/about &amp; co</title></head><body class="page"><section id="hero"><div><section><h1>हाम्रो बारेमा</h1></section></div></section></body></html>`,
    );
  });

  it("takes main's child that holds the <h1> when no section does", () => {
    const html = page
      .replace(`<section id="hero"><div><section>`, "<div>")
      .replace("</section></div></section>", "</div>");
    expect(barePage(html, "x")).toContain(`<body class="page"><div><h1>हाम्रो बारेमा</h1></div></body>`);
  });

  it("refuses a page without an <h1> in its <main>", () => {
    expect(() => barePage(page.replaceAll("h1>", "h2>"), "x")).toThrow(/no <h1> in its <main>/);
  });
});
