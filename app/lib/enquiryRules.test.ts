// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactBudgets } from "../content/enquiry.mjs";
import { contactFieldProblem, isWebAddress } from "./enquiryRules.mjs";

describe("contactFieldProblem", () => {
  it("checks the length first, then the rule, on the text as given", () => {
    expect(contactFieldProblem("firstName", "x".repeat(61))).toBe("tooLong");
    expect(contactFieldProblem("firstName", "S")).toBe("invalid");
    expect(contactFieldProblem("firstName", "सीता")).toBeUndefined();
    expect(contactFieldProblem("phone", "")).toBeUndefined();
    expect(contactFieldProblem("service", "Hacking")).toBe("invalid");
    expect(contactFieldProblem("message", "Ten chars!")).toBeUndefined();
  });

  it("takes an empty portfolio link, or an http(s) address of at most 500 characters (DECISIONS.md 21)", () => {
    expect(contactFieldProblem("portfolio", "")).toBeUndefined();
    expect(contactFieldProblem("portfolio", "https://behance.net/sita")).toBeUndefined();
    expect(contactFieldProblem("portfolio", `https://example.com/${"a".repeat(480)}`)).toBeUndefined();
    expect(contactFieldProblem("portfolio", `https://example.com/${"a".repeat(481)}`)).toBe("tooLong");
    for (const bad of ["behance.net/sita", "javascript:alert(1)", "ftp://example.com/cv.pdf", "http://"])
      expect(contactFieldProblem("portfolio", bad), bad).toBe("invalid");
  });

  it("takes no budget, or one of the form's ranges by its id, and nothing else (DECISIONS.md 27)", () => {
    expect(Object.keys(contactBudgets)).toEqual([
      "under-50k",
      "50k-100k",
      "100k-250k",
      "250k-500k",
      "over-500k",
      "not-sure",
    ]);
    for (const id of ["", ...Object.keys(contactBudgets)])
      expect(contactFieldProblem("budget", id), id).toBeUndefined();
    for (const bad of ["Under NPR 50,000", "Not-Sure", "__proto__", "constructor", "hasOwnProperty", "50k"])
      expect(contactFieldProblem("budget", bad), bad).toBe("invalid");
    expect(contactFieldProblem("budget", "x".repeat(21))).toBe("tooLong");
  });
});

describe("isWebAddress", () => {
  it("is true only for absolute http and https URLs with a host", () => {
    expect(isWebAddress("http://example.com")).toBe(true);
    expect(isWebAddress("https://उदाहरण.नेपाल/cv")).toBe(true);
    expect(isWebAddress("mailto:a@b.np")).toBe(false);
    expect(isWebAddress("/relative")).toBe(false);
  });
});
