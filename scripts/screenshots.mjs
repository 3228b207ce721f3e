// @ts-check
// Screenshots of pages at 390x844 and 1440x900 for design review:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /404   (PNGs land in screenshots/)
// Options (before the URL): --theme=dark or --theme=light emulates that system colour scheme
// (the site follows it while the visitor has not chosen a theme); --out=DIR writes elsewhere.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("--"))
    .map((arg) => arg.slice(2).split("=", 2)),
);
const [base = "http://127.0.0.1:3000", ...paths] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
const colorScheme = options.theme === "dark" ? "dark" : "light";
const out = options.out ?? "screenshots";
const suffix = options.theme ? `-${colorScheme}` : "";
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const path of paths.length ? paths : ["/"]) {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, reducedMotion: "reduce", colorScheme });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${out}/${path.replace(/\W+/g, "_") || "_"}-${viewport.width}${suffix}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    // Also in screen-tall slices, which are easier to inspect than one very tall image.
    const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
    for (let y = 0, slice = 1; y < height; y += viewport.height * 2, slice++) {
      const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height * 2, height - y) };
      await page.screenshot({ path: name.replace(".png", `.${slice}.png`), fullPage: true, clip });
    }
    await page.close();
  }
}
await browser.close();
