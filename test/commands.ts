/**
 * Commands the browser tests call (`commands` from vitest/browser), run by Vitest in Node against
 * the test's page through Playwright (vitest.config.ts).
 */
import type { Page } from "playwright";
import type { BrowserCommand } from "vitest/node";

/** The media features a test sets, as Playwright's `page.emulateMedia` takes them. */
export type EmulatedMedia = Pick<
  NonNullable<Parameters<Page["emulateMedia"]>[0]>,
  "colorScheme" | "reducedMotion"
>;

/** The browser reports the visitor's system settings as given (prefers-color-scheme, -reduced-motion). */
const emulateMedia: BrowserCommand<[media: EmulatedMedia]> = ({ page }, media) => page.emulateMedia(media);

export const browserCommands = { emulateMedia };

declare module "vitest/browser" {
  interface BrowserCommands {
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}
