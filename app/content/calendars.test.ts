import { describe, expect, it } from "vitest";
import { articleDate } from "./articleDates";
import { monthName, nepaliMonthNames, toBikramSambat } from "./calendars.mjs";
import { locales } from "./locales.mjs";

describe("Bikram Sambat", () => {
  // Known days: each Nepali new year (1 Baisakh) and a Vijaya Dashami, as Nepal's calendar has them.
  it.each([
    ["2024-04-13", { year: 2081, month: "बैशाख", day: 1 }],
    ["2025-04-14", { year: 2082, month: "बैशाख", day: 1 }],
    ["2026-04-14", { year: 2083, month: "बैशाख", day: 1 }],
    ["2025-10-02", { year: 2082, month: "असोज", day: 16 }],
    ["2023-04-14", { year: 2080, month: "बैशाख", day: 1 }],
  ])("%s is %o", (iso, expected) => {
    expect(toBikramSambat(iso)).toEqual(expected);
  });
});

describe("articleDate", () => {
  it("writes an English page's day in words", () => {
    expect(articleDate("2026-06-12", locales.en)).toEqual({ iso: "2026-06-12", text: "12 June 2026" });
  });

  it("writes a Nepali page's day in Devanagari digits, and in Bikram Sambat", () => {
    expect(articleDate("2026-06-12", locales.ne)).toEqual({
      iso: "2026-06-12",
      text: "२०२६ जुन १२",
      bikramSambat: "२०८३ जेठ २९",
    });
  });

  it("stops on a day that is not one", () => {
    expect(() => articleDate("June 2026", locales.en)).toThrow(/not a day/);
  });
});

describe("the months' names", () => {
  it("are the twelve Gregorian months in Nepali, then Bikram Sambat's twelve", () => {
    const names = nepaliMonthNames();
    expect(names).toHaveLength(24);
    expect(names.slice(0, 12)).toContain("जनवरी");
    expect(names.slice(12)).toEqual(expect.arrayContaining(["बैशाख", "असोज", "चैत"]));
    expect(monthName(11, "en")).toBe("December");
  });
});
