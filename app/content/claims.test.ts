import { describe, expect, it } from "vitest";
import { aboutPage } from "./about";
import { hero, stats as homeStats } from "./home";
import { caseStudies as projects } from "./caseStudies";
import { site } from "./site";
import { storyPage, workBegan } from "./story";

/** Every band of numbers a visitor meets, by the page it is on. */
const bands = {
  "/": homeStats.items,
  "/about": aboutPage.stats.items,
  "/about/our-story": storyPage.stats.items,
  ...Object.fromEntries(projects.map((project) => [project.link, project.outcomes])),
};

describe("the studio's claims agree from page to page", () => {
  it("one founding story: work began in April 2024 in Kathmandu, the company was registered in 2025", () => {
    const [first] = storyPage.timeline.milestones;
    const present = storyPage.timeline.milestones.at(-1);
    expect(workBegan).toBe("April 2024");
    expect(first.title).toBe("Founded in Kathmandu");
    expect(site.foundingYear).toBe(2025);
    expect(present?.year).toBe(site.foundingYear);
    expect(present?.description).toContain(`In ${site.foundingYear} we registered the company`);
    // The about page says founded 2025 (DECISIONS.md 2) and when the work began.
    const beginning = aboutPage.beginning.paragraphs[0];
    expect(beginning).toContain("founded in 2025 by a small team");
    expect(beginning).toContain(`since ${workBegan}, in Kathmandu`);
    expect(aboutPage.beginning.aside.items[0].description).toContain(workBegan);
  });

  it("a number called the same on two pages has the same value", () => {
    const all = [...Object.values(bands).flat(), ...hero.highlights];
    for (const stat of all) {
      const same = all.filter((other) => other.label.toLowerCase() === stat.label.toLowerCase());
      expect(
        same.map((other) => other.value),
        stat.label,
      ).toEqual(same.map(() => stat.value));
    }
  });

  it("every band has three, four or six numbers, so no number is left alone on a row", () => {
    for (const [path, items] of Object.entries(bands)) expect([3, 4, 6], path).toContain(items.length);
  });
});
