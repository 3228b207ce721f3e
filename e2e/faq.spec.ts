import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  AXE_TAGS,
  axeViolations,
  collectProblems,
  expectNoProblems,
  gotoReady,
  isMobile,
  revealAll,
  scrollToY,
  scrollY,
} from "./helpers";

const CATEGORIES = ["All", "Services", "Pricing", "Process", "Support", "Getting Started"];

const GROUPS = CATEGORIES.slice(1);
const CONTACT_CARD_TITLE = "Still have a question?";

const hero = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search the questions and answers" });
const browser = (page: Page) => page.getByRole("region", { name: "Find your answer" });
/** The category headings over the questions shown, in order (the contact card's heading left out). */
const groupHeadings = (page: Page) =>
  browser(page).getByRole("heading", { level: 2 }).filter({ hasNotText: CONTACT_CARD_TITLE });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });
const list = (page: Page) => page.getByRole("region", { name: "Find your answer" }).getByRole("list");
/** The questions shown: each a native disclosure (`<details>`), opened by its summary. */
const questions = (page: Page) => list(page).locator("summary");
const question = (page: Page, text: string) =>
  list(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${text}`) });
const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
/** What a question shows when open: its answer. */
const answerOf = (summary: Locator) => summary.locator("xpath=following-sibling::*[1]");

test.describe("/faq", () => {
  test("shows 15 questions in five categories, each tagged, and emits FAQPage JSON-LD", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(search(page)).toHaveAttribute("placeholder", "Search for answers...");
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("button")).toHaveText(
      CATEGORIES,
    );
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(questions(page)).toHaveCount(15);
    for (const summary of await questions(page).all()) expect(await isOpen(summary)).toBe(false);
    await expect(question(page, "How much does a website cost\\?")).toContainText("Pricing");

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
    const faq = jsonLd.find((data) => data["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(15);

    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expectNoProblems(problems);
  });

  test("the search box is in the hero, on the first screen", async ({ page }) => {
    await gotoReady(page, "/faq");
    await expect(hero(page).getByRole("search").getByRole("searchbox")).toHaveCount(1);
    await expect(search(page)).toBeInViewport({ ratio: 1 });
    await expect(browser(page).getByRole("searchbox")).toHaveCount(0);
    // What is typed there filters the questions below.
    await search(page).fill("hidden costs");
    await expect(questions(page)).toHaveText([/^Are there any hidden costs\?/]);
  });

  test("questions are grouped under their categories' headings; the chips and the search show only the groups that match", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    await expect(groupHeadings(page)).toHaveText(GROUPS);
    // Each heading is followed by its category's three questions, each tagged with it.
    for (const [index, category] of GROUPS.entries()) {
      const group = list(page).nth(index);
      const heading = groupHeadings(page).nth(index);
      await expect(group.locator("summary")).toHaveCount(3);
      for (const summary of await group.locator("summary").all())
        await expect(summary).toContainText(category);
      expect((await heading.boundingBox())!.y).toBeLessThan((await group.boundingBox())!.y);
    }

    // A chip, pressed, shows its category's three questions alone; "All" brings the fifteen back.
    await chip(page, "Process").click();
    await expect(chip(page, "Process")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect(groupHeadings(page)).toHaveText(["Process"]);
    await expect(questions(page)).toHaveCount(3);
    for (const summary of await questions(page).all()) await expect(summary).toContainText("Process");
    await chip(page, "All").click();
    await expect(groupHeadings(page)).toHaveText(GROUPS);
    await expect(questions(page)).toHaveCount(15);

    // "package" is in questions and answers of some categories only.
    await search(page).fill("package");
    await expect(groupHeadings(page)).toHaveText(["Pricing", "Support", "Getting Started"]);
    await search(page).fill("zzz");
    await expect(groupHeadings(page)).toHaveCount(0);
  });

  test(
    "the contact card is not a landmark nested in another, and stays in view beside the questions on wide screens",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/faq");
      // (The page's one complementary landmark is the phone's chat button, outside main.)
      await expect(page.getByRole("main").getByRole("complementary")).toHaveCount(0);
      const card = browser(page)
        .getByRole("heading", { level: 2, name: CONTACT_CARD_TITLE })
        .locator("xpath=..");
      await expect(card.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
      const lastQuestion = question(page, "Which package is right for my business\\?");
      if (isMobile()) {
        // Under the questions on a phone.
        expect((await card.boundingBox())!.y).toBeGreaterThan((await lastQuestion.boundingBox())!.y);
        return;
      }
      // Scrolled down to the last questions, the card is still there, under the fixed header.
      const lastGroup = groupHeadings(page).last();
      const { y } = (await lastGroup.boundingBox())!;
      await scrollToY(page, Math.round(await page.evaluate((top) => window.scrollY + top - 300, y)));
      await expect(lastQuestion).toBeInViewport();
      await expect(card).toBeInViewport({ ratio: 1 });
      expect(Math.round((await card.boundingBox())!.y)).toBe(72 + 32);
    },
  );

  for (const [language, path, typed] of [
    ["English", "/faq", "price"],
    ["Nepali", "/ne/faq", "मूल्य"],
  ] as const) {
    test(`the first keystroke of a search brings the results into view, the focus staying in the box (${language})`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      const box = page.locator("#faq-search");
      const results = page.locator("[aria-live=polite]").first();
      const firstQuestion = page.locator("main summary").first();
      // Before: the results start at the fold, or under it (the hero is tall).
      await expect(firstQuestion).not.toBeInViewport({ ratio: 1 });
      await box.click();
      await page.keyboard.type(typed.slice(0, 1));
      await expect(box).toBeFocused();
      await expect(firstQuestion).toBeInViewport({ ratio: 1 });
      await expect(results).toBeInViewport();
      // The search box stays on the screen, under the fixed header, and typing goes on in it.
      await expect
        .poll(() => box.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(72);
      await page.keyboard.type(typed.slice(1));
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(typed);
      await expect(firstQuestion).toBeInViewport({ ratio: 1 });
    });
  }

  test("under reduced motion the results come into view at once, without a smooth scroll", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/faq");
    const before = await scrollY(page);
    await search(page).click();
    await page.keyboard.type("p");
    // The next frame already shows them: a jump, not an animation.
    const after = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    );
    expect(after).toBeGreaterThan(before);
    await expect(page.locator("main summary").first()).toBeInViewport();
    await expect(search(page)).toBeFocused();
    // Scrolled up again, a second search does not move the page while the first one shows.
    await page.keyboard.type("rice");
    expect(await scrollY(page)).toBe(after);
  });

  test("the accordion opens one question at a time and closes the open one", async ({ page }) => {
    await gotoReady(page, "/faq");
    const first = question(page, "How long does it take to build a website\\?");
    const second = question(page, "How quickly do you respond to support requests\\?");

    await first.click();
    await expect.poll(() => isOpen(first)).toBe(true);
    const panel = answerOf(first);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("2-4 weeks");

    await second.click();
    await expect.poll(() => isOpen(second)).toBe(true);
    await expect.poll(() => isOpen(first)).toBe(false);
    await expect(panel).toBeHidden();
    await expect(page.getByText("within 4 hours")).toBeVisible();

    await second.click();
    await expect.poll(() => isOpen(second)).toBe(false);
    await expect(list(page).locator("details[open]")).toHaveCount(0);
  });

  test("the accordion works from the keyboard", async ({ page }) => {
    await gotoReady(page, "/faq");
    const item = question(page, "Do you offer payment plans\\?");
    await item.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(item)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(item)).toBe(false);
  });

  test("search matches answers too, whatever the case, and combines with the category", async ({ page }) => {
    await gotoReady(page, "/faq");
    // "milestones" appears only in an answer (payment plans).
    await search(page).fill("MILESTONES");
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page)).toContainText("Do you offer payment plans?");

    await search(page).fill("package");
    const inAllCategories = await questions(page).count();
    expect(inAllCategories).toBeGreaterThan(2);
    await chip(page, "Getting Started").click();
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page)).toContainText("Which package is right for my business?");
    await chip(page, "Process").click();
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText('No results found for "package"')).toBeVisible();
  });

  test("no match says so with the search text, and clearing the search brings everything back", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    await search(page).fill("Refund Policy");
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText('No results found for "Refund Policy"')).toBeVisible();
    await expect(page.getByText("Try a different search term or browse categories above")).toBeVisible();

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(questions(page)).toHaveCount(15);
  });

  test("passes axe's best-practice rules too (landmarks, headings), with a question open", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    await revealAll(page);
    const bestPractice = () => axeViolations(page, undefined, [...AXE_TAGS, "best-practice"]);
    expect(await bestPractice()).toEqual([]);
    await question(page, "How much does a website cost\\?").click();
    await chip(page, "Pricing").click();
    expect(await bestPractice()).toEqual([]);
  });
});
