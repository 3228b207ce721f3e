// @ts-check
/**
 * A page with React paints before its scripts are fetched (issue 24, docs/DECISIONS.md 19).
 * React Router's `<Scripts />` writes `<link rel="modulepreload">` into <head> for every chunk of
 * the page and an inline module script that imports them: the browser would fetch them all at
 * once, beside the stylesheet and the fonts, and so delay the first paint on a slow connection.
 * The build (scripts/hold-hydration.mjs) drops the preloads and turns the module script into a
 * data block of this type; the shell's script runs it after the first paint
 * (app/shell/hydration.ts). The preloads stay dropped: twenty chunks arriving at once make long
 * tasks right after the first paint (Lighthouse's Total Blocking Time on the home page halved
 * without them), while fetched as their importers ask for them they come a few at a time. Plain
 * JavaScript so that the build, its checks and the shell share the names.
 */

/** The `type` of React Router's module script while it waits for the first paint. */
export const HELD_HYDRATION_TYPE = "text/x-hydrate-after-first-paint";

/**
 * The attribute on it listing, space-separated, the chunks React Router named for preloading: the
 * page's JavaScript, as the size budgets count it (scripts/page-assets.mjs).
 */
export const HELD_CHUNKS_ATTRIBUTE = "data-chunks";
