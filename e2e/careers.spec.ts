import { expect, type Page, test } from "@playwright/test";
import {
  collectProblems,
  expectNoProblems,
  gotoReady,
  isMobile,
  sectionNames,
  startsWith,
  tabUntilFocused,
  mainOf as main,
} from "./helpers";

const PATH = "/about/careers";
const PAGE_TITLE = "Careers: Join Our Remote-First Team | Sathi Digital";

/** The openings a visitor sees, in order (SPEC.md section 3), and where 'Apply Now' leads (DECISIONS.md 6). */
const OPENINGS = [
  {
    title: "Senior UX/UI Designer",
    department: "Design",
    location: "Remote US/EU",
    type: "Full-time",
    // Where it works from: the hours it shares with the team in Nepal. No salary band is set yet.
    facts: ["At least 3 hours a day with our team in Nepal (UTC+5:45)"],
    apply: "/contact?role=senior-ux-ui-designer#contact-form",
  },
  {
    title: "Full Stack Developer",
    department: "Engineering",
    location: "Remote Worldwide",
    type: "Full-time",
    apply: "/contact?role=full-stack-developer#contact-form",
  },
  {
    title: "Digital Marketing Specialist",
    department: "Marketing",
    location: "Hybrid",
    type: "Full-time",
    apply: "/contact?role=digital-marketing-specialist#contact-form",
  },
] as const;
type Opening = (typeof OPENINGS)[number];

const HERO_TITLE = "Do the best work of your career with a small, ambitious team";
const CULTURE_TITLE = "A small team where your work is seen";
const BENEFITS_TITLE = "What you get from us";
const OPENINGS_TITLE = "Current openings";
const HIRING_TITLE = "Three steps, and an answer at every one";
const CTA_TITLE = "Don't see your role?";

const openingsRegion = (page: Page) => page.getByRole("region", { name: OPENINGS_TITLE, exact: true });
/**
 * An opening: a native disclosure (`<details>`; one open at a time, as they share a name), whose
 * summary holds the job title's heading and its facts.
 */
const opening = (page: Page, job: Opening) =>
  openingsRegion(page)
    .locator("details")
    .filter({ has: page.getByRole("heading", { level: 3, name: job.title, exact: true }) });
/** What opens and closes an opening: its summary. */
const trigger = (page: Page, job: Opening) => opening(page, job).locator("summary");
/** What an opening shows when open. */
const panelOf = (page: Page, job: Opening) => opening(page, job).locator(":scope > div");
const isOpen = (page: Page, job: Opening) =>
  opening(page, job).evaluate((details) => (details as HTMLDetailsElement).open);

async function expectOnlyOpen(page: Page, openTitle: string | null) {
  for (const job of OPENINGS) {
    const open = job.title === openTitle;
    await expect.poll(() => isOpen(page, job), job.title).toBe(open);
    if (open) await expect(panelOf(page, job)).toBeVisible();
    else await expect(panelOf(page, job)).toBeHidden();
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/about/careers", () => {
  test("has its title, one h1 and the sections in order", async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    const response = await gotoReady(page, PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(PAGE_TITLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO_TITLE);

    const names = await sectionNames(page);
    expect(names).toEqual([
      HERO_TITLE,
      CULTURE_TITLE,
      BENEFITS_TITLE,
      OPENINGS_TITLE,
      HIRING_TITLE,
      CTA_TITLE,
    ]);
    // Heading order: every h3 of the page comes after an h2, no level is skipped.
    const levels = await main(page)
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1] + 1);
    });
    expectNoProblems(problems);
  });

  test("shows the culture, six benefits and the three-step hiring process", async ({ page }) => {
    await gotoReady(page, PATH);
    const culture = page.getByRole("region", { name: CULTURE_TITLE, exact: true });
    await expect(culture.getByText(/remote-first from day one/)).toBeVisible();
    for (const city of ["Butwal", "Kathmandu", "Bangalore"]) {
      await expect(culture.getByRole("definition").filter({ hasText: city })).toHaveCount(1);
    }

    const benefits = page.getByRole("region", { name: BENEFITS_TITLE, exact: true });
    await benefits.scrollIntoViewIfNeeded();
    await expect(benefits.getByRole("listitem")).toHaveCount(6);
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const item of await benefits.getByRole("listitem").all()) await expect(item).toBeVisible();

    const hiring = page.getByRole("region", { name: HIRING_TITLE, exact: true });
    await hiring.scrollIntoViewIfNeeded();
    const steps = hiring.getByRole("list").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(hiring.getByRole("heading", { level: 3 })).toHaveText([
      "Apply",
      "Meet the team",
      "Paid task and offer",
    ]);
    for (const step of await steps.all()) await expect(step).toBeVisible();
  });

  test("lists the three openings as closed disclosures, each titled and with its facts", async ({ page }) => {
    await gotoReady(page, PATH);
    const region = openingsRegion(page);
    await expect(region.getByRole("list").first().locator(":scope > li")).toHaveCount(3);
    await expect(region.locator("details")).toHaveCount(3);
    // One name for the three: the browser keeps one open at a time.
    const names = await region
      .locator("details")
      .evaluateAll((all) => all.map((d) => d.getAttribute("name")));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
    for (const job of OPENINGS) {
      const summary = trigger(page, job);
      await expect(summary).toHaveCount(1);
      expect(await isOpen(page, job)).toBe(false);
      // The summary holds the role's heading, then its facts.
      await expect(summary.getByRole("heading", { level: 3 })).toHaveText(job.title);
      await expect(summary).toHaveText(startsWith(job.title));
      const facts = [job.department, job.location, job.type, ...("facts" in job ? job.facts : [])];
      // No salary band until the agency sets one (content/en/jobs/).
      await expect(summary).not.toContainText("NPR");
      for (const fact of facts) {
        await expect(summary.getByText(fact, { exact: true })).toBeVisible();
      }
      await expect(panelOf(page, job)).toBeHidden();
    }
  });

  test("opens one role at a time and closes the open one on a second click", async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, PATH);
    const [designer, developer, marketer] = OPENINGS;

    await trigger(page, designer).click();
    await expectOnlyOpen(page, designer.title);
    const panel = panelOf(page, designer);
    await expect(panel.getByText(/^Lead the user experience/)).toBeVisible();
    for (const name of ["Responsibilities", "Requirements"]) {
      await expect(panel.getByRole("heading", { level: 4, name, exact: true })).toBeVisible();
    }
    const lists = panel.getByRole("list");
    await expect(lists).toHaveCount(2);
    for (const list of await lists.all()) {
      const count = await list.getByRole("listitem").count();
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
    await expect(panel.getByRole("list").first()).toContainText("Figma");

    // Opening another role closes the first.
    await trigger(page, developer).click();
    await expectOnlyOpen(page, developer.title);
    await expect(panelOf(page, developer).getByRole("listitem").first()).toBeVisible();
    await trigger(page, marketer).click();
    await expectOnlyOpen(page, marketer.title);

    // The open one closes again: nothing open.
    await trigger(page, marketer).click();
    await expectOnlyOpen(page, null);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("works from the keyboard: the hero link leads to the openings, Enter and Space toggle", async ({
    page,
  }) => {
    await gotoReady(page, PATH);
    const [designer, developer] = OPENINGS;
    await tabUntilFocused(page, /^See Open Roles/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/careers#openings$/);
    await expect(
      openingsRegion(page).getByRole("heading", { level: 2, name: OPENINGS_TITLE }),
    ).toBeInViewport();

    // Focus moved to the openings, so the next Tab reaches the first role.
    await page.keyboard.press("Tab");
    await expect(trigger(page, designer)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, designer.title);

    // Into the open panel: its Apply Now link comes next, then the next role.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: `Apply Now for ${designer.title}` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(trigger(page, developer)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, developer.title);
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, null);
    await expect(trigger(page, developer)).toBeFocused();
  });

  test("opening a role below an open one keeps its button in view, clear of the header", async ({ page }) => {
    await gotoReady(page, PATH);
    const [designer, developer] = [trigger(page, OPENINGS[0]), trigger(page, OPENINGS[1])];
    await designer.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, OPENINGS[0].title);
    await developer.focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, OPENINGS[1].title);

    const header = (await page.getByRole("banner").boundingBox())!;
    await expect
      .poll(async () => (await developer.boundingBox())!.y, { timeout: 3000 })
      .toBeGreaterThanOrEqual(header.y + header.height);
    await expect(developer).toBeInViewport();
  });

  test("the hero's 'See Open Roles' scrolls to the openings, 100px below the top", async ({ page }) => {
    await gotoReady(page, PATH);
    await main(page).getByRole("link", { name: "See Open Roles" }).click();
    await expect(page).toHaveURL(/#openings$/);
    await expect
      .poll(() => page.evaluate(() => document.getElementById("openings")!.getBoundingClientRect().top), {
        message: "the openings settle 100px below the viewport top",
      })
      .toBeCloseTo(100, 0);
  });

  test("each role's 'Apply Now' leads to the contact form with the role", async ({ page }) => {
    await gotoReady(page, PATH);
    for (const job of OPENINGS) {
      await trigger(page, job).click();
      const links = panelOf(page, job).getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(`Apply Now for ${job.title}`);
      // Visibly just "Apply Now"; the role completes the name for screen readers only.
      await expect(links).toHaveText(`Apply Now for ${job.title}`);
      const visibleText = await links.evaluate((link) => {
        const copy = link.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
        return copy.textContent?.trim();
      });
      expect(visibleText).toBe("Apply Now");
      await expect(links).toHaveAttribute("href", job.apply);
    }
    // Every role's link is in the page (in closed panels too), and only those.
    await expect(main(page).getByRole("link", { name: /^Apply Now/, includeHidden: true })).toHaveCount(3);

    // Following one names the opening by its id in the `role` parameter the contact form reads.
    const [designer] = OPENINGS;
    await trigger(page, designer).click();
    await panelOf(page, designer)
      .getByRole("link", { name: /^Apply Now/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?role=senior-ux-ui-designer#contact-form$/);
    expect(new URL(page.url()).searchParams.get("role")).toBe("senior-ux-ui-designer");
  });

  test("closes with 'Submit Your Resume' to /contact", async ({ page }) => {
    await gotoReady(page, PATH);
    const banner = page.getByRole("region", { name: CTA_TITLE, exact: true });
    await banner.scrollIntoViewIfNeeded();
    const link = banner.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName("Submit Your Resume");
    await expect(link).toHaveAttribute("href", "/contact");
    await expect(link).toBeVisible();
  });

  // axe, closed and with a role open, and no sideways scroll at rest: pages.spec.ts.
  test(
    "a role open, even the longest on a phone, does not scroll the page sideways",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, PATH);
      await trigger(page, OPENINGS[0]).click();
      await expectOnlyOpen(page, OPENINGS[0].title);
      await expectNoHorizontalScroll(page);
      if (isMobile()) {
        await trigger(page, OPENINGS[2]).click();
        await expectOnlyOpen(page, OPENINGS[2].title);
        await expectNoHorizontalScroll(page);
      }
    },
  );
});
