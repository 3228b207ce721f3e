import { gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { findClient } from "~/content/clientLookup";
import { heroVisuals, pictureWords } from "~/content/heroVisuals";
import { servicePictures } from "~/content/schema/services";
import { servicePages } from "~/content/servicePages";
import { LetterIllustration, QuoteIllustration, SeatIllustration } from "./Illustrations";
import { servicePictureDrawings } from "./ServicePictures";

/** Each drawing: the client whose colours it wears, and the group of words drawn in it. */
const drawn: Record<(typeof servicePictures)[number], [client: string, words: keyof typeof pictureWords]> = {
  "search-results": ["bato", "search"],
  "before-after": ["himali-loom", "redesign"],
  "wireframe-to-screen": ["ginti", "wireframe"],
  "app-screens": ["tusa-finance", "app"],
  article: ["bato", "article"],
  calendar: ["tusa-finance", "calendar"],
  "reels-grid": ["dhuwa-momo", "social"],
  broadcast: ["himali-loom", "broadcast"],
  "pack-shot": ["dhuwa-momo", "pack"],
  identity: ["lens-and-light", "identity"],
  "strategy-board": ["himali-loom", "strategy"],
  profile: ["lens-and-light", "profile"],
  "responsive-site": ["ginti", "website"],
};

/** A drawing's markup, as the page's HTML carries it. */
const markup = (kind: (typeof servicePictures)[number]) => {
  const Drawing = servicePictureDrawings[kind];
  return renderToStaticMarkup(<Drawing />);
};
/** The words a drawing shows, as the browser reads them: SVG text escapes &, < and >. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the service pages' hero pictures", () => {
  it("no two service pages show the same picture", () => {
    const shown = servicePages.map(({ visual }) => JSON.stringify(visual));
    expect(new Set(shown).size).toBe(servicePages.length);
  });

  it("each service page shows a drawing of what it makes, or its own sample logos", () => {
    const kinds = Object.fromEntries(servicePages.map((page) => [page.id, page.visual.kind]));
    expect(kinds).toMatchObject({
      SEO: "search-results",
      PackagingDesign: "pack-shot",
      "social-media": "reels-grid",
      EmailWhatsappMarketing: "broadcast",
      BrandStrategy: "strategy-board",
      "mobile-app": "app-screens",
      webredesign: "before-after",
      uiux: "wireframe-to-screen",
      "content-writing": "article",
      "logo-design": "logos",
    });
  });

  for (const kind of servicePictures) {
    const [client, group] = drawn[kind];
    it(`${kind}: a decorative drawing in ${client}'s colours, with its words, small`, () => {
      const svg = markup(kind);
      expect(svg).toMatch(
        new RegExp(`^<svg aria-hidden="true" focusable="false" viewBox="[^"]+" data-picture="${kind}"`),
      );
      // The client's own colours (content/en/clients.yaml), its two leading ones at least.
      for (const { hex } of findClient(client).palette.slice(0, 2)) expect(svg).toContain(hex);
      // (Small capitals where it sets a kicker in them.)
      for (const word of Object.values(pictureWords[group]).flat())
        expect(svg.toLowerCase()).toContain(escaped(word).toLowerCase());
      // Its ids (clips, patterns) are its own: a page draws one picture, and no two ids clash.
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
      // Crisp and light: under 4 kB in the page's compressed HTML.
      expect(gzipSync(svg).length).toBeLessThan(4096);
    });
  }

  it("no two drawings share their ids or look alike", () => {
    const drawings = servicePictures.map(markup);
    expect(new Set(drawings).size).toBe(drawings.length);
    const ids = drawings.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the company pages' pictures", () => {
  it("/testimonials: a client's quote card with a portrait in each quoted client's colours and stars", () => {
    const svg = renderToStaticMarkup(<QuoteIllustration />);
    expect(svg).toContain('data-picture="quote"');
    for (const client of ["himali-loom", "dhuwa-momo", "lens-and-light"])
      expect(svg).toContain(findClient(client).palette[1].hex);
    expect(svg.match(/<clipPath/g)).toHaveLength(3);
  });

  it("/about/careers: the open seat, labelled", () => {
    const svg = renderToStaticMarkup(<SeatIllustration label={heroVisuals.openSeat} />);
    expect(svg).toContain('data-picture="seat"');
    expect(svg).toContain(`>${heroVisuals.openSeat}</text>`);
  });

  it("the forms' landing pages: a letter for an enquiry, the newsletter for a subscription", () => {
    const drawn = (paper?: "newsletter") =>
      renderToStaticMarkup(<LetterIllustration tone="success" paper={paper} />);
    expect(drawn()).toContain('data-picture="letter-success"');
    expect(drawn("newsletter")).toContain('data-picture="newsletter-success"');
  });
});
