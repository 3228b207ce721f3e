import { describe, expect, it } from "vitest";
import { formatNumberIn, localeOfPath, locales, otherLocale, pathIn, pathInEnglish } from "./locales.mjs";

const { en, ne } = locales;

describe("the site's paths in its two languages", () => {
  it("tells a path's language by its prefix, and only a whole first segment", () => {
    expect(localeOfPath("/")).toBe(en);
    expect(localeOfPath("/services/SEO")).toBe(en);
    expect(localeOfPath("/ne")).toBe(ne);
    expect(localeOfPath("/ne/")).toBe(ne);
    expect(localeOfPath("/ne/portfolio/1")).toBe(ne);
    expect(localeOfPath("/news")).toBe(en);
    expect(localeOfPath("/nepal")).toBe(en);
  });

  it("puts a path in a language, leaving anchors and other sites alone", () => {
    expect(pathIn("/about", ne)).toBe("/ne/about");
    expect(pathIn("/", ne)).toBe("/ne");
    expect(pathIn("/#work", ne)).toBe("/ne#work");
    expect(pathIn("/contact?role=x", ne)).toBe("/ne/contact?role=x");
    expect(pathIn("/about", en)).toBe("/about");
    for (const other of ["#team", "mailto:a@b.np", "tel:+977", "https://x.np/", "//x.np/"])
      expect(pathIn(other, ne)).toBe(other);
  });

  it("takes a path out of its language, the way back of pathIn", () => {
    for (const path of ["/", "/about", "/services/SEO", "/portfolio/1"]) {
      expect(pathInEnglish(pathIn(path, ne))).toBe(path);
      expect(pathInEnglish(path)).toBe(path);
    }
    expect(pathInEnglish("/ne/")).toBe("/");
  });

  it("switches between the two languages", () => {
    expect(otherLocale(en)).toBe(ne);
    expect(otherLocale(ne)).toBe(en);
  });
});

describe("formatNumberIn", () => {
  it("writes English numbers as Intl does, grouped by thousands", () => {
    expect(formatNumberIn(23000, locales.en)).toBe("23,000");
    expect(formatNumberIn(1234567, locales.en)).toBe("1,234,567");
    expect(formatNumberIn(2025, locales.en, { grouping: false })).toBe("2025");
    expect(formatNumberIn(3, locales.en, { minimumDigits: 2 })).toBe("03");
  });

  it("writes Nepali numbers in Devanagari digits, grouped as South Asia groups them", () => {
    expect(formatNumberIn(5, locales.ne)).toBe("५");
    expect(formatNumberIn(23000, locales.ne)).toBe("२३,०००");
    expect(formatNumberIn(100000, locales.ne)).toBe("१,००,०००");
    expect(formatNumberIn(2.5, locales.ne)).toBe("२.५");
    expect(formatNumberIn(-45, locales.ne)).toBe("-४५");
    expect(formatNumberIn(2024, locales.ne, { grouping: false })).toBe("२०२४");
    expect(formatNumberIn(1, locales.ne, { minimumDigits: 2 })).toBe("०१");
  });
});
