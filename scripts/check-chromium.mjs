// @ts-check
/**
 * The unit and end-to-end tests drive Debian's Chromium headless shell (playwright.config.ts,
 * vitest.config.ts); without it they must fail loudly with the fix, never skip.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { TEST_CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

try {
  accessSync(CHROMIUM, constants.X_OK);
} catch {
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium-headless-shell`,
  );
  process.exit(1);
}

// Debian's wrapper script may print shell noise on stderr; only stdout carries the version.
const result = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8", timeout: 30_000 });
if (result.status !== 0) {
  console.error(
    `${CHROMIUM} --version failed (${result.error?.message ?? `exit ${result.status}`}). Reinstall it with: apt-get install -y --reinstall chromium-headless-shell`,
  );
  process.exit(1);
}
console.log(result.stdout.trim());

// Nepali pages lay their text out in the system's Noto Sans Devanagari until their own font
// arrives (app/app.css), as on Android: without it, a font that arrives late under load moves the
// text, and the pages' layout-shift checks fail now and then.
const devanagari = spawnSync("fc-list", [":family=Noto Sans Devanagari", "family"], { encoding: "utf8" });
if (!devanagari.stdout?.trim())
  console.warn("Noto Sans Devanagari is not installed: apt-get install -y fonts-noto-core");
