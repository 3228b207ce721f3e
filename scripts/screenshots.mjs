// @ts-check
/**
 * `npm run screenshots`: every page of the production build at 390x844 and 1440x900, in the light
 * and the dark theme, for design review (issue 25). Run `npm run build` first. The PNGs (whole
 * pages, and screen-tall slices that are easier to inspect) land in screenshots/, which git
 * ignores. Options: `--out=DIR`, `--theme=light|dark` (one theme only), `--base=URL` (another
 * server instead of the build served here), then paths to limit it:
 *   npm run screenshots -- --theme=dark / /plans /no-such-page
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { buildServer } from "../server/app.mjs";
import { isNotFoundPath, listFiles, pagePath } from "../server/build-meta.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const args = process.argv.slice(2);
const options = Object.fromEntries(
  args.filter((arg) => arg.startsWith("--")).map((arg) => arg.slice(2).split("=", 2)),
);
const only = args.filter((arg) => !arg.startsWith("--"));
const out = options.out ?? "screenshots";
const themes = options.theme ? [options.theme === "dark" ? "dark" : "light"] : ["light", "dark"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const root = new URL("../build/client/", import.meta.url).pathname;
/** Every page of the build, the not-found page as an unknown path. */
async function allPaths() {
  const paths = (await listFiles(root)).flatMap((file) => pagePath(file) ?? []);
  return paths.map((path) => (isNotFoundPath(path) ? path.replace(/404$/, "no-such-page") : path)).sort();
}

const app = options.base ? null : await buildServer({ root });
const base = options.base ?? (await app?.listen({ port: 0, host: "127.0.0.1" }));
const paths = only.length ? only : await allPaths();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const colorScheme of themes)
    for (const path of paths)
      for (const viewport of viewports) {
        /** @type {"light" | "dark"} */
        const scheme = colorScheme === "dark" ? "dark" : "light";
        const page = await browser.newPage({ viewport, reducedMotion: "reduce", colorScheme: scheme });
        await page.goto(base + path, { waitUntil: "networkidle" });
        const name = `${out}/${path.replace(/\W+/g, "_") || "_"}-${viewport.width}-${scheme}.png`;
        await page.screenshot({ path: name, fullPage: true });
        const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
        for (let y = 0, slice = 1; y < height; y += viewport.height * 2, slice++) {
          const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height * 2, height - y) };
          await page.screenshot({ path: name.replace(".png", `.${slice}.png`), fullPage: true, clip });
        }
        await page.close();
      }
  console.log(
    `screenshots: ${paths.length} pages x ${viewports.length} widths x ${themes.length} themes in ${out}/`,
  );
} finally {
  await browser.close();
  await app?.close();
}
