import { expect, type Page, test } from "@playwright/test";
import { contactFormCopy as englishContactForm } from "../app/content/contact";
import { contactFormCopy as nepaliContactForm } from "../app/content/ne/contact";
import { gotoReady } from "./helpers";

// Nepali pages draw their own words in a cut of Noto Sans Devanagari holding only the glyphs those
// words need (cut by the build, builder/devanagari-font.mjs), and what visitors type in the whole font (app/app.css).

const SITE_FONT = /\/assets\/noto-sans-devanagari-site-[\w-]+\.woff2$/;
const WHOLE_FONT = /\/assets\/noto-sans-devanagari-400-800-[\w-]+\.woff2$/;

/** The paths of the fonts the page fetches, as it fetches them. */
function fontsFetched(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe("Devanagari fonts", () => {
  for (const path of ["/ne", "/ne/services", "/ne/plans", "/ne/faq", "/ne/about", "/ne/portfolio/1"]) {
    test(`${path}: every text is drawn by the page font exactly as by the whole font`, async ({ page }) => {
      await gotoReady(page, path);
      const differing = await page.evaluate(async () => {
        const texts = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (/[\u0900-\u097F]/.test(node.textContent ?? "")) texts.add((node.textContent ?? "").trim());
        for (const field of document.querySelectorAll<HTMLInputElement>("[placeholder]"))
          texts.add(field.placeholder);
        const all = [...texts].join(" ");
        const weights = [400, 500, 600, 700, 800];
        await Promise.all(
          weights.flatMap((weight) => [
            document.fonts.load(`${weight} 20px "Devanagari"`, all),
            document.fonts.load(`${weight} 20px "Devanagari Typed"`, all),
          ]),
        );
        const context = document.createElement("canvas").getContext("2d")!;
        const width = (font: string, text: string) => {
          context.font = font;
          return context.measureText(text).width;
        };
        return [...texts].flatMap((text) =>
          weights
            .filter(
              (weight) =>
                Math.abs(
                  width(`${weight} 20px "Devanagari"`, text) -
                    width(`${weight} 20px "Devanagari Typed"`, text),
                ) > 0.01,
            )
            .map((weight) => `${weight}: ${text}`),
        );
      });
      expect(differing).toEqual([]);
    });
  }

  test("a Nepali page fetches its own cut; typing fetches the whole font", async ({ page }) => {
    const fetched = fontsFetched(page);
    await gotoReady(page, "/ne/contact");
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.filter((path) => SITE_FONT.test(path))).toHaveLength(1);
    expect(fetched.filter((path) => WHOLE_FONT.test(path))).toEqual([]);

    const message = page.getByLabel(nepaliContactForm.fields.message.label, { exact: true });
    await message.fill("क्षत्रिय ऋषि ज्ञान");
    await expect.poll(() => fetched.filter((path) => WHOLE_FONT.test(path)).length).toBe(1);
    await expect
      .poll(() => message.evaluate(() => document.fonts.check('16px "Devanagari Typed"', "क्ष")))
      .toBe(true);
  });

  test("an English page fetches neither until a visitor types Devanagari", async ({ page }) => {
    const fetched = fontsFetched(page);
    await gotoReady(page, "/contact");
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.filter((path) => SITE_FONT.test(path) || WHOLE_FONT.test(path))).toEqual([]);

    await page.getByLabel(englishContactForm.fields.message.label, { exact: true }).fill("नमस्ते");
    await expect.poll(() => fetched.filter((path) => WHOLE_FONT.test(path)).length).toBe(1);
    expect(fetched.filter((path) => SITE_FONT.test(path))).toEqual([]);
  });
});

// Jakarta is `swap` (app/app.css): until it comes (late on a slow network) the text is drawn in a
// face of the system sized to it, so the lines break where Jakarta's will and nothing moves when
// it does: Arial's metrics (Liberation Sans here; Debian's Chromium depends on it), regular and
// bold each from its own face. Measured over all the page's Latin text, weight by weight.
test.describe("Jakarta's fallback", () => {
  for (const path of ["/", "/about", "/services", "/plans", "/contact", "/insights", "/portfolio/1"]) {
    test(`${path}: draws the page's text, regular and bold, at Jakarta's widths`, async ({ page }) => {
      await gotoReady(page, path);
      const widths = await page.evaluate(async () => {
        const runs: { weight: number; text: string }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? "").trim();
          const style = node.parentElement && getComputedStyle(node.parentElement);
          if (style && /[A-Za-z]/.test(text) && /^"?Jakarta"?,/.test(style.fontFamily))
            runs.push({ weight: Number(style.fontWeight), text });
        }
        const weights = [...new Set(runs.map((run) => run.weight))];
        await Promise.all(
          weights.flatMap((weight) => [
            document.fonts.load(`${weight} 100px "Jakarta"`),
            document.fonts.load(`${weight} 100px "Jakarta Fallback"`),
          ]),
        );
        const context = document.createElement("canvas").getContext("2d")!;
        const width = (family: string, { weight, text }: (typeof runs)[number]) => {
          context.font = `${weight} 100px ${family}`;
          return context.measureText(text).width;
        };
        const sum = (family: string, bold: boolean) =>
          runs
            .filter((run) => run.weight >= 600 === bold)
            .reduce((total, run) => total + width(family, run), 0);
        return {
          fallbackFaces: [...document.fonts]
            .filter((face) => face.family === "Jakarta Fallback" && face.status === "loaded")
            .map((face) => face.weight),
          regular: sum('"Jakarta Fallback"', false) / sum('"Jakarta"', false),
          bold: sum('"Jakarta Fallback"', true) / sum('"Jakarta"', true),
        };
      });
      // Both faces found on the system (else: install Debian's fonts-liberation).
      expect(widths.fallbackFaces.sort()).toEqual(["400 500", "600 800"]);
      // Within 2.5% on each page (over the whole site, within 0.5% at each weight); a bold drawn
      // from Arial's regular face fell 4-5% short.
      for (const ratio of [widths.regular, widths.bold]) {
        expect(ratio).toBeGreaterThan(0.975);
        expect(ratio).toBeLessThan(1.025);
      }
    });
  }
});
