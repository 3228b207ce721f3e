import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { pagePaths } from "../app/content/sitePages";
import { BUDGETS, formatKB } from "../scripts/check-budgets.mjs";
import { assetReader, gzipTotal } from "../scripts/page-assets.mjs";
import { gotoReady } from "./helpers";

/**
 * The JavaScript each route really loads (issue 7: under 130 kB gzipped), counted in the browser:
 * the chunks its HTML names, and the lazy ones its first render fetches (the contact form, a
 * service page's own content). Each file is counted by its bytes in the build, gzipped at level 9
 * as `npm run test:build` counts (scripts/page-assets.mjs), so the figure is the same on every
 * machine. Nothing is clicked or focused: what a visit costs before the visitor does anything.
 * Desktop and phone load the same scripts, so this runs in one project (playwright.config.ts).
 */

const readAsset = assetReader(fileURLToPath(new URL("../build/client/", import.meta.url)));
// Every pre-rendered page and, for the not-found page, a path that has none.
const URLS = [...pagePaths(), "/no-such-page"];

for (const url of URLS) {
  test(`${url} loads at most ${formatKB(BUDGETS.pageJs)} of JavaScript`, async ({ page, baseURL }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const { origin, pathname } = new URL(request.url());
      if (origin === new URL(baseURL!).origin && pathname.endsWith(".js")) scripts.add(pathname);
    });
    await gotoReady(page, url);
    await page.waitForLoadState("networkidle");
    const bytes = await gzipTotal(readAsset, [...scripts]);
    test
      .info()
      .annotations.push({ type: "JavaScript", description: `${formatKB(bytes)} in ${scripts.size} files` });
    expect(bytes, `${url}: ${[...scripts].sort().join(", ")}`).toBeLessThan(BUDGETS.pageJs);
  });
}
