// @ts-check
/**
 * The two calendars of Nepali pages: the Gregorian months in Nepali, and Bikram Sambat, which
 * Nepali readers use (a well-kept converter, bikram-sambat: Nepal's months have no formula, only a
 * table). Plain JavaScript: the font's word list (builder/devanagari-words.mjs) reads the month
 * names too, since pages compose them at build and no source file holds them.
 */
import bikramSambat from "bikram-sambat";

/** The Intl locales of the Gregorian months' names. */
export const MONTH_LOCALES = { en: "en-GB", ne: "ne-NP" };

/**
 * A month's name in a language: monthName(5, "ne") is "जुन".
 * @param {number} month 0-11
 * @param {"en" | "ne"} code
 */
export const monthName = (month, code) =>
  new Intl.DateTimeFormat(MONTH_LOCALES[code], { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, month, 1)),
  );

/**
 * A Gregorian day ("2026-06-12") in Bikram Sambat: { year: 2083, month: "जेठ", day: 29 }.
 * @param {string} iso
 */
export function toBikramSambat(iso) {
  const { year, month, day } = bikramSambat.toBik(iso);
  return { year, month: bikramSambat.toDev(year, month, day).month, day };
}

/** Every month's name a Nepali page may compose: the Gregorian months', then Bikram Sambat's. */
export const nepaliMonthNames = () => [
  ...Array.from({ length: 12 }, (_, month) => monthName(month, "ne")),
  ...Array.from({ length: 12 }, (_, month) => bikramSambat.toDev(2083, month + 1, 1).month),
];
