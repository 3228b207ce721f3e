import { monthName, toBikramSambat } from "./calendars.mjs";
import { formatNumberIn, type LocaleInfo } from "./locales.mjs";

/** A day as the journal shows it: in the page's language, and in Bikram Sambat on Nepali pages. */
export type ArticleDate = {
  /** As written in the content file and in <time datetime>: "2026-06-12". */
  iso: string;
  /** "12 June 2026"; "२०२६ जुन १२". */
  text: string;
  /** Nepali pages: the same day in Bikram Sambat: "२०८३ जेठ २९". */
  bikramSambat?: string;
};

/** A content file's day ("2026-06-12") for a page in `locale`, composed at build. */
export function articleDate(iso: string, locale: LocaleInfo): ArticleDate {
  const [year, month, day] = iso.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`"${iso}" is not a day`);
  const name = monthName(month - 1, locale.code);
  if (locale.code === "en") return { iso, text: `${day} ${name} ${year}` };
  const number = (value: number) => formatNumberIn(value, locale, { grouping: false });
  const bs = toBikramSambat(iso);
  return {
    iso,
    text: `${number(year)} ${name} ${number(day)}`,
    bikramSambat: `${number(bs.year)} ${bs.month} ${number(bs.day)}`,
  };
}
