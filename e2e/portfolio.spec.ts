import { expect, type Locator, type Page, test } from "@playwright/test";
import { resolve } from "node:path";
import { type CaseStudy, caseStudies } from "../app/content/caseStudies";
import { clientPlace, findClient } from "../app/content/clientLookup";
import { projectCopy as nepaliProjectPage } from "../app/content/ne/portfolioCopy";
import { type PortfolioProject, projectPage, projects } from "../app/content/portfolio";
import { loadCollection } from "../builder/content/load";
import { collectProblems, expectNoProblems, gotoReady, isMobile, revealAll, waitFrames } from "./helpers";

const FILTERS = ["All", "Web Design", "Branding", "Web Development", "UI/UX Design", "Marketing"];
const TITLES = [
  "E-commerce Platform Redesign",
  "Financial Service Brand Identity",
  "Travel Blog Platform",
  "SaaS Dashboard Redesign",
  "Restaurant Promotional Campaign",
];

const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name, exact: true });
const grid = (page: Page) => page.getByRole("region", { name: "Selected work" });
const cards = (page: Page) => grid(page).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
/** The height of the box that folds a card's description and link away (0 when folded). */
const foldHeight = (description: Locator) =>
  description.locator("..").evaluate((box) => box.getBoundingClientRect().height);
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The rotation the card shows, read back from its computed transform matrix. */
async function tiltOf(target: Locator) {
  return target.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    if (transform === "none") return null;
    const m = new DOMMatrix(transform);
    return {
      rotateX: (Math.atan2(m.m23, m.m33) * 180) / Math.PI,
      rotateY: (Math.asin(-m.m13) * 180) / Math.PI,
    };
  });
}

test.describe("/portfolio", () => {
  test("shows the heading, the six filters with All chosen, and the five project cards", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Creative Portfolio");
    await expect(
      page.getByRole("group", { name: "Filter projects by category" }).getByRole("button"),
    ).toHaveText(FILTERS);
    await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText(TITLES);

    for (const [index, project] of projects.entries()) {
      const item = card(page, project.title);
      await expect(item).toContainText(project.category);
      await expect(item).toContainText(project.headline);
      await expect(item.getByRole("link", { name: /^View Project/ })).toHaveAttribute(
        "href",
        `/portfolio/${project.id}`,
      );
      await expect(item).toHaveCSS("height", "400px");
      const description = item.getByText(project.description);
      await expect(description).toHaveCSS("-webkit-line-clamp", "2");
      // The artwork: modern formats first, a JPEG fallback with its size; the first card's is on
      // the first screen and loads at once, the others lazily.
      await expect(item.locator("source[type='image/avif']")).toHaveAttribute(
        "srcset",
        /project-\d-800\.avif 800w/,
      );
      await expect(item.locator("source[type='image/webp']")).toHaveAttribute(
        "srcset",
        /project-\d-1600\.webp 1600w/,
      );
      const image = item.getByRole("img", { name: project.artwork.alt });
      await expect(image).toHaveAttribute("width", "1600");
      await expect(image).toHaveAttribute("height", "1000");
      await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    }

    // Every image arrives, and the browser picks a modern format.
    await revealAll(page);
    for (const image of await grid(page).getByRole("img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    }
    expectNoProblems(problems);
  });

  test("each filter shows only the projects of exactly that category, and All shows them all", async ({
    page,
  }) => {
    await gotoReady(page, "/portfolio");
    for (const project of projects) {
      await filter(page, project.category).click();
      await expect(filter(page, project.category)).toHaveAttribute("aria-pressed", "true");
      await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "false");
      await expect(cardTitles(page)).toHaveText([project.title]);
      await expect(grid(page)).toContainText("1 project");
    }
    await filter(page, "All").click();
    await expect(cardTitles(page)).toHaveText(TITLES);
    await expect(grid(page)).toContainText("5 projects");
  });

  test(
    "a card tilts after the mouse, scales to 1.02, and resets when the mouse leaves; touch does not tilt",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      await revealAll(page);
      const item = card(page, TITLES[0]);
      await item.scrollIntoViewIfNeeded();
      const box = (await item.boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

      if (isMobile()) {
        // A finger moving over the card (pointerType "touch") leaves it flat.
        await item.dispatchEvent("pointermove", {
          pointerType: "touch",
          clientX: box.x + 10,
          clientY: box.y + 10,
        });
        await waitFrames(page);
        await expect(item).toHaveAttribute("data-tilting", "false");
        await expect(item).toHaveCSS("transform", "none");
        return;
      }

      await page.mouse.move(centre.x + 100, centre.y - 60, { steps: 4 });
      await expect(item).toHaveAttribute("data-tilting", "true");
      await expect.poll(async () => (await tiltOf(item))?.rotateY ?? 0).toBeCloseTo(5, 0);
      await expect.poll(async () => (await tiltOf(item))?.rotateX ?? 0).toBeCloseTo(3, 0);
      // Measured from the card's centre as it lies flat, not from the tilted card's skewed box.
      await page.mouse.move(centre.x + 99, centre.y - 60);
      await page.mouse.move(centre.x + 100, centre.y - 60);
      await expect(item).toHaveAttribute("style", /rotateX\(3deg\) rotateY\(5deg\) scale\(1\.02\)/);

      // Hover unfolds the description and 'View Project'.
      await expect.poll(() => foldHeight(item.getByText(projects[0].description))).toBeGreaterThan(40);
      await expect(item.getByRole("link", { name: /^View Project/ })).toBeVisible();

      await page.mouse.move(5, 5);
      await expect(item).toHaveAttribute("data-tilting", "false");
      await expect(item).not.toHaveAttribute("style", /rotate/);
      await expect(item).toHaveCSS("transform", "none");
      await expect.poll(() => foldHeight(item.getByText(projects[0].description))).toBe(0);
    },
  );

  test(
    "the description and link: shown on touch screens, revealed by keyboard focus without tilt",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      const item = card(page, TITLES[2]);
      const description = item.getByText(projects[2].description);
      const link = item.getByRole("link", { name: /^View Project/ });
      // Phones have no hover, so the text is there from the start; with a mouse it is folded away
      // (its box has no height) until hover or focus.
      const shownHeight = () => foldHeight(description);
      if (isMobile()) expect(await shownHeight()).toBeGreaterThan(40);
      else await expect.poll(shownHeight).toBe(0);
      await link.focus();
      await expect(link).toBeFocused();
      await expect.poll(shownHeight).toBeGreaterThan(40);
      await expect(link).toBeVisible();
      await expect(item).toHaveCSS("transform", "none");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/portfolio\/4$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[2]);
    },
  );

  test(
    "the first project cards are on the first screen, under a compact hero",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      const height = page.viewportSize()!.height;
      // Phones show the first card, desktops the first row of three: each with most of its artwork.
      const firstScreen = isMobile() ? TITLES.slice(0, 1) : TITLES.slice(0, 3);
      for (const title of firstScreen) {
        const art = card(page, title).getByRole("img");
        const box = (await art.boundingBox())!;
        expect(height - box.y, `${title}: artwork shown on the first screen`).toBeGreaterThan(
          box.height * 0.75,
        );
      }
      // On phones the filters are one row that scrolls sideways, not three rows above the cards.
      const group = page.getByRole("group", { name: "Filter projects by category" });
      const rows = await group
        .getByRole("button")
        .evaluateAll(
          (buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
        );
      expect(rows).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
    },
  );

  test(
    "each card shows its artwork clean, in a fixed frame, with its text on the card below it",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      await revealAll(page);
      for (const title of TITLES) {
        const item = card(page, title);
        await item.scrollIntoViewIfNeeded();
        const art = item.getByRole("img");
        const box = (await art.boundingBox())!;
        // 16:10 with a mouse; 2:1 on touch screens, where the card always shows its description.
        expect(box.width / box.height).toBeCloseTo(isMobile() ? 2 : 1.6, 1);
        // Nothing is laid over the picture: anywhere on it, the topmost element is the image (but
        // for the card's link, whose transparent ::after makes the whole card clickable).
        const covered = await art.evaluate((img) => {
          const link = img.closest("article")!.querySelector("a")!;
          link.style.pointerEvents = "none";
          const r = img.getBoundingClientRect();
          const points = [0.1, 0.5, 0.9].flatMap((x) => [0.1, 0.5, 0.9].map((y) => [x, y]));
          const hits = points.filter(
            ([x, y]) => document.elementFromPoint(r.left + r.width * x, r.top + r.height * y) !== img,
          );
          link.style.pointerEvents = "";
          return hits.length;
        });
        expect(covered, `${title}: points of the artwork under something else`).toBe(0);
        // Title, category and result sit on the card's surface, below the artwork.
        for (const text of [title, projects.find((project) => project.title === title)!.headline]) {
          const textBox = (await item.getByText(text, { exact: true }).boundingBox())!;
          expect(textBox.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
        }
      }
    },
  );

  test(
    "a filter that leaves one card centres it, or gives it the whole row with its artwork beside the text",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      const list = grid(page).getByRole("list");
      for (const category of ["Marketing", "Branding"]) {
        await filter(page, category).click();
        await expect(cards(page)).toHaveCount(1);
        const only = cards(page).first();
        const [listBox, cardBox] = [(await list.boundingBox())!, (await only.boundingBox())!];
        // Centred in the grid, or as wide as it.
        expect(
          Math.abs(cardBox.x - listBox.x - (listBox.x + listBox.width - cardBox.x - cardBox.width)),
        ).toBeLessThan(2);
        await expect(only).toHaveCSS("height", "400px");
        const art = (await only.getByRole("img").boundingBox())!;
        const heading = (await only.getByRole("heading").boundingBox())!;
        if (isMobile()) {
          expect(heading.y).toBeGreaterThanOrEqual(art.y + art.height - 1);
        } else {
          expect(cardBox.width).toBeCloseTo(listBox.width, 0);
          expect(heading.x).toBeGreaterThanOrEqual(art.x + art.width);
          expect(art.height).toBeCloseTo(cardBox.height - 2, 0);
          expect(art.width / art.height).toBeCloseTo(1.6, 1);
        }
      }
    },
  );

  test(
    "with all five shown, a short last row is centred, never a hole at its end",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio");
      const list = (await grid(page).getByRole("list").boundingBox())!;
      const boxes = await Promise.all(TITLES.map(async (title) => (await card(page, title).boundingBox())!));
      const rows = [...new Set(boxes.map((box) => Math.round(box.y)))];
      expect(rows).toHaveLength(isMobile() ? 5 : 2);
      for (const row of rows) {
        const inRow = boxes.filter((box) => Math.round(box.y) === row);
        const left = inRow[0].x - list.x;
        const right = list.x + list.width - (inRow.at(-1)!.x + inRow.at(-1)!.width);
        expect(Math.abs(left - right), `row at ${row}`).toBeLessThan(2);
        // Every card has the same width.
        for (const box of inRow) expect(box.width).toBeCloseTo(boxes[0].width, 0);
      }
    },
  );

  // axe and the width of the page, at rest and with a filter chosen: pages.spec.ts.
  test("closes with 'Ready to Start Your Project?' and 'Get in Touch' to /contact", async ({ page }) => {
    await gotoReady(page, "/portfolio");
    const banner = page.getByRole("region", { name: "Ready to Start Your Project?" });
    await expect(banner.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });
});

type StoryWords = typeof nepaliProjectPage;

/**
 * The parts of a case study's story as a visitor sees them: the client's words (the testimonial's,
 * word for word) with the name and portrait, the timeline in weeks, what the client brought, before
 * and after (loaded, with alt text and a size), the phone screens, and no live link where none is set.
 */
async function expectStory(page: Page, project: CaseStudy, words: StoryWords) {
  const quote = page.getByRole("region", { name: words.quoteTitle });
  if (project.testimonial) {
    await expect(quote.getByRole("blockquote")).toHaveText(`“${project.testimonial.quote}”`);
    await expect(quote.getByRole("figure")).toContainText(project.testimonial.name);
    // The portrait /testimonials shows (DECISIONS.md 14): the first letter, drawn beside the name.
    await expect(quote.getByText(project.testimonial.name.charAt(0), { exact: true })).toBeVisible();
  } else await expect(quote).toHaveCount(0);
  const timeline = page.getByRole("region", { name: words.timelineTitle });
  await expect(timeline.getByRole("listitem")).toHaveText(
    project.timeline.map((phase) => new RegExp(`${phase.name}\\s*${words.weeks(phase.weeks)}$`)),
  );
  await expect(timeline).toContainText(
    words.totalWeeks(project.timeline.reduce((sum, phase) => sum + phase.weeks, 0)),
  );
  await expect(page.getByRole("region", { name: words.suppliedTitle }).getByRole("listitem")).toHaveText(
    project.supplied,
  );
  const pair = page.getByRole("region", { name: words.beforeAfterTitle });
  await pair.scrollIntoViewIfNeeded();
  for (const [label, alt] of [
    [words.before, project.before!.alt],
    [words.after, project.artwork.alt],
  ]) {
    const figure = pair.getByRole("figure").filter({ hasText: label });
    const image = figure.getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1000");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole("region", { name: words.screensTitle })).toHaveCount(
    project.screens.length ? 1 : 0,
  );
  // The sample clients have no live site: no link leaves the site from the story.
  await expect(page.getByRole("main").locator('a[href^="https://"]')).toHaveCount(0);
}

/** Three other projects after the story, each with its client named as the home page's strip does. */
async function expectMoreProjects(
  page: Page,
  project: PortfolioProject,
  clientOf: (other: PortfolioProject) => string,
  titles: (other: PortfolioProject) => string = (other) => other.title,
  base = "",
) {
  const more = page
    .getByRole("region", { name: projectPage.moreTitle })
    .or(page.getByRole("region", { name: nepaliProjectPage.moreTitle }));
  const at = projects.findIndex((other) => other.id === project.id);
  const others = [1, 2, 3].map((step) => projects[(at + step) % projects.length]);
  const tiles = more.getByRole("listitem");
  await expect(tiles).toHaveCount(3);
  for (const [index, other] of others.entries()) {
    await expect(tiles.nth(index)).toContainText(clientOf(other));
    await expect(tiles.nth(index).getByRole("link", { name: titles(other) })).toHaveAttribute(
      "href",
      `${base}/portfolio/${other.id}`,
    );
  }
  // One row of three on a wide screen: the tiles share one top (in the layout: a tile still
  // fading in is moved by its transform).
  if (!isMobile()) {
    const tops = await tiles.evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetTop));
    expect(new Set(tops).size).toBe(1);
  }
}

test.describe("/portfolio/{id}", () => {
  for (const project of caseStudies) {
    test(`/portfolio/${project.id} is the case study of ${project.title}`, async ({ page, baseURL }) => {
      const problems = collectProblems(page, baseURL!);
      const response = await gotoReady(page, `/portfolio/${project.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(project.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      const hero = page.getByRole("region", { name: project.title });
      await expect(hero).toContainText(project.category);
      await expect(hero).toContainText(project.description);
      // Like every page's hero, it opens with its call to action.
      await expect(hero.getByRole("link", { name: "Start a Similar Project" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(hero.getByRole("img", { name: project.artwork.alt })).toBeVisible();
      for (const [title, text] of [
        ["The challenge", project.challenge],
        ["The result", project.result],
      ]) {
        await expect(page.getByRole("region", { name: title, exact: true })).toContainText(text);
      }
      const work = page.getByRole("region", { name: "What we did" }).getByRole("listitem");
      await expect(work).toHaveText(project.work);
      await expect(page.getByRole("main").getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expectStory(page, project, projectPage);
      await expectMoreProjects(page, project, (other) => clientPlace(findClient(other.client)));
      expectNoProblems(problems);
    });
  }

  for (const path of [
    "/portfolio/3",
    "/portfolio/7",
    "/portfolio/0",
    "/portfolio/abc",
    "/portfolio/1/extra",
  ]) {
    test(`${path} is the not-found screen with status 404`, async ({ page }) => {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    });
  }

  test("each card fades in when it reaches the viewport itself, not with the first one", async ({ page }) => {
    await gotoReady(page, "/portfolio");
    const opacity = (title: string) =>
      card(page, title).evaluate((article) => getComputedStyle(article.closest("li")!).opacity);
    const last = card(page, TITLES[4]);
    await card(page, TITLES[0]).scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(TITLES[0])).toBe("1");
    await expect(last).not.toBeInViewport();
    // Well past the 0.6 s fade: the card still out of sight has not played it yet.
    await page.waitForTimeout(1500);
    expect(await opacity(TITLES[4])).toBe("0");
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(TITLES[4])).toBe("1");
  });

  test(
    "the other projects, rendered only near the screen, hold their own height meanwhile",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/portfolio/1");
      const more = page.getByRole("region", { name: projectPage.moreTitle });
      const height = () => more.evaluate((section) => section.getBoundingClientRect().height);
      const held = await height();
      await more.scrollIntoViewIfNeeded();
      await expect(more.getByRole("heading", { level: 3 }).first()).toBeVisible();
      await waitFrames(page, 2);
      // Held too tall, the page shrank by up to 865px under the scrollbar as it was rendered.
      expect(Math.abs((await height()) - held)).toBeLessThan(120);
    },
  );

  test("a project reached from the grid starts at the top and links back to the portfolio", async ({
    page,
  }) => {
    await gotoReady(page, "/portfolio");
    await card(page, TITLES[3])
      .getByRole("link", { name: /^View Project/ })
      .click();
    await expect(page).toHaveURL(/\/portfolio\/5$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("main").getByRole("link", { name: "Back to Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe("/ne/portfolio/{id}: the story in Nepali", () => {
  const root = resolve(import.meta.dirname, "..");
  type Named = { id: string; title: string; client: string };
  for (const id of [1, 6]) {
    test(`/ne/portfolio/${id} tells its story in Nepali, in the client's own Nepali words`, async ({
      page,
      baseURL,
    }) => {
      const [studies, quotes, clients] = await Promise.all(
        (["portfolio", "testimonials", "clients"] as const).map(
          async (name) => (await loadCollection(name, root)).data.ne,
        ),
      );
      const files = studies as (Named & Pick<CaseStudy, "timeline" | "supplied" | "before">)[];
      const file = files.find((study) => study.id === String(id))!;
      const english = caseStudies.find((study) => study.id === id)!;
      const testimonial = (
        quotes as { testimonials: { id: string; quote: string; name: string }[] }
      ).testimonials.find((item) => item.id === english.testimonial!.id)!;
      const clientList = (clients as { clients: { id: string; name: string; town: string }[] }).clients;
      const place = (client: string) => {
        const found = clientList.find((item) => item.id === client)!;
        return `${found.name}, ${found.town}`;
      };
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, `/ne/portfolio/${id}`);
      const nepali: CaseStudy = {
        ...english,
        timeline: file.timeline,
        supplied: file.supplied,
        before: { ...english.before!, alt: file.before!.alt },
        artwork: { ...english.artwork, alt: (file as unknown as CaseStudy).artwork.alt },
        testimonial: { ...english.testimonial!, quote: testimonial.quote, name: testimonial.name },
      };
      await expectStory(page, nepali, nepaliProjectPage);
      // Devanagari digits for the weeks, as everywhere on the Nepali pages.
      await expect(page.getByRole("region", { name: nepaliProjectPage.timelineTitle })).not.toContainText(
        /[0-9]/,
      );
      await expectMoreProjects(
        page,
        english,
        (other) => place(other.client),
        (other) => files.find((study) => study.id === String(other.id))!.title,
        "/ne",
      );
      expectNoProblems(problems);
    });
  }
});
