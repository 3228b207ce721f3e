import { expect, type Page, test } from "@playwright/test";
import { projects } from "../app/content/portfolio";
import { gotoReady, isMobile } from "./helpers";

/** Every page with a band of numbers: the home page, the about and story pages, each case study. */
const PAGES = ["/", "/about", "/about/our-story", ...projects.map((project) => project.link)];

/** How many numbers stand on each row of each band, and whether any runs off the screen. */
const bandRows = (page: Page) =>
  page.locator("main section:has(> div > dl)").evaluateAll((bands) =>
    bands.map((band) => {
      const tiles = [...band.querySelectorAll("dl > div")].map((tile) => tile.getBoundingClientRect());
      const rows = new Map<number, number>();
      for (const tile of tiles) rows.set(Math.round(tile.top), (rows.get(Math.round(tile.top)) ?? 0) + 1);
      const width = document.documentElement.clientWidth;
      return {
        rows: [...rows.values()],
        inside: tiles.every((tile) => tile.left >= 0 && tile.right <= width),
      };
    }),
  );

for (const path of PAGES) {
  test(
    `${path}: no number of a stat band stands alone on a row`,
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, path);
      const widths = isMobile() ? [390, 320] : [1440, 1024];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        const bands = await bandRows(page);
        expect(bands.length, `${path} has a stat band`).toBeGreaterThan(0);
        for (const band of bands) {
          // Every row holds as many numbers as the first: three stack or share a row, four make a
          // square or a row, six make pairs, threes or a row; never 2 + 1 or 2 + 2 + 1.
          expect(band.rows, `${path} at ${width}px`).toEqual(band.rows.map(() => band.rows[0]));
          expect(band.inside, `${path} at ${width}px`).toBe(true);
        }
      }
    },
  );
}
