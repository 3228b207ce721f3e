import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";
import { includesQuery, splitByQuery } from "./search";

describe("isValidEmail", () => {
  it("accepts ordinary addresses, trimmed", () => {
    expect(isValidEmail("ram@example.com.np")).toBe(true);
    expect(isValidEmail("  sita.k+news@mail.co  ")).toBe(true);
  });
  it("rejects addresses without a domain, a dot, or with spaces", () => {
    for (const value of ["", "ram", "ram@", "ram@example", "ram @example.com", "@example.com", "a@b."]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
});

describe("search text", () => {
  it("matches substrings whatever the case, and an empty search matches everything", () => {
    expect(includesQuery("Payment Plans", "payment")).toBe(true);
    expect(includesQuery("Payment Plans", "PLANS ")).toBe(true);
    expect(includesQuery("Payment Plans", "refund")).toBe(false);
    expect(includesQuery("anything", "   ")).toBe(true);
  });

  it("splits text into matching and other stretches, keeping the original case", () => {
    expect(splitByQuery("Plans and more plans", "plans")).toEqual([
      { text: "Plans", match: true },
      { text: " and more ", match: false },
      { text: "plans", match: true },
    ]);
    expect(splitByQuery("No match", "xyz")).toEqual([{ text: "No match", match: false }]);
    expect(splitByQuery("Text", "")).toEqual([{ text: "Text", match: false }]);
  });
});
