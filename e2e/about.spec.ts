import { expect, type Page, test } from "@playwright/test";
import { aboutPage } from "../app/content/about";
import { storyPage } from "../app/content/story";
import { valuesPage } from "../app/content/values";
import { pages } from "../app/content/pages";
import { gotoReady, headingLevels, isMobile, sectionNames, mainOf as main } from "./helpers";

// The binding strings of the issue and SPEC.md are written out here; headings the spec leaves open
// come from the content module.

const ABOUT_STATS = [
  ["5", "Projects in Our Portfolio"],
  ["100%", "Client Satisfaction"],
  ["24/7", "Dedication"],
];
const STORY_STATS = [
  ["1+", "Years in Business"],
  ["5", "Projects in Our Portfolio"],
  ["8", "Team Members"],
  ["100%", "Client Satisfaction"],
  ["3", "Countries with Clients"],
  ["3", "Offices in Nepal and India"],
];
const MILESTONES = [
  { date: "April 2024", dateTime: "2024-04", title: /Founded in Kathmandu/ },
  { date: "June 2024", dateTime: "2024-06", title: /first client/i },
  { date: "September 2024", dateTime: "2024-09", title: /The team grows/ },
  { date: "December 2024", dateTime: "2024-12", title: /Work that brought results/ },
  { date: "2025 – Present", dateTime: "2025", title: /3 countries/i },
];

const PAGES = [
  {
    path: "/about",
    meta: pages.about,
    h1: "Building Digital Foundations",
    sections: [
      "Building Digital Foundations",
      "Our Beginning",
      aboutPage.stats.title,
      "Core Values",
      aboutPage.approach.title,
      "Who We Work With",
      "Our Team",
      aboutPage.closing.title,
    ],
    closing: { title: aboutPage.closing.title, label: aboutPage.closing.primary.label },
  },
  {
    path: "/about/our-story",
    meta: pages.ourStory,
    h1: storyPage.hero.title,
    sections: [
      storyPage.hero.title,
      storyPage.timeline.title,
      storyPage.stats.title,
      storyPage.purpose.title,
      storyPage.closing.title,
    ],
    closing: { title: storyPage.closing.title, label: "Start Your Journey" },
  },
  {
    path: "/about/values",
    meta: pages.values,
    h1: valuesPage.hero.title,
    sections: [
      valuesPage.hero.title,
      valuesPage.values.title,
      valuesPage.practice.title,
      "Social Responsibility",
      valuesPage.closing.title,
    ],
    closing: { title: valuesPage.closing.title, label: valuesPage.closing.primary.label },
  },
];

const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });

async function expectStats(page: Page, name: string, expected: string[][]) {
  const stats = region(page, name);
  await expect(stats.locator("dl > div")).toHaveCount(expected.length);
  for (const [index, [value, label]] of expected.entries()) {
    const pair = stats.locator("dl > div").nth(index);
    await expect(pair.locator("dt")).toHaveText(label);
    await expect(pair.locator("dd")).toHaveText(value);
  }
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.locator("dd").first()).toBeVisible();
}

for (const spec of PAGES) {
  test.describe(spec.path, () => {
    test("has its title, one h1, its sections in order and a heading outline without gaps", async ({
      page,
    }) => {
      const response = await gotoReady(page, spec.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(spec.meta.title);

      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(spec.h1);
      await expect(h1).toBeVisible();

      expect(await sectionNames(page)).toEqual(spec.sections);
      for (const name of spec.sections.slice(1)) {
        await expect(main(page).getByRole("heading", { level: 2, name, exact: true })).toHaveCount(1);
      }

      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, index) => {
        expect(level, `heading ${index + 2} of ${levels.join(",")}`).toBeGreaterThan(1);
        expect(level, `heading ${index + 2} of ${levels.join(",")}`).toBeLessThanOrEqual(levels[index] + 1);
      });
    });

    test("calls to action in the hero and at the close lead to /contact", async ({ page }) => {
      await gotoReady(page, spec.path);
      const heroCta = region(page, spec.h1).getByRole("link");
      await expect(heroCta).toHaveCount(1);
      await expect(heroCta).toHaveAttribute("href", "/contact");
      await expect(heroCta).toBeVisible();

      const closing = region(page, spec.closing.title);
      const cta = closing.getByRole("link", { name: spec.closing.label, exact: true });
      await cta.scrollIntoViewIfNeeded();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", "/contact");
      expect((await sectionNames(page)).at(-1)).toBe(spec.closing.title);
    });
  });
}

test.describe("/about content", () => {
  test("tells the beginning, shows the three stats, values, approach, audiences and team", async ({
    page,
  }) => {
    await gotoReady(page, "/about");
    // Founded 2025 (DECISIONS.md 2), and told as one story with the timeline's April 2024.
    await expect(region(page, "Our Beginning")).toContainText("founded in 2025 by a small team");
    await expect(region(page, "Our Beginning")).toContainText(
      "working together since April 2024, in Kathmandu",
    );

    await expectStats(page, aboutPage.stats.title, ABOUT_STATS);

    const values = region(page, "Core Values");
    await expect(values.getByRole("listitem")).toHaveCount(4);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Passion",
      "Personal Approach",
      "Integrity",
    ]);

    const approach = region(page, aboutPage.approach.title);
    await expect(approach.getByRole("heading", { level: 2 })).toHaveText(/Fresh Approach/);
    await expect(approach.locator("ol > li")).toHaveCount(3);
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText([
      "Listen First",
      "Agile Solutions",
      "Hands-on Support",
    ]);

    const audiences = region(page, "Who We Work With");
    await expect(audiences.getByRole("listitem")).toHaveCount(4);
    await expect(audiences.getByRole("heading", { level: 3 })).toHaveText([
      "Startups",
      "Small Business",
      "Local Services",
      "Creative Professionals",
    ]);

    const team = region(page, "Our Team");
    await expect(team).toContainText("small team");
    await expect(team).toContainText(/remote(ly)? from day one/i);
    await expect(team).toContainText(/learning/i);
    for (const heading of await team.getByRole("heading", { level: 4 }).all()) {
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
  });
});

test.describe("/about team", () => {
  test("lists the people, each with a name, a role and a portrait described in its alt text", async ({
    page,
  }) => {
    await gotoReady(page, "/about");
    const team = region(page, "Our Team");
    const people = team.getByRole("list", { name: aboutPage.team.peopleLabel, exact: true });
    const members = people.getByRole("listitem");
    const count = await members.count();
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(10);

    const names = new Set<string>();
    for (const [index, member] of (await members.all()).entries()) {
      const person = aboutPage.team.people[index];
      await member.scrollIntoViewIfNeeded();
      const name = member.getByRole("heading", { level: 4 });
      await expect(name).toHaveText(person.name);
      await expect(name).toBeVisible();
      names.add(person.name);
      await expect(member).toContainText(person.role);
      await expect(member).toContainText(person.note);

      // The portrait: the studio's own illustration, named after its person, loaded at its size.
      const portrait = member.getByRole("img");
      await expect(portrait).toHaveCount(1);
      await expect(portrait).toHaveAccessibleName(new RegExp(person.name));
      await expect(portrait).toHaveAttribute("src", /^\/team\/[a-z-]+\.svg$/);
      await expect(portrait).toHaveAttribute("width", /^\d+$/);
      await expect(portrait).toHaveAttribute("height", /^\d+$/);
      await expect(portrait).toBeVisible();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    expect(names.size).toBe(count);
    // The roles of a small studio: who leads, designs, builds, writes and markets.
    const roles = (await people.textContent()) ?? "";
    for (const role of [/Founder/, /Designer/, /Developer/, /Writer/, /SEO/]) expect(roles).toMatch(role);
  });

  test("ends with a short note from the founder in her own words, signed with her name and role", async ({
    page,
  }) => {
    await gotoReady(page, "/about");
    const team = region(page, "Our Team");
    const { founderNote } = aboutPage.team;
    const note = team.getByRole("figure").filter({ has: page.getByRole("blockquote") });
    await expect(note).toHaveCount(1);
    await note.scrollIntoViewIfNeeded();
    await expect(note.getByRole("heading", { level: 3 })).toHaveText(founderNote.title);

    const words = note.getByRole("blockquote").locator("p");
    expect(await words.count()).toBeGreaterThanOrEqual(2);
    await expect(note.getByRole("blockquote")).toContainText(/\bI\b/);

    // Signed: her name and role under the note, and she is one of the people listed above.
    const signature = note.locator("figcaption");
    await expect(signature).toBeVisible();
    await expect(signature).toContainText(founderNote.name);
    await expect(signature).toContainText(founderNote.role);
    expect(founderNote.role).toMatch(/Founder/);
    const founder = team
      .getByRole("list", { name: aboutPage.team.peopleLabel })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: founderNote.name }) });
    await expect(founder).toContainText(founderNote.role);
  });

  test(
    "on a phone the team comes before the values; wider, SPEC's order",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/about");
      const top = async (name: string) => (await region(page, name).boundingBox())!.y;
      const [team, values, audiences, closing] = await Promise.all(
        [
          aboutPage.team.title,
          aboutPage.coreValues.title,
          aboutPage.audiences.title,
          aboutPage.closing.title,
        ].map(top),
      );
      if (isMobile()) {
        expect(team).toBeLessThan(values);
      } else {
        expect(team).toBeGreaterThan(audiences);
      }
      // Either way the closing call to action ends the page.
      expect(closing).toBeGreaterThan(Math.max(team, values, audiences));
    },
  );
});

test.describe("/about/our-story content", () => {
  test("lists the five milestones in order, each with its date, title and text", async ({ page }) => {
    await gotoReady(page, "/about/our-story");
    const timeline = region(page, storyPage.timeline.title);
    const list = timeline.getByRole("list");
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((el) => el.tagName)).toBe("OL");
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(5);

    for (const [index, milestone] of MILESTONES.entries()) {
      const item = items.nth(index);
      await item.scrollIntoViewIfNeeded();
      const time = item.locator("time");
      await expect(time).toHaveText(milestone.date);
      await expect(time).toHaveAttribute("datetime", milestone.dateTime);
      await expect(time).toBeVisible();
      const heading = item.getByRole("heading", { level: 3 });
      await expect(heading).toHaveText(milestone.title);
      await expect(heading).toBeVisible();
      expect((await item.locator("p").last().innerText()).length).toBeGreaterThan(40);
    }
    // The date of each milestone is read before its title.
    const firstText = await items.first().innerText();
    expect(firstText.indexOf("2024")).toBeLessThan(firstText.indexOf("Founded"));
  });

  test("tells how the April 2024 start became the company registered in 2025", async ({ page }) => {
    await gotoReady(page, "/about/our-story");
    const items = region(page, storyPage.timeline.title).getByRole("listitem");
    await expect(items.first()).toContainText("April 2024");
    await expect(items.last()).toContainText("2025 – Present");
    await expect(items.last()).toContainText("In 2025 we registered the company, Sathi Digital Pvt. Ltd.");
  });

  test("shows the six story stats, a vision and a mission, and 'Start Your Journey'", async ({ page }) => {
    await gotoReady(page, "/about/our-story");
    await expectStats(page, storyPage.stats.title, STORY_STATS);

    const purpose = region(page, storyPage.purpose.title);
    await expect(purpose.getByRole("heading", { level: 3 })).toHaveText(["Our Vision", "Our Mission"]);

    const journey = main(page).getByRole("link", { name: "Start Your Journey", exact: true });
    await expect(journey).toHaveCount(1);
    await expect(journey).toHaveAttribute("href", "/contact");
  });
});

test.describe("/about/values content", () => {
  test("shows the six values, how they are lived at work and in culture, and social responsibility", async ({
    page,
  }) => {
    await gotoReady(page, "/about/values");
    const values = region(page, valuesPage.values.title);
    await expect(values.getByRole("listitem")).toHaveCount(6);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Passion",
      "Collaboration",
      "Innovation",
      "Excellence",
      "Inclusivity",
      "Integrity",
    ]);

    const practice = region(page, valuesPage.practice.title);
    await expect(practice.getByRole("heading", { level: 3 })).toHaveText(["At Work", "In Our Culture"]);
    await expect(practice.getByRole("list")).toHaveCount(2);
    for (const list of await practice.getByRole("list").all()) {
      expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }

    const responsibility = region(page, "Social Responsibility");
    await responsibility.scrollIntoViewIfNeeded();
    await expect(responsibility.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await responsibility.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);

    // The hero and the closing banner both lead to /contact.
    await expect(main(page).locator('a[href="/contact"]')).toHaveCount(2);
  });
});
