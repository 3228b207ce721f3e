import { describe, expect, it } from "vitest";
import { appliedRole } from "./apply";
import { isValidEmail } from "./email";
import { includesQuery, splitByQuery } from "./search";

describe("isValidEmail", () => {
  it("accepts ordinary addresses, trimmed", () => {
    expect(isValidEmail("ram@example.com.np")).toBe(true);
    expect(isValidEmail("  sita.k+news@mail.co  ")).toBe(true);
  });
  it("accepts names and domains in other scripts", () => {
    expect(isValidEmail("राम@उदाहरण.नेपाल")).toBe(true);
    expect(isValidEmail("o'neil@xn--wgv71a.xn--p1ai")).toBe(true);
    expect(isValidEmail("ram@उदाहरण१२.नेपाल")).toBe(true);
  });
  it("rejects numbers that are not digits, which a domain's ASCII form turns into punctuation", () => {
    // ⑴ becomes "(1)" and 🄁 "0," (IDNA): the address mailed would not be the one checked.
    for (const value of ["asha@x⑴y.example", "asha@attacker🄁victim.example", "asha@victim.example⑴"]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
  it("rejects addresses without a domain, a dot, or with spaces", () => {
    for (const value of ["", "ram", "ram@", "ram@example", "ram @example.com", "@example.com", "a@b."]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
  it("rejects misplaced dots, underscores or hyphens in the domain, a second @, and an encoded word's =?", () => {
    for (const value of [
      "user.@example.com",
      ".user@example.com",
      "us..er@example.com",
      "user@exa_mple.com",
      "user@-example.com",
      "user@example-.com",
      "user@example..com",
      "user@example.c",
      "user@example.123",
      "us@er@example.com",
      "=?utf-8?q?a?=@x.com",
    ]) {
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

describe("appliedRole", () => {
  it("names an open role by its opening's id only, with its title in the page's language", () => {
    expect(appliedRole("full-stack-developer")).toBe("Full Stack Developer");
    expect(appliedRole(" senior-ux-ui-designer ")).toBe("Senior UX/UI Designer");
    for (const param of [null, "", "Hacker<script>", "Full Stack Developer", "Full-Stack-Developer"]) {
      expect(appliedRole(param), String(param)).toBe("");
    }
  });
});
