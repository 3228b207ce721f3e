// @ts-check
/**
 * `npm run test:build`: the checks of the production build (run `npm run build` first), every one
 * even when one fails, so one run shows every problem; exits 1 if any failed.
 * - builder/checks/check-html.mjs: every page is valid HTML (W3C Nu HTML Checker);
 * - builder/checks/check-links.mjs: every internal link, asset and #fragment resolves;
 * - builder/checks/check-budgets.mjs: JavaScript, CSS, home page and video sizes within their budgets;
 * - builder/checks/check-nepali.mjs: every page has its Nepali twin, in Nepali, with hreflang pairs;
 * - builder/checks/check-fonts.mjs: the Devanagari fonts draw every word the site writes;
 * - builder/checks/check-sitemap.mjs: the sitemap (from the registry) and the pages' canonical URLs agree.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHECKS = [
  "check-html.mjs",
  "check-links.mjs",
  "check-budgets.mjs",
  "check-nepali.mjs",
  "check-fonts.mjs",
  "check-sitemap.mjs",
];

/**
 * Runs a check to its end, keeping what it printed. The checks run side by side (the HTML checker,
 * a Java program, takes as long as the others together); their output is printed in order.
 * @param {string} check
 * @returns {Promise<{ check: string, output: string, passed: boolean }>}
 */
const run = (check) =>
  new Promise((resolve) => {
    const script = fileURLToPath(new URL(check, import.meta.url));
    execFile(process.execPath, [script], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      // A check that could not start says why; one that failed has said so itself.
      const why = error && typeof error.code !== "number" ? `${error.message}\n` : "";
      resolve({ check, output: `${stdout}${stderr}${why}`, passed: !error });
    });
  });

const results = await Promise.all(CHECKS.map(run));
for (const { check, output } of results) process.stdout.write(`\n> node builder/checks/${check}\n${output}`);
const failed = results.filter((result) => !result.passed).map((result) => result.check);
if (failed.length > 0) {
  console.error(`\ntest:build: failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\ntest:build: HTML, links, size budgets, Nepali pages, fonts and sitemap all pass.");
