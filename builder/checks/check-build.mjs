// @ts-check
/**
 * `npm run test:build`: the checks of the production build (run `npm run build` first), each in
 * turn even when one fails, so one run shows every problem; exits 1 if any failed.
 * - builder/checks/check-html.mjs: every page is valid HTML (W3C Nu HTML Checker);
 * - builder/checks/check-links.mjs: every internal link, asset and #fragment resolves;
 * - builder/checks/check-budgets.mjs: JavaScript, CSS, home page and video sizes within their budgets;
 * - builder/checks/check-nepali.mjs: every page has its Nepali twin, in Nepali, with hreflang pairs;
 * - builder/checks/check-fonts.mjs: the Devanagari fonts draw every word the site writes;
 * - builder/checks/check-sitemap.mjs: the sitemap (from the registry) and the pages' canonical URLs agree.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHECKS = [
  "check-html.mjs",
  "check-links.mjs",
  "check-budgets.mjs",
  "check-nepali.mjs",
  "check-fonts.mjs",
  "check-sitemap.mjs",
];

const failed = [];
for (const check of CHECKS) {
  console.log(`\n> node builder/checks/${check}`);
  const { status, error } = spawnSync(process.execPath, [fileURLToPath(new URL(check, import.meta.url))], {
    stdio: "inherit",
  });
  if (error) console.error(error.message);
  if (status !== 0) failed.push(check);
}
if (failed.length > 0) {
  console.error(`\ntest:build: failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\ntest:build: HTML, links, size budgets, Nepali pages, fonts and sitemap all pass.");
