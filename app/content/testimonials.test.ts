import { describe, expect, it } from "vitest";
import { testimonials, testimonialsPage } from "./testimonials";

describe("testimonials content", () => {
  it("has the three samples of the spec, only the first featured", () => {
    expect(testimonials.map((item) => item.industry)).toEqual([
      "Retail",
      "Creative Services",
      "Food & Beverage",
    ]);
    expect(testimonials.map((item) => item.service)).toEqual([
      "Starter Website",
      "Brand Identity",
      "Social Media Setup",
    ]);
    expect(testimonials.map((item) => Boolean(item.featured))).toEqual([true, false, false]);
  });

  it("has unique ids, whole ratings from 1 to 5 and complete entries", () => {
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(testimonials.length);
    for (const item of testimonials) {
      expect(Number.isInteger(item.rating) && item.rating >= 1 && item.rating <= 5).toBe(true);
      for (const field of [item.name, item.role, item.company, item.quote]) expect(field.trim()).not.toBe("");
    }
  });

  it("has the page's heading and its call to action to /contact", () => {
    expect(testimonialsPage.hero.title).toBe("Early Success Stories");
    expect(testimonialsPage.cta.title).toBe("Be One of Our First Clients");
    expect(testimonialsPage.cta.primary).toEqual({ label: "Get Started Now", url: "/contact" });
    expect(testimonialsPage.browser.groupings.map((option) => option.label)).toEqual([
      "By Industry",
      "By Service",
    ]);
  });
});
