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
