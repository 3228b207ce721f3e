/**
 * The visitor's settings and window, set in the test's real browser: Playwright emulates the
 * system's media features (test/commands.ts), and Vitest resizes the frame the test runs in.
 * Each returns once the page's media query listeners have heard of the change.
 */
import { commands, page } from "vitest/browser";

/** What a test starts with: Playwright's page defaults, and Vitest's frame (a phone's width). */
const SYSTEM = { colorScheme: "light", reducedMotion: "no-preference" } as const;
const FRAME = { width: 414, height: 896 };

let changed = false;

/**
 * Makes the change, and waits until the browser reports that `query` now matches. It tells a
 * query's lists in the order they were made: the page's own heard before this one.
 */
async function until(query: string, change: () => Promise<void>) {
  changed = true;
  const list = matchMedia(query);
  const heard = list.matches ? undefined : new Promise((resolve) => list.addEventListener("change", resolve));
  await change();
  await heard;
}

export const preferReducedMotion = () =>
  until("(prefers-reduced-motion: reduce)", () => commands.emulateMedia({ reducedMotion: "reduce" }));

export const systemColorScheme = (scheme: "light" | "dark") =>
  until(`(prefers-color-scheme: ${scheme})`, () => commands.emulateMedia({ colorScheme: scheme }));

export const windowWidth = (width: number) =>
  until(`(width: ${width}px)`, () => page.viewport(width, FRAME.height));

/** Back to the settings every test starts with (test/setup.ts, after each test). */
export async function resetMedia(): Promise<void> {
  if (!changed) return;
  const { colorScheme, reducedMotion } = SYSTEM;
  await until(
    `(prefers-color-scheme: ${colorScheme}) and (prefers-reduced-motion: ${reducedMotion}) and (width: ${FRAME.width}px)`,
    async () => {
      await commands.emulateMedia(SYSTEM);
      await page.viewport(FRAME.width, FRAME.height);
    },
  );
  changed = false;
}
