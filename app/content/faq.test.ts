import { describe, expect, it } from "vitest";
import { faqBrowserCopy, faqCategories, faqPage } from "./faq";

const allAnswers = faqCategories.flatMap((group) => group.questions.map((entry) => entry.answer)).join(" ");

describe("FAQ content", () => {
  it("has 15 entries, 3 in each of the five categories, in the chips' order", () => {
    expect(faqCategories.map((group) => group.category)).toEqual([
      "Services",
      "Pricing",
      "Process",
      "Support",
      "Getting Started",
    ]);
    for (const group of faqCategories) expect(group.questions).toHaveLength(3);
  });

  it("has unique category ids and unique questions ending in a question mark", () => {
    expect(new Set(faqCategories.map((group) => group.id)).size).toBe(5);
    const questions = faqCategories.flatMap((group) => group.questions.map((entry) => entry.question));
    expect(new Set(questions).size).toBe(15);
    for (const question of questions) expect(question).toMatch(/\?$/);
  });

  it("carries the business claims of SPEC.md section 9 in its answers", () => {
    for (const claim of [
      "within 24 hours",
      "within 4 hours",
      "Monday to Friday",
      "emergency support at weekends",
      "2-4 weeks",
      "Startup Package",
      "Growth Package",
      "Enterprise Solution",
      "payment plans",
    ]) {
      expect(allAnswers).toContain(claim);
    }
  });

  it("has the search placeholder and the no-results texts of the spec", () => {
    expect(faqBrowserCopy.searchPlaceholder).toBe("Search for answers...");
    expect(faqBrowserCopy.noResults("refund")).toBe('No results found for "refund"');
    expect(faqBrowserCopy.noResultsHint).toBe("Try a different search term or browse categories above");
    expect(faqPage.contact.primary.url).toBe("/contact");
  });
});
