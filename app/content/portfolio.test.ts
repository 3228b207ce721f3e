import { describe, expect, it } from "vitest";
import { portfolioCategories, portfolioPage, projects } from "./portfolio";
import { findProject } from "./projectLookup";

describe("portfolio content", () => {
  it("has the five projects of the spec with their ids, titles and categories", () => {
    expect(projects.map((project) => [project.id, project.title, project.category])).toEqual([
      [1, "E-commerce Platform Redesign", "Web Design"],
      [2, "Financial Service Brand Identity", "Branding"],
      [4, "Travel Blog Platform", "Web Development"],
      [5, "SaaS Dashboard Redesign", "UI/UX Design"],
      [6, "Restaurant Promotional Campaign", "Marketing"],
    ]);
  });

  it("links each project to /portfolio/{id} and finds it by that path only", () => {
    expect(projects.map((project) => project.link)).toEqual([
      "/portfolio/1",
      "/portfolio/2",
      "/portfolio/4",
      "/portfolio/5",
      "/portfolio/6",
    ]);
    expect(findProject("/portfolio/4")?.title).toBe("Travel Blog Platform");
    expect(findProject("/portfolio/3")).toBeUndefined();
  });

  it("gives every project its own artwork with alt text and a complete case study", () => {
    expect(new Set(projects.map((project) => project.artwork.base)).size).toBe(5);
    for (const project of projects) {
      expect(project.image).toBe(`${project.artwork.base}-1600.jpg`);
      expect(project.artwork.alt.length).toBeGreaterThan(40);
      expect(project.work.length).toBeGreaterThanOrEqual(3);
      expect(project.outcomes).toHaveLength(3);
      for (const text of [project.description, project.challenge, project.result, project.client]) {
        expect(text.trim()).not.toBe("");
      }
    }
  });

  it("has the filter categories and the closing banner of the spec", () => {
    expect(portfolioCategories).toEqual([
      "Web Design",
      "Branding",
      "Web Development",
      "UI/UX Design",
      "Marketing",
    ]);
    expect(portfolioPage.hero.title).toBe("Our Creative Portfolio");
    expect(portfolioPage.closing.title).toBe("Ready to Start Your Project?");
    expect(portfolioPage.closing.primary).toEqual({ label: "Get in Touch", url: "/contact" });
  });
});
