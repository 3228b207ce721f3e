/** bikram-sambat 1.8 ships no types: the two functions the site calls (app/content/calendars.mjs). */
declare module "bikram-sambat" {
  type Day = { year: number; month: number; day: number };
  const bikramSambat: {
    /** A Gregorian day ("2026-06-12") in Bikram Sambat, month 1-12. */
    toBik(iso: string): Day;
    /** A Bikram Sambat day's parts in Devanagari, with the month's name. */
    toDev(year: number, month: number, day: number): { year: string; month: string; day: string };
  };
  export default bikramSambat;
}
