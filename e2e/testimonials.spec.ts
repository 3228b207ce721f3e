import { expect, type Page, test } from "@playwright/test";
import { collectProblems, expectNoProblems, gotoReady, revealAll } from "./helpers";

const INDUSTRIES = ["Retail", "Creative Services", "Food & Beverage"];
const SERVICES = ["Starter Website", "Brand Identity", "Social Media Setup"];
const NAMES = ["Sushma Thapa", "Bikash Maharjan", "Anisha Gurung"];
/** The grid under 'All': the featured story (Sushma Thapa's) stands above it, not again in it. */
const LISTED = NAMES.slice(1);

const filterGroup = (page: Page) => page.getByRole("group", { name: "Filter stories" });
const groupingGroup = (page: Page) => page.getByRole("group", { name: "Group stories" });
const chip = (page: Page, name: string) => filterGroup(page).getByRole("button", { name, exact: true });
const grouping = (page: Page, name: "By Industry" | "By Service") =>
  groupingGroup(page).getByRole("button", { name, exact: true });
const stories = (page: Page) => page.getByRole("region", { name: "Stories from our first clients" });
const featured = (page: Page) => page.getByRole("region", { name: "Featured story" });
/** The clients' names on the cards of the grid, in order. */
const gridNames = async (page: Page) =>
  (await stories(page).getByRole("figure").allTextContents()).map(
    (text) => NAMES.find((name) => text.includes(name)) ?? text,
  );

test.describe("/testimonials", () => {
  test("shows the heading, the featured story and every story, with ratings read as text", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/testimonials");
    await expect(page).toHaveTitle(/Early Success Stories/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early Success Stories");

    await expect(featured(page).getByRole("figure")).toHaveCount(1);
    await expect(featured(page).getByRole("figure")).toContainText("Sushma Thapa");
    await expect(featured(page).getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(1);

    // The three stories are on the page: the featured one above, the other two in the grid.
    expect(await gridNames(page)).toEqual(LISTED);
    await expect(stories(page)).toContainText("Showing 3 of 3 stories, 1 of them featured above");
    await expect(stories(page).getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(1);
    await expect(stories(page).getByRole("img", { name: "4 out of 5 stars" })).toHaveCount(1);
    // Avatars show the first letter of the name.
    await expect(
      stories(page).getByRole("figure").first().locator("figcaption [aria-hidden=true]").first(),
    ).toHaveText("B");

    expectNoProblems(problems);
  });

  test("the clients' names sit level across a row of cards, and the chosen chip stands out", async ({
    page,
  }) => {
    await gotoReady(page, "/testimonials");
    await revealAll(page);
    const names = stories(page)
      .getByRole("figure")
      .getByText(new RegExp(`^(${NAMES.join("|")})$`));
    await expect(names).toHaveCount(LISTED.length);
    const tops = await names.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    // One row on a wide screen, one card per row on a phone.
    if (test.info().project.name === "desktop") expect(new Set(tops).size).toBe(1);
    else expect(tops).toEqual([...tops].sort((a, b) => a - b));

    // Chosen: filled, as the grouping toggle beside it is, not a tint of the others' white.
    const background = (name: string) =>
      chip(page, name).evaluate((element) => getComputedStyle(element).backgroundColor);
    const groupingBackground = await grouping(page, "By Industry").evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(await background("All")).toBe(groupingBackground);
    expect(await background("Retail")).not.toBe(groupingBackground);
  });

  test("All is chosen by default, grouped by industry, with one chip per industry", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(grouping(page, "By Industry")).toHaveAttribute("aria-pressed", "true");
    await expect(grouping(page, "By Service")).toHaveAttribute("aria-pressed", "false");
    await expect(filterGroup(page).getByRole("button")).toHaveText(["All", ...INDUSTRIES]);
  });

  test("a chip shows only the stories of that industry; the featured story stays", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    await chip(page, "Food & Beverage").click();
    await expect(chip(page, "Food & Beverage")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => gridNames(page)).toEqual(["Anisha Gurung"]);
    await expect(stories(page)).toContainText("Showing 1 of 3 stories");
    await expect(stories(page)).not.toContainText("featured above");
    await expect(featured(page)).toContainText("Sushma Thapa");

    await chip(page, "All").click();
    await expect.poll(() => gridNames(page)).toEqual(LISTED);
  });

  test("By Service lists the services as chips and filters by service", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    await grouping(page, "By Service").click();
    await expect(grouping(page, "By Service")).toHaveAttribute("aria-pressed", "true");
    await expect(filterGroup(page).getByRole("button")).toHaveText(["All", ...SERVICES]);
    await chip(page, "Brand Identity").click();
    await expect.poll(() => gridNames(page)).toEqual(["Bikash Maharjan"]);
  });

  test("switching the grouping keeps the filter", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    await chip(page, "Retail").click();
    await expect.poll(() => gridNames(page)).toEqual(["Sushma Thapa"]);

    // "Retail" is no service: the filter stays, so no story matches and nothing is chosen.
    await grouping(page, "By Service").click();
    await expect(filterGroup(page).getByRole("button", { pressed: true })).toHaveCount(0);
    await expect.poll(() => gridNames(page)).toEqual([]);
    await expect(stories(page)).toContainText('No stories match "Retail" when grouped by service.');
    await expect(featured(page)).toContainText("Sushma Thapa");

    // Back to industries, the same filter is still chosen.
    await grouping(page, "By Industry").click();
    await expect(chip(page, "Retail")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => gridNames(page)).toEqual(["Sushma Thapa"]);

    // And the empty view offers the way back to everything.
    await grouping(page, "By Service").click();
    await stories(page).getByRole("button", { name: "Show all stories" }).press("Enter");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    // The button went with the empty view: the focus is on the chip it pressed, not lost.
    await expect(chip(page, "All")).toBeFocused();
    await expect.poll(() => gridNames(page)).toEqual(LISTED);
  });

  test("the featured story is not repeated right below it, but a chip that matches it lists it", async ({
    page,
  }) => {
    await gotoReady(page, "/testimonials");
    await expect(featured(page)).toContainText("Sushma Thapa");
    await expect(stories(page)).not.toContainText("Sushma Thapa");
    // Two stories share the row: no empty third column beside them on a wide screen.
    await revealAll(page);
    const cards = stories(page).getByRole("listitem");
    const widths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    );
    const row = await stories(page)
      .getByRole("list")
      .evaluate((list) => list.getBoundingClientRect().width);
    if (test.info().project.name === "desktop")
      for (const width of widths) expect(width).toBeGreaterThan(row / 3);

    await chip(page, "Retail").click();
    await expect.poll(() => gridNames(page)).toEqual(["Sushma Thapa"]);
  });

  test("each story names its client and town, and links to the client's case study where there is one", async ({
    page,
  }) => {
    await gotoReady(page, "/testimonials");
    const story = (name: string) => page.getByRole("figure").filter({ hasText: name });
    await expect(story("Sushma Thapa")).toContainText("Himali Loom, Palpa");
    await expect(story("Anisha Gurung")).toContainText("Dhuwa Momo, Butwal");
    await expect(story("Bikash Maharjan")).toContainText("Lens & Light Studio, Kathmandu");
    await expect(
      story("Anisha Gurung").getByRole("link", { name: "Read the Dhuwa Momo case study" }),
    ).toHaveAttribute("href", "/portfolio/6");
    // No case study for the photography studio: no link that leads nowhere.
    await expect(story("Bikash Maharjan").getByRole("link")).toHaveCount(0);

    // The featured story's link leads to the case study, which names the same client and town.
    const link = story("Sushma Thapa").getByRole("link", { name: "Read the Himali Loom case study" });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portfolio\/1$/);
    await expect(page.getByRole("main")).toContainText("Client: Himali Loom, Palpa");
  });

  test("chips work from the keyboard", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    await chip(page, "Creative Services").focus();
    await page.keyboard.press("Enter");
    await expect(chip(page, "Creative Services")).toHaveAttribute("aria-pressed", "true");
    await grouping(page, "By Service").focus();
    await page.keyboard.press("Space");
    await expect(grouping(page, "By Service")).toHaveAttribute("aria-pressed", "true");
  });

  test("a quote or a headline holding a word longer than its line breaks it, and the page keeps its width @both-widths", async ({
    page,
  }) => {
    // What an editor may paste: an address, or a word with no space in it (docs/EDITING.md).
    const long = `https://example.com/${"a".repeat(300)}`;
    for (const path of ["/testimonials", "/portfolio/1", "/ne/testimonials"]) {
      await gotoReady(page, path);
      await revealAll(page);
      const widened = await page.evaluate((word) => {
        for (const text of document.querySelectorAll("main blockquote p, main h1, main h3"))
          text.textContent = `${text.textContent} ${word}`;
        return document.documentElement.scrollWidth - document.documentElement.clientWidth;
      }, long);
      expect(widened, path).toBe(0);
    }
  });

  test("'Get Started Now' under 'Be One of Our First Clients' leads to /contact", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    const banner = page.getByRole("region", { name: "Be One of Our First Clients" });
    await expect(banner.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/contact");
  });
});
