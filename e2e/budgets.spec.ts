import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { locales, pathIn } from "../app/content/locales.mjs";
import { pagePaths } from "../app/content/sitePages";
import { formatKB, pageJsBudget } from "../scripts/check-budgets.mjs";
import { assetReader, pageScripts, scriptBytes } from "../scripts/page-assets.mjs";
import { gotoReady } from "./helpers";

/**
 * The JavaScript each route really loads, in both languages (check-budgets.mjs: a static page
 * under 5.1 kB gzipped, a page with islands under 80 kB once scrolled through), counted in the
 * browser: the page's inline scripts, and every file it fetched, its islands' modules and the
 * chunks they fetch later included (a service's details on /services). Each file is counted by its
 * bytes in the build, gzipped at level 9 as `npm run test:build` counts (scripts/page-assets.mjs),
 * so the figure is the same on every machine. Nothing is clicked: what a visit costs before the
 * visitor does anything but scroll. No page loads React Router's client runtime
 * (docs/DECISIONS.md 25): only islands' modules and what they import. Desktop and phone load the
 * same scripts, so this runs in one project (playwright.config.ts). Not the field measurement's
 * module (app/shell/vitals.ts): it is fetched once the page has loaded and the browser is idle, to
 * measure the page, not to make it; its weight is noted beside the page's.
 */

/** The field measurement's module, fetched after the page's load (app/shell/vitalsStart.ts). */
const VITALS_MODULE = /^\/assets\/shell-vitals-[\w-]+\.js$/;
const readAsset = assetReader(fileURLToPath(new URL("../build/client/", import.meta.url)));
// Every pre-rendered page in both languages and, for the not-found pages, a path that has none.
const URLS = [...pagePaths(), "/no-such-page"].flatMap((path) => [path, pathIn(path, locales.ne)]);

for (const url of URLS) {
  test(`${url} loads no more JavaScript than its budget, scrolled through`, async ({ page, baseURL }) => {
    const chunks = new Set<string>();
    const measurement = new Set<string>();
    page.on("request", (request) => {
      const { origin, pathname } = new URL(request.url());
      if (origin !== new URL(baseURL!).origin || !pathname.endsWith(".js")) return;
      (VITALS_MODULE.test(pathname) ? measurement : chunks).add(pathname);
    });
    const html = await (await gotoReady(page, url))!.text();
    const named = pageScripts(html).chunks;
    for (
      let step = 0;
      await page.evaluate(() => scrollY + innerHeight < document.body.scrollHeight - 1);
      step++
    ) {
      expect(step, "scrolled to the end").toBeLessThan(100);
      await page.evaluate(() => window.scrollBy(0, innerHeight));
    }
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
    // What was fetched is what the page names (the details of a service are fetched apart).
    for (const chunk of chunks)
      expect(
        named.includes(chunk) || /-details-[\w-]+\.js$/.test(chunk),
        `${chunk} is named by the page`,
      ).toBe(true);
    expect(await page.evaluate(() => "__reactRouterContext" in window), "React Router's runtime").toBe(false);
    const bytes = await scriptBytes(readAsset, { inline: pageScripts(html).inline, chunks: [...chunks] });
    const budget = pageJsBudget(html);
    const measured = await scriptBytes(readAsset, { inline: [], chunks: [...measurement] });
    test.info().annotations.push({
      type: "JavaScript",
      description:
        `${formatKB(bytes)} in ${chunks.size} files and the inline shell (budget ${formatKB(budget)})` +
        (measured ? `, then ${formatKB(measured)} to measure it after its load` : ""),
    });
    expect(bytes, `${url}: ${[...chunks].sort().join(", ")}`).toBeLessThan(budget);
  });
}
