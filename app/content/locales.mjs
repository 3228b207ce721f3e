// @ts-check
/**
 * The site's two languages (DECISIONS.md 23): English at the site's root, as SPEC.md lists its
 * paths, and Nepali under /ne. Plain JavaScript: the production server (the not-found page of each
 * language) and the build read it as well as the pages. A page's own language is
 * `~/content/locale` (locale.ts, and ne/locale.ts in the Nepali build).
 */

/**
 * @typedef {object} LocaleInfo
 * @property {"en" | "ne"} code
 * @property {string} lang the page's `lang`, and its `hreflang`
 * @property {string} ogLocale Open Graph's `og:locale`
 * @property {string} prefix what the language's paths start with ("" at the root)
 * @property {string} name the language's name in itself, for the language switch
 */

export const locales = /** @type {const} */ ({
  en: { code: "en", lang: "en", ogLocale: "en_US", prefix: "", name: "English" },
  ne: { code: "ne", lang: "ne", ogLocale: "ne_NP", prefix: "/ne", name: "नेपाली" },
});

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/**
 * A whole or decimal number as a language writes it: "23,000" in English, "२३,०००" in Nepali
 * (Devanagari digits, thousands grouped as South Asia groups them: "१,००,०००"). Not with `Intl`:
 * browsers ship trimmed locale data (Chromium has no Nepali, and writes Latin digits), and a page
 * must read the same pre-rendered and in the browser, or hydration would throw the page's HTML away.
 * @param {number} value
 * @param {LocaleInfo} locale
 * @param {{ minimumDigits?: number, grouping?: boolean }} [options] `grouping: false` for years
 */
export function formatNumberIn(value, locale, { minimumDigits = 1, grouping = true } = {}) {
  const [whole, fraction] = String(Math.abs(value)).split(".");
  let digits = whole.padStart(minimumDigits, "0");
  if (grouping && digits.length > 3) {
    const size = locale.code === "ne" ? 2 : 3;
    const groups = [digits.slice(-3)];
    for (let rest = digits.slice(0, -3); rest; rest = rest.slice(0, -size)) groups.unshift(rest.slice(-size));
    digits = groups.join(",");
  }
  const text = `${value < 0 ? "-" : ""}${digits}${fraction ? `.${fraction}` : ""}`;
  return locale.code === "ne" ? text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]) : text;
}

/** The default language: `x-default` of the hreflang alternates. */
export const defaultLocale = locales.en;

/**
 * The language a path of the site is in.
 * @param {string} path a root-relative path
 */
export function localeOfPath(path) {
  const { ne } = locales;
  return path === ne.prefix || path.startsWith(`${ne.prefix}/`) ? ne : locales.en;
}

/**
 * A path of the site without its language's prefix: "/ne/about" is "/about", "/ne" is "/".
 * @param {string} path a root-relative path
 */
export function pathInEnglish(path) {
  const { prefix } = localeOfPath(path);
  return prefix ? path.slice(prefix.length) || "/" : path;
}

/**
 * The other language of the two: the one the language switch leads to.
 * @param {LocaleInfo} locale
 */
export function otherLocale(locale) {
  return locale.code === "en" ? locales.ne : locales.en;
}

/**
 * A root-relative path of the site in a language: "/about" in Nepali is "/ne/about", "/" is "/ne".
 * Other references (#anchors, mailto:, other sites) are left as they are.
 * @param {string} path
 * @param {LocaleInfo} locale
 */
export function pathIn(path, locale) {
  if (!path.startsWith("/") || path.startsWith("//") || !locale.prefix) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `${locale.prefix}${path.slice(1)}`
    : `${locale.prefix}${path}`;
}
