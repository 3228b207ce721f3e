import { describe, expect, it } from "vitest";
import { aboutPage } from "./about";
import { milestoneDate } from "./milestoneDate";
import { storyPage } from "./story";
import { valuesPage } from "./values";
import { site } from "./site";

const titlesOf = (items: { title: string }[]) => items.map((item) => item.title);

/** Every string of a content object, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The headings a visitor meets on a page: h1 and every section's h2. */
const sectionTitles = (page: Record<string, unknown>) =>
  Object.values(page).flatMap((section) =>
    section && typeof section === "object" && "title" in section ? [String(section.title)] : [],
  );

describe("/about", () => {
  it("opens with the hero 'Building Digital Foundations' and a call to action to /contact", () => {
    expect(aboutPage.hero.title).toBe("Building Digital Foundations");
    expect(aboutPage.hero.cta.url).toBe("/contact");
  });

  it("says the studio was founded in 2025 by a small team (DECISIONS.md 2)", () => {
    expect(aboutPage.beginning.title).toBe("Our Beginning");
    expect(site.foundingYear).toBe(2025);
    expect(aboutPage.beginning.paragraphs[0]).toContain("founded in 2025 by a small team");
  });

  it("has exactly the three about stats, the projects counted as on every page", () => {
    expect(aboutPage.stats.items).toEqual([
      { value: "5", label: "Projects in Our Portfolio" },
      { value: "100%", label: "Client Satisfaction" },
      { value: "24/7", label: "Dedication" },
    ]);
  });

  it("has the four core values, the three-step fresh approach and the four audiences, in order", () => {
    expect(aboutPage.coreValues.title).toBe("Core Values");
    expect(titlesOf(aboutPage.coreValues.items)).toEqual([
      "Innovation",
      "Passion",
      "Personal Approach",
      "Integrity",
    ]);
    expect(aboutPage.approach.title).toContain("Fresh Approach");
    expect(titlesOf(aboutPage.approach.steps)).toEqual([
      "Listen First",
      "Agile Solutions",
      "Hands-on Support",
    ]);
    expect(aboutPage.audiences.title).toBe("Who We Work With");
    expect(titlesOf(aboutPage.audiences.items)).toEqual([
      "Startups",
      "Small Business",
      "Local Services",
      "Creative Professionals",
    ]);
  });

  it("describes the team as small, remote from day one and constantly learning", () => {
    expect(aboutPage.team.title).toBe("Our Team");
    const text = stringsOf(aboutPage.team).join(" ").toLowerCase();
    for (const phrase of ["small", "remote", "from day one", "learning"]) expect(text).toContain(phrase);
  });

  it("closes with a call to action to /contact", () => {
    expect(aboutPage.closing.primary.url).toBe("/contact");
  });
});

describe("/about/our-story", () => {
  const { milestones } = storyPage.timeline;

  it("has the five milestones with their year and month, in order", () => {
    expect(milestones.map(({ year, month, ongoing }) => ({ year, month, ongoing }))).toEqual([
      { year: 2024, month: "April", ongoing: undefined },
      { year: 2024, month: "June", ongoing: undefined },
      { year: 2024, month: "September", ongoing: undefined },
      { year: 2024, month: "December", ongoing: undefined },
      { year: 2025, month: undefined, ongoing: true },
    ]);
    expect(titlesOf(milestones)).toEqual([
      "Founded in Kathmandu",
      "Our first client",
      "The team grows",
      "Work that brought results",
      "Serving clients in 3 countries",
    ]);
    for (const milestone of milestones) expect(milestone.description.length).toBeGreaterThan(40);
  });

  it("formats each milestone's date for people and for machines", () => {
    expect(milestones.map((milestone) => milestoneDate(milestone, storyPage.timeline.presentLabel))).toEqual([
      { label: "April 2024", dateTime: "2024-04" },
      { label: "June 2024", dateTime: "2024-06" },
      { label: "September 2024", dateTime: "2024-09" },
      { label: "December 2024", dateTime: "2024-12" },
      { label: "2025 – Present", dateTime: "2025" },
    ]);
  });

  it("shows the story claims of SPEC.md section 1, and the offices", () => {
    expect(storyPage.stats.items).toEqual([
      { value: "1+", label: "Years in Business" },
      { value: "5", label: "Projects in Our Portfolio" },
      { value: "8", label: "Team Members" },
      { value: "100%", label: "Client Satisfaction" },
      { value: "3", label: "Countries with Clients" },
      { value: "3", label: "Offices in Nepal and India" },
    ]);
    expect(site.offices.map((office) => office.country)).toEqual(["Nepal", "Nepal", "India"]);
  });

  it("has a vision and a mission", () => {
    expect(titlesOf(storyPage.purpose.items)).toEqual(["Our Vision", "Our Mission"]);
  });

  it("closes with 'Start Your Journey' to /contact", () => {
    expect(storyPage.closing.primary).toEqual({ label: "Start Your Journey", url: "/contact" });
    expect(storyPage.hero.cta.url).toBe("/contact");
  });
});

describe("/about/values", () => {
  it("has the six values in order", () => {
    expect(titlesOf(valuesPage.values.items)).toEqual([
      "Passion",
      "Collaboration",
      "Innovation",
      "Excellence",
      "Inclusivity",
      "Integrity",
    ]);
  });

  it("shows how the values are lived at work and in culture", () => {
    expect(titlesOf(valuesPage.practice.columns)).toEqual(["At Work", "In Our Culture"]);
    for (const column of valuesPage.practice.columns) expect(column.items.length).toBeGreaterThanOrEqual(3);
  });

  it("has a social responsibility section and calls to action to /contact", () => {
    expect(valuesPage.responsibility.title).toBe("Social Responsibility");
    expect(valuesPage.responsibility.aside.items.length).toBeGreaterThanOrEqual(3);
    expect(valuesPage.hero.cta.url).toBe("/contact");
    expect(valuesPage.closing.primary.url).toBe("/contact");
  });
});

describe("all three pages", () => {
  const all = { aboutPage, storyPage, valuesPage };

  it.each(Object.entries(all))("%s: its headings are unique and its items have unique titles", (_, page) => {
    const titles = sectionTitles(page);
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(new Set(titles).size).toBe(titles.length);
    for (const section of Object.values(page)) {
      for (const list of Object.values(section)) {
        if (Array.isArray(list) && list.every((item) => typeof item === "object" && "title" in item)) {
          const itemTitles = titlesOf(list);
          expect(new Set(itemTitles).size).toBe(itemTitles.length);
        }
      }
    }
  });

  it("have unique hero titles and no placeholder copy", () => {
    const heroes = Object.values(all).map((page) => page.hero.title);
    expect(new Set(heroes).size).toBe(3);
    const copy = Object.values(all).flatMap(stringsOf).join(" ");
    expect(copy).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it("name the studio from the identity module", () => {
    expect(aboutPage.hero.eyebrow).toContain(site.name);
    for (const office of site.offices) expect(stringsOf(aboutPage.team).join(" ")).toContain(office.city);
  });
});
