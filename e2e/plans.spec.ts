import { expect, type Locator, type Page, test } from "@playwright/test";
import { pages } from "../app/content/pages";
import { CARD_FEATURE_LIMIT, type Inclusion, plans, plansPage } from "../app/content/plans";
import {
  axeViolations,
  collectProblems,
  expectNoProblems,
  gotoReady,
  headingLevels,
  isMobile,
  settle,
  sectionNames,
  waitFrames,
  mainOf as main,
} from "./helpers";

// The binding strings of the issue and SPEC.md are written out here; the feature lists, and so the
// '+N more features' counts, come from the content module.

const PLANS = [
  { id: "startup", name: "Startup Package", button: "Get Started" },
  { id: "growth", name: "Growth Package", button: "Most Popular" },
  { id: "enterprise", name: "Enterprise Solution", button: "Contact Us" },
];
const CATEGORIES = ["Website", "Brand & Content", "Support & Extras"];
const TEXT: Record<Inclusion, string> = {
  included: "Included",
  excluded: "Not included",
  partial: "Limited",
  limited: "Limited",
};

/** The fixed header's height: what is under it is not seen. */
const HEADER_HEIGHT = 72;

const explorer = (page: Page) => main(page).getByRole("region", { name: plansPage.explorer.title });
const viewButton = (page: Page, name: "Card View" | "Comparison") =>
  explorer(page).getByRole("group", { name: plansPage.viewLabel }).getByRole("button", { name, exact: true });
const cards = (page: Page) =>
  explorer(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const table = (page: Page) => explorer(page).getByRole("table");
/** Phones: the buttons choosing which plan's column the comparison shows. */
const planSwitcher = (page: Page) =>
  explorer(page).getByRole("group", { name: plansPage.table.planSwitcher });
const categoryButton = (page: Page, name: string) => table(page).getByRole("button", { name, exact: true });
const textOf = (inclusion: Inclusion) => TEXT[inclusion];
/** A feature of a plan, from the content module: its tooltip copy is read from there. */
const featureOf = (planName: string, name: string) =>
  plans
    .find((plan) => plan.name === planName)!
    .categories.flatMap((category) => category.features)
    .find((feature) => feature.name === name)!;
const tooltipOf = (planName: string, name: string) => featureOf(planName, name).tooltip!;
/** The comparison's cells of one feature's row that are shown: one per plan, or on a phone the chosen plan's. */
const rowCells = (page: Page, feature: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: feature, exact: true }) })
    .getByRole("cell");

/**
 * Runs `check` for each plan with that plan's cell of a row: on desktop the plan's column of the
 * table, on a phone the one column shown once the plan is chosen in the switcher.
 */
async function forEachPlanColumn(
  page: Page,
  check: (planIndex: number, cellOf: (feature: string) => Locator) => Promise<void>,
) {
  for (const [index, plan] of plans.entries()) {
    if (isMobile()) {
      await planSwitcher(page).getByRole("button", { name: plan.shortName, exact: true }).click();
      await expect(table(page).getByRole("columnheader")).toHaveText(["Feature", plan.name]);
    }
    await check(index, (feature) =>
      isMobile() ? rowCells(page, feature) : rowCells(page, feature).nth(index),
    );
  }
}

/**
 * The figures SPEC.md section 9 requires, as visible text: the card shows them under the feature
 * name, the comparison in each plan's cell.
 */
const FIGURES: [feature: string, startup: string | null, growth: string | null, enterprise: string | null][] =
  [
    ["Custom website design", "5-page website", "Up to 15 pages", "No page limit"],
    ["Online shop", null, "Up to 50 products", "Unlimited products"],
    ["Content writing", "3 pages written", "Every page written", "Every page written"],
    ["Content updates", null, "Up to 5 per month", "Unlimited"],
    ["Content calendar", null, "3 months", "12 months"],
    ["Support after launch", "3 months", "6 months", "12 months, priority"],
    ["Training for your team", "1 hour", "3 hours", "Unlimited"],
  ];

/** The page's own horizontal overflow: scrollWidth and clientWidth of the document. */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

async function showComparison(page: Page) {
  await viewButton(page, "Comparison").click();
  await expect(viewButton(page, "Comparison")).toHaveAttribute("aria-pressed", "true");
  await expect(table(page)).toBeVisible();
}

async function expandAll(page: Page) {
  for (const name of CATEGORIES) {
    const button = categoryButton(page, name);
    if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
}

/** The open tooltip must lie inside the viewport, sideways, with its text wrapped inside it. */
async function expectInsideViewport(tooltip: Locator, page: Page) {
  const box = (await tooltip.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const overflow = await tooltip.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, "the tooltip's text overflows its bubble").toBeLessThanOrEqual(1);
}

test.describe("/plans", () => {
  test("has its title, one h1, the explorer and the custom box, and a heading outline without gaps", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    const response = await gotoReady(page, "/plans");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(pages.plans.title);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText("Choose Your Plan");

    const sections = await sectionNames(page);
    expect(sections).toEqual(["Choose Your Plan", plansPage.explorer.title, "Need a Custom Solution?"]);

    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level, `heading ${index + 2} of ${levels.join(",")}`).toBeGreaterThan(1);
      expect(level, `heading ${index + 2} of ${levels.join(",")}`).toBeLessThanOrEqual(levels[index] + 1);
    });

    expectNoProblems(problems);
  });

  test("the pre-rendered page shows the card view, with Card View pressed and working tooltips", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/plans`);
    await expect(viewButton(page, "Card View")).toHaveAttribute("aria-pressed", "true");
    await expect(viewButton(page, "Comparison")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("table")).toHaveCount(0);
    // Before any script runs, CSS opens a tooltip on keyboard focus.
    await card(page, "Growth Package").getByRole("button", { name: "About Online shop" }).focus();
    await expect(page.getByRole("tooltip")).toHaveText(tooltipOf("Growth Package", "Online shop"));
    await expect(page.getByRole("tooltip")).toBeVisible();
    // The figures are text on the page, not only in tooltips.
    await expect(card(page, "Startup Package").getByText("5-page website", { exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe("/plans card view", () => {
  test("shows the three packages by name, each with its button to /contact", async ({ page }) => {
    await gotoReady(page, "/plans");
    await expect(viewButton(page, "Card View")).toHaveAttribute("aria-pressed", "true");
    await expect(viewButton(page, "Comparison")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(PLANS.map((plan) => plan.name));

    for (const plan of PLANS) {
      const links = card(page, plan.name).getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveText(plan.button);
      await expect(links).toHaveAttribute("href", `/contact?package=${plan.id}`);
    }

    // Growth's button is the crimson primary, the others are outline buttons.
    const background = (name: string) =>
      card(page, name)
        .getByRole("link")
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background("Growth Package")).toBe("rgb(220, 20, 60)");
    expect(await background("Startup Package")).toBe("rgba(0, 0, 0, 0)");
    expect(await background("Enterprise Solution")).toBe("rgba(0, 0, 0, 0)");
  });

  test("marks only Growth as POPULAR and shows a price only for Enterprise", async ({ page }) => {
    await gotoReady(page, "/plans");
    await expect(explorer(page).getByText("POPULAR", { exact: true })).toHaveCount(1);
    await expect(card(page, "Growth Package").getByText("POPULAR", { exact: true })).toBeVisible();

    const enterprise = card(page, "Enterprise Solution");
    await expect(enterprise.getByText("Custom", { exact: true })).toBeVisible();
    await expect(enterprise.getByText("tailored to your needs", { exact: true })).toBeVisible();

    for (const name of ["Startup Package", "Growth Package"]) {
      const plan = card(page, name);
      await expect(plan.getByText("Custom", { exact: true })).toHaveCount(0);
      await expect(plan.getByText("tailored to your needs")).toHaveCount(0);
      // No price of any kind: they are quoted after a consultation.
      expect(await plan.innerText()).not.toMatch(/Rs\.?\s?\d|NPR|\$|₹|\d\s*\/\s*(mo|month)/i);
      await expect(plan.getByText(plansPage.quote, { exact: true })).toBeVisible();
    }
  });

  test("'+N more features' is a button that shows the rest in place and hides them again", async ({
    page,
  }) => {
    await gotoReady(page, "/plans");
    const plan = plans[0];
    const category = plan.categories[0];
    const more = category.features.length - CARD_FEATURE_LIMIT;
    const planCard = card(page, plan.name);
    const list = planCard.getByRole("list").first();
    // The first category's (another may have as many more).
    const button = planCard.getByRole("button", { name: `+${more} more features`, exact: true }).first();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list.getByRole("listitem")).toHaveCount(CARD_FEATURE_LIMIT);
    const rest = category.features.slice(CARD_FEATURE_LIMIT);
    for (const feature of rest) await expect(list.getByText(feature.name, { exact: true })).toHaveCount(0);

    // From the keyboard: Enter shows the rest in the same list, above the button, which keeps the focus.
    await button.focus();
    await page.keyboard.press("Enter");
    const fewer = planCard.getByRole("button", { name: "Show fewer features", exact: true });
    await expect(fewer).toBeFocused();
    await expect(fewer).toHaveAttribute("aria-expanded", "true");
    await expect(fewer).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    await expect(list.getByRole("listitem")).toHaveCount(category.features.length);
    for (const feature of rest) {
      const item = list.getByRole("listitem").filter({ hasText: feature.name });
      await expect(item).toBeVisible();
      expect((await item.boundingBox())!.y).toBeLessThan((await fewer.boundingBox())!.y);
    }
    // The other categories and cards are as they were.
    await expect(planCard.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(CARD_FEATURE_LIMIT);
    await expect(card(page, plans[1].name).getByRole("list").first().getByRole("listitem")).toHaveCount(
      CARD_FEATURE_LIMIT,
    );

    await page.keyboard.press("Space");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list.getByRole("listitem")).toHaveCount(CARD_FEATURE_LIMIT);
  });

  test("shows each plan's figures as visible text under the feature name, without opening a tooltip", async ({
    page,
  }) => {
    await gotoReady(page, "/plans");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    for (const [feature, ...figures] of FIGURES) {
      for (const [index, figure] of figures.entries()) {
        const item = card(page, PLANS[index].name).getByRole("listitem").filter({ hasText: feature });
        await expect(item).toHaveCount(1);
        if (figure === null) {
          await expect(item.getByText("Not included", { exact: true })).toHaveCount(1);
          continue;
        }
        const text = item.getByText(figure, { exact: true });
        await expect(text, `${PLANS[index].name}: ${feature}`).toBeVisible();
        // Under the name: it starts below the name's first line.
        const [textBox, itemBox] = [(await text.boundingBox())!, (await item.boundingBox())!];
        expect(textBox.y).toBeGreaterThan(itemBox.y + 8);
      }
    }
    // Included features carry no info button; only limits have one.
    await expect(
      card(page, "Startup Package")
        .getByRole("listitem")
        .filter({ hasText: "Support after launch" })
        .getByRole("button"),
    ).toHaveCount(0);
    const shop = card(page, "Growth Package").getByRole("listitem").filter({ hasText: "Online shop" });
    await expect(shop.getByText("Limited", { exact: true })).toBeVisible();
    await expect(shop.getByText("Up to 50 products", { exact: true })).toBeVisible();
    await expect(shop.getByRole("button", { name: "About Online shop" })).toHaveAccessibleDescription(
      tooltipOf("Growth Package", "Online shop"),
    );
  });

  test(
    "cards sit side by side with their buttons lined up, or stack on a phone",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      const boxes = await Promise.all(
        PLANS.map((plan) => card(page, plan.name).getByRole("link").boundingBox()),
      );
      const cardBoxes = await Promise.all(PLANS.map((plan) => card(page, plan.name).boundingBox()));
      if (isMobile()) {
        // One card under the other, each the full width of the content.
        expect(cardBoxes[1]!.y).toBeGreaterThan(cardBoxes[0]!.y + cardBoxes[0]!.height);
        expect(cardBoxes[2]!.y).toBeGreaterThan(cardBoxes[1]!.y + cardBoxes[1]!.height);
        expect(new Set(cardBoxes.map((box) => Math.round(box!.x))).size).toBe(1);
        return;
      }
      expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
      expect(new Set(cardBoxes.map((box) => Math.round(box!.height))).size).toBe(1);
    },
  );

  test("a tooltip opens on keyboard focus and Escape closes it", async ({ page }) => {
    await gotoReady(page, "/plans");
    await viewButton(page, "Comparison").focus();
    // First the button that shows Startup's other Website features, then the first info button:
    // Startup's content writing, the first limit on the cards.
    await page.keyboard.press("Tab");
    await expect(
      card(page, "Startup Package").getByRole("button", { name: "+3 more features" }).first(),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    const trigger = card(page, "Startup Package").getByRole("button", {
      name: "About Content writing",
    });
    await expect(trigger).toBeFocused();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveCount(1);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(tooltipOf("Startup Package", "Content writing"));
    await expect(trigger).toHaveAccessibleDescription(tooltipOf("Startup Package", "Content writing"));
    await expectInsideViewport(tooltip, page);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Tab moves on to the next info button, which opens its own tooltip.
    await page.keyboard.press("Tab");
    await expect(
      card(page, "Startup Package").getByRole("button", { name: "About Logo design" }),
    ).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(tooltipOf("Startup Package", "Logo design"));
  });

  test("a tooltip opens on hover, stays while its bubble is hovered, and closes when the pointer leaves", async ({
    page,
  }) => {
    await gotoReady(page, "/plans");
    const trigger = card(page, "Growth Package").getByRole("button", { name: "About Online shop" });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(tooltipOf("Growth Package", "Online shop"));
    await expectInsideViewport(tooltip, page);

    const box = (await tooltip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 5 });
    await expect(tooltip).toBeVisible();

    await page.mouse.move(box.x + box.width / 2, box.y - 120);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("every card tooltip stays inside the viewport", { tag: "@both-widths" }, async ({ page }) => {
    await gotoReady(page, "/plans");
    const triggers = await explorer(page)
      .getByRole("button", { name: /^About / })
      .all();
    expect(triggers.length).toBeGreaterThan(0);
    for (const trigger of triggers) {
      await trigger.focus();
      await expect(page.getByRole("tooltip")).toBeVisible();
      await expectInsideViewport(page.getByRole("tooltip"), page);
    }
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.client);
  });
});

test.describe("/plans comparison", () => {
  test(
    "is a table with a caption, the feature column and the three plans",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      await expect(viewButton(page, "Card View")).toHaveAttribute("aria-pressed", "false");
      await expect(cards(page)).toHaveCount(0);
      await expect(table(page).locator("caption")).toHaveText(plansPage.table.caption);
      // Four columns; a phone shows the feature names and one plan's column at a time.
      await expect(table(page).locator("thead th[scope=col]")).toHaveCount(4);
      await expect(table(page).getByRole("columnheader")).toHaveText(
        isMobile() ? ["Feature", "Growth Package"] : ["Feature", ...PLANS.map((p) => p.name)],
      );
    },
  );

  test(
    "every symbol has its text; partial and limited show a visible 'Limited' with a tooltip",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      await expandAll(page);

      // The status, then the detail (what exactly the plan gives) as text, in each plan's cells.
      const features = plans[0].categories.flatMap((category, c) => category.features.map((_, f) => [c, f]));
      const limitedCount = (plan: (typeof plans)[number]) =>
        plan.categories
          .flatMap((category) => category.features)
          .filter((feature) => feature.included === "partial" || feature.included === "limited").length;
      await forEachPlanColumn(page, async (index) => {
        const plan = plans[index];
        const cells = await table(page)
          .locator("tbody tr:not([hidden])")
          .filter({ has: page.locator("th[scope=row]") })
          .evaluateAll(
            (rows, column) =>
              rows.map((row) => {
                const shown = [...row.querySelectorAll("td")].filter((td) => td.getClientRects().length > 0);
                return (shown.length === 1 ? shown[0] : shown[column]).innerText.trim().replace(/\s+/g, " ");
              }),
            index,
          );
        expect(cells).toEqual(
          features.map(([c, f]) => {
            const { included, detail } = plan.categories[c].features[f];
            return [textOf(included), detail].filter(Boolean).join(" ");
          }),
        );

        for (const feature of plan.categories.flatMap((category) => category.features)) {
          if (!feature.tooltip) continue;
          const trigger = table(page).getByRole("button", {
            name: plansPage.tooltipLabel(feature.name, plan.name),
            exact: true,
          });
          await expect(trigger).toHaveAccessibleDescription(feature.tooltip);
        }
      });

      const limited = table(page).getByText("Limited", { exact: true });
      await expect(limited).toHaveCount(plans.reduce((sum, plan) => sum + limitedCount(plan), 0));
      await forEachPlanColumn(page, async (index) => {
        const shown = limited.filter({ visible: true });
        await expect(shown).toHaveCount(isMobile() ? limitedCount(plans[index]) : await limited.count());
        for (const label of await shown.all()) {
          await label.scrollIntoViewIfNeeded();
          await expect(label).toBeVisible();
        }
      });
    },
  );

  test(
    "a table tooltip opens by keyboard, shows its limit and stays inside the viewport",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      await categoryButton(page, "Website").focus();
      const target = table(page).getByRole("button", { name: "About Online shop in the Growth Package" });
      for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
      const tooltip = page.getByRole("tooltip");
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(tooltipOf("Growth Package", "Online shop"));
      await expectInsideViewport(tooltip, page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    },
  );

  test(
    "each row shows every plan's figure as visible text, so the plans compare at a glance",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      await expandAll(page);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      await expect(rowCells(page, "Support after launch")).toHaveCount(isMobile() ? 1 : 3);
      await forEachPlanColumn(page, async (index, cellOf) => {
        const plan = PLANS[index].name;
        for (const [feature, ...figures] of FIGURES) {
          const figure = figures[index];
          if (figure === null) await expect(cellOf(feature)).toHaveText("Not included");
          else
            await expect(
              cellOf(feature).getByText(figure, { exact: true }),
              `${plan}: ${feature}`,
            ).toBeVisible();
        }
        // 'Support after launch' no longer shows the same bare tick three times.
        await expect(cellOf("Support after launch")).toHaveText(
          [/3 months$/, /6 months$/, /12 months, priority$/][index],
        );
        await expect(cellOf("Support after launch").getByRole("button")).toHaveCount(0);
        // A cell stays compact: at most the label line and two lines of text.
        for (const feature of ["Online shop", "Content writing", "Support after launch"]) {
          const height = await cellOf(feature).evaluate(
            (td) => (td.firstElementChild as HTMLElement).getBoundingClientRect().height,
          );
          expect(height, `${plan}: ${feature}`).toBeLessThanOrEqual(72);
        }
      });

      // A limit keeps its yellow 'Limited' label and its tooltip, and shows the limit as text.
      if (isMobile()) await planSwitcher(page).getByRole("button", { name: "Growth", exact: true }).click();
      const shop = isMobile() ? rowCells(page, "Online shop") : rowCells(page, "Online shop").nth(1);
      await expect(shop.getByText("Limited", { exact: true })).toBeVisible();
      await expect(shop.getByText("Up to 50 products", { exact: true })).toBeVisible();
      await expect(
        shop.getByRole("button", { name: "About Online shop in the Growth Package" }),
      ).toHaveAccessibleDescription(tooltipOf("Growth Package", "Online shop"));
    },
  );

  for (const colorScheme of ["light", "dark"] as const) {
    test(`a focused category button shows its whole focus ring (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await gotoReady(page, "/plans");
      await showComparison(page);
      await expandAll(page);
      for (const name of CATEGORIES) {
        const button = categoryButton(page, name);
        // Focus by keyboard, so that :focus-visible applies.
        await button.focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        await expect(button).toBeFocused();
        await waitFrames(page, 2);
        const ring = await button.evaluate((el) => {
          // The element that draws the focus indicator: the button or one of its parts.
          const drawn = [el, ...el.querySelectorAll("*")].find((part) => {
            const style = getComputedStyle(part);
            return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
          });
          if (!drawn) return null;
          const style = getComputedStyle(drawn);
          const width = parseFloat(style.outlineWidth);
          const offset = parseFloat(style.outlineOffset);
          const rect = drawn.getBoundingClientRect();
          const outer = {
            left: rect.left - offset - width,
            right: rect.right + offset + width,
            top: rect.top - offset - width,
            bottom: rect.bottom + offset + width,
          };
          const middle = { x: (outer.left + outer.right) / 2, y: (outer.top + outer.bottom) / 2 };
          const band = width / 2;
          // A point in the middle of each side of the ring, and near each corner.
          const points = [
            [outer.left + band, middle.y],
            [outer.right - band, middle.y],
            [middle.x, outer.top + band],
            [middle.x, outer.bottom - band],
            [outer.left + 16, outer.top + band],
            [outer.right - 16, outer.top + band],
            [outer.left + 16, outer.bottom - band],
            [outer.right - 16, outer.bottom - band],
          ];
          const cell = el.closest("th")!;
          const covered = points
            .filter(([x, y]) => {
              const hit = document.elementFromPoint(x, y);
              return !hit || !cell.contains(hit);
            })
            .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
          // The table's box, which clips what overflows its rounded corners.
          const region = el.closest("table")!.parentElement!;
          const frame = region.getBoundingClientRect();
          return {
            covered,
            inside:
              outer.left >= frame.left + region.clientLeft - 0.5 &&
              outer.right <= frame.left + region.clientLeft + region.clientWidth + 0.5,
            color: style.outlineColor,
            background: getComputedStyle(cell).backgroundColor,
          };
        });
        expect(ring, `${name}: a focus outline`).not.toBeNull();
        expect(ring!.covered, `${name}: ring points covered or clipped`).toEqual([]);
        expect(ring!.inside, `${name}: ring inside the table's box`).toBe(true);
        expect(ring!.color).not.toBe(ring!.background);
      }
    });
  }

  test(
    "the page never scrolls sideways, and the table fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      let width = await pageWidth(page);
      expect(width.client).toBe(isMobile() ? 390 : 1440);
      expect(width.scroll).toBeLessThanOrEqual(width.client);

      await showComparison(page);
      await expandAll(page);
      width = await pageWidth(page);
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      const box = (await table(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width.client);
    },
  );

  test(
    "the plans' names and buttons stay in view below the header while the rows scroll by",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      await expandAll(page);
      const lastRow = table(page).getByRole("rowheader", { name: "Dedicated account manager" });
      await lastRow.scrollIntoViewIfNeeded();
      await expect(lastRow).toBeInViewport();
      const shownPlans = isMobile() ? [PLANS[1]] : PLANS;
      // The plans' column headers, and under them their buttons, right under the site's header (on
      // a phone, under the plan switcher).
      const switcher = isMobile() ? (await planSwitcher(page).boundingBox())! : null;
      const top = switcher ? switcher.y + switcher.height : HEADER_HEIGHT;
      for (const plan of shownPlans) {
        const name = table(page).getByRole("columnheader", { name: plan.name, exact: true });
        await expect(name).toBeInViewport();
        expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(top);
        expect((await name.boundingBox())!.y).toBeLessThan(top + 32);
        const button = table(page).getByRole("link", { name: plan.button, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
        await expect(button).toHaveAttribute("href", `/contact?package=${plan.id}`);
        await expect(button).toHaveAccessibleDescription(plan.name);
      }
      await expect(table(page).getByRole("link")).toHaveCount(shownPlans.length);
    },
  );

  test(
    "on a phone the comparison reads plan by plan: a switcher chooses the plan shown",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoReady(page, "/plans");
      await showComparison(page);
      const switcher = planSwitcher(page);
      await expect(switcher.getByRole("button")).toHaveText(["Startup", "Growth", "Enterprise"]);
      // The popular plan first, as on the cards.
      await expect(switcher.getByRole("button", { name: "Growth", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(table(page).getByRole("columnheader")).toHaveText(["Feature", "Growth Package"]);
      await expect(rowCells(page, "Custom website design")).toHaveText(/Up to 15 pages$/);

      for (const [name, plan, button, figure] of [
        ["Startup", "Startup Package", "Get Started", "5-page website"],
        ["Enterprise", "Enterprise Solution", "Contact Us", "No page limit"],
      ]) {
        const choice = switcher.getByRole("button", { name, exact: true });
        await choice.focus();
        await page.keyboard.press("Enter");
        await expect(choice).toHaveAttribute("aria-pressed", "true");
        await expect(switcher.getByRole("button", { pressed: true })).toHaveCount(1);
        await expect(table(page).getByRole("columnheader")).toHaveText(["Feature", plan]);
        await expect(table(page).getByRole("link")).toHaveText([button]);
        await expect(rowCells(page, "Custom website design")).toHaveText(new RegExp(`${figure}$`));
        // Each row shows the feature and the one plan's cell, side by side, within the screen.
        const [feature, cell] = [
          (await table(page).getByRole("rowheader", { name: "Custom website design" }).boundingBox())!,
          (await rowCells(page, "Custom website design").boundingBox())!,
        ];
        expect(cell.x).toBeGreaterThanOrEqual(feature.x + feature.width - 1);
        expect(cell.x + cell.width).toBeLessThanOrEqual(390);
      }

      // The switcher stays in view, right under the site's header, while the rows scroll by.
      await expandAll(page);
      await table(page)
        .getByRole("rowheader", { name: "Dedicated account manager" })
        .scrollIntoViewIfNeeded();
      await expect(switcher).toBeInViewport({ ratio: 1 });
      expect(Math.round((await switcher.boundingBox())!.y)).toBeLessThanOrEqual(HEADER_HEIGHT + 8);
    },
  );
});

test.describe("from a package to the contact form", () => {
  for (const [path, button, line] of [
    ["/plans", "Most Popular", "Package: Growth Package"],
    ["/ne/plans", "सबैभन्दा लोकप्रिय", "प्याकेज: ग्रोथ प्याकेज"],
  ]) {
    test(`${path}: the form's message starts with the package chosen @both-widths`, async ({ page }) => {
      await gotoReady(page, path);
      await main(page).getByRole("link", { name: button, exact: true }).first().click();
      await expect(page).toHaveURL(/\/contact\?package=growth$/);
      const message = page.getByRole("textbox", { name: /^(Message|सन्देश)/ });
      await expect(message).toHaveValue(line);
      // What the visitor writes goes below it, and the line is sent with the rest.
      await message.press("End");
      await message.pressSequentially("\n\nWe sell tea.");
      await expect(message).toHaveValue(`${line}\n\nWe sell tea.`);
    });
  }
});

test.describe("/plans closing and accessibility", () => {
  test("'Need a Custom Solution?' leads to /contact", async ({ page }) => {
    await gotoReady(page, "/plans");
    const custom = main(page).getByRole("region", { name: "Need a Custom Solution?", exact: true });
    const link = custom.getByRole("link", { name: plansPage.custom.primary.label });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/contact");
  });

  test.describe("with nothing hidden for the scroll reveal", () => {
    // axe reads the whole page; pages.spec.ts reads it at rest, with a card's tooltip open, and
    // with the comparison's every category and a tooltip open, at both widths.
    test.use({ reducedMotion: "reduce" });

    test("passes axe with a card's other features shown and its first info button focused", async ({
      page,
    }) => {
      await gotoReady(page, "/plans");
      await viewButton(page, "Comparison").focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Show fewer features" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tooltip")).toBeVisible();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
