// @ts-check
/**
 * A page with React paints before its scripts are fetched (issue 24, docs/DECISIONS.md 19).
 * React Router's `<Scripts />` writes `<link rel="modulepreload">` into <head> and an inline
 * module script that imports the page's chunks: the browser would fetch them all at once, beside
 * the stylesheet and the fonts, and so delay the first paint on a slow connection. The build holds
 * them back (scripts/hold-hydration.mjs): the module script becomes a data block of this type,
 * with the preloads listed on it, and the shell's script starts it after the first paint
 * (app/shell/hydration.ts). Plain JavaScript so that both share the names.
 */

/** The `type` of React Router's module script while it waits for the first paint. */
export const HELD_HYDRATION_TYPE = "text/x-hydrate-after-first-paint";

/** The attribute listing, space-separated, the chunks React Router would have preloaded. */
export const HELD_PRELOADS_ATTRIBUTE = "data-modulepreload";
