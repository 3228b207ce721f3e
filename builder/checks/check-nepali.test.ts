import { describe, expect, it } from "vitest";
import { alternateProblems, nepaliPageProblems } from "./check-nepali.mjs";

const ORIGIN = "https://example.com";
const page = (body: string, { lang = "ne", head = "" } = {}) =>
  `<!doctype html><html lang="${lang}"><head><title>हाम्रो बारेमा | Sathi Digital</title>${head}</head><body>${body}</body></html>`;

describe("nepaliPageProblems", () => {
  it("passes a page in Nepali, with brand and technical names, addresses and another language marked", () => {
    const html = page(
      `<header><a href="/ne">Sathi Digital</a><a href="/about" hreflang="en"><span lang="en">English</span></a></header>
       <main><h1>SEO र UI/UX</h1><img alt="Himali Loom को लोगो" src="/a.png">
       <a href="mailto:hello@example.com">hello<wbr>@example.com</a><a href="/ne/contact#form">सम्पर्क</a>
       <a href="/og/home.png">तस्बिर</a></main>`,
    );
    expect(nepaliPageProblems(html)).toEqual([]);
  });

  it("reports English text, attributes and metadata, the wrong lang and links to English pages", () => {
    const html = page(
      `<nav aria-label="Main"><a href="/services">सेवाहरू</a></nav><p>Get in Touch</p>
       <input placeholder="Your name"><script>const english = "not shown";</script>`,
      { head: `<meta name="description" content="Websites for Nepal">` },
    );
    expect(nepaliPageProblems(html)).toEqual([
      'English <meta description>: "Websites for Nepal"',
      'English text in <p>: "Get in Touch"',
      'English aria-label of <nav>: "Main"',
      'English placeholder of <input>: "Your name"',
      "link to an English page: /services",
    ]);
  });

  it("reads text in document order, not a template's, a script's or a linked address's", () => {
    const html = page(
      `<p>Hello <b>dear</b> world</p><template><p>Hidden English</p></template>
       <script>const english = "code";</script><a href="tel:+9771">Call <span>now</span></a>
       <noscript><p>Turn on JavaScript</p></noscript>`,
    );
    expect(nepaliPageProblems(html)).toEqual([
      'English text in <p>: "Hello"',
      'English text in <b>: "dear"',
      'English text in <p>: "world"',
      'English text in <p>: "Turn on JavaScript"',
    ]);
  });

  it("refuses a page it cannot read rather than guess", () => {
    expect(() => nepaliPageProblems(page("<div><p>नमस्ते</div>"))).toThrow(/<\/div> where <p>/);
  });

  it("reports a page that does not say it is in Nepali", () => {
    expect(nepaliPageProblems(page("<p>नमस्ते</p>", { lang: "en" }))).toEqual(['<html lang="en">, not "ne"']);
  });
});

describe("alternateProblems", () => {
  const links = (pairs: [string, string][]) =>
    pairs.map(([lang, path]) => `<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${path}">`).join("");
  const both = links([
    ["en", "/faq"],
    ["ne", "/ne/faq"],
    ["x-default", "/faq"],
  ]);

  it("accepts twins that name each other and the English page as x-default", () => {
    expect(alternateProblems("/faq", both, both, ORIGIN)).toEqual([]);
  });

  it("reports a twin that does not name the other", () => {
    const english = links([
      ["en", "/faq"],
      ["x-default", "/faq"],
    ]);
    expect(alternateProblems("/faq", english, both, ORIGIN)).toEqual([
      `/faq: no <link rel="alternate" hreflang="ne" href="${ORIGIN}/ne/faq">`,
    ]);
  });
});
