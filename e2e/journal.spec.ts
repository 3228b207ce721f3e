import { expect, type Page, test } from "@playwright/test";
import { related } from "content:journal";
import { collectProblems, expectNoProblems, gotoReady } from "./helpers";

/** The journal (issue 34, DECISIONS.md 29): its index, a topic, articles and feeds, in both languages. */

const ARTICLE = "/insights/what-a-website-costs-in-nepal";
const LANGUAGES = [
  {
    prefix: "",
    lang: "en",
    feedTitle: "Sathi Digital Journal",
    author: "Sarita Bhandari",
    cta: "Get a Free Consultation",
  },
  {
    prefix: "/ne",
    lang: "ne",
    feedTitle: "Sathi Digital जर्नल",
    author: "सरिता भण्डारी",
    cta: "निःशुल्क परामर्श लिनुहोस्",
  },
] as const;

const articleLinks = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).getByRole("link");

/** The site's own scripts a page loads: a journal page has the shell's inline script only. */
const loadedScripts = (page: Page) =>
  page.evaluate(() => [...document.scripts].filter((script) => script.src).map((script) => script.src));

for (const { prefix, lang, feedTitle, author, cta } of LANGUAGES) {
  test.describe(`the journal (${lang})`, () => {
    test("lists the articles newest first, each linking to its page, with no React", async ({
      page,
      baseURL,
    }) => {
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, `${prefix}/insights`);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      const links = articleLinks(page);
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      const days = await page
        .getByRole("main")
        .getByRole("article")
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
      expect(days).toEqual([...days].sort().reverse());
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^${prefix}/insights/[a-z0-9-]+$`));
      }
      expect(await loadedScripts(page)).toEqual([]);
      // Every page announces the feeds of its language.
      for (const [type, file] of [
        ["application/rss+xml", "rss.xml"],
        ["application/atom+xml", "atom.xml"],
      ]) {
        const link = page.locator(`head link[rel=alternate][type="${type}"]`);
        await expect(link).toHaveAttribute("href", new RegExp(`^https://[^/]+${prefix}/insights/${file}$`));
        await expect(link).toHaveAttribute("title", new RegExp(`^${feedTitle}`));
      }
      expectNoProblems(problems);
    });

    test("a topic lists its articles, and the index's topics lead to it", async ({ page }) => {
      await gotoReady(page, `${prefix}/insights`);
      const topics = page.getByRole("navigation", { name: lang === "en" ? "Topics" : "विषयहरू" });
      const first = topics.getByRole("link").nth(1);
      const name = (await first.textContent())!.trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/insights/tag/[a-z-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(topics.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      const cards = page.getByRole("main").getByRole("article");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) await expect(card).toContainText(name);
      expect(await loadedScripts(page)).toEqual([]);
    });

    test("the index and each topic open with a call to action to the contact page (DESIGN.md)", async ({
      page,
    }) => {
      for (const path of [`${prefix}/insights`, `${prefix}/insights/tag/search`]) {
        await gotoReady(page, path);
        const hero = page.getByRole("main").locator("section").first();
        await expect(hero.getByRole("link", { name: cta })).toHaveAttribute("href", `${prefix}/contact`);
      }
    });

    test("a contents link lands its section 100px below the top, and Back returns to where the reader was", async ({
      page,
    }) => {
      // Under reduced motion the link jumps: the place left is the one Back must restore.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoReady(page, `${prefix}${ARTICLE}`);
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
      const contents = page
        .getByRole("navigation", { name: /./ })
        .filter({ has: page.locator('a[href^="#"]') });
      const link = contents.locator('a[href^="#"]').nth(2);
      const id = (await link.getAttribute("href"))!.slice(1);
      await link.click();
      const heading = page.locator(`[id="${id}"]`);
      await expect
        .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(100);
      await page.goBack();
      await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(300);
    });

    test("an article reads at 65-75 characters a line on a wide screen (DESIGN.md)", async ({ page }) => {
      await gotoReady(page, `${prefix}${ARTICLE}`);
      // Each paragraph's characters (letters with their marks, as a reader counts them) over its lines.
      const perLine = await page.locator(".article-text > p").evaluateAll((paragraphs) => {
        const graphemes = new Intl.Segmenter(document.documentElement.lang, { granularity: "grapheme" });
        return paragraphs.flatMap((paragraph) => {
          const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
          const lines = Math.round(paragraph.getBoundingClientRect().height / lineHeight);
          // The full lines only: a paragraph's last line is as short as it ends.
          if (lines < 4) return [];
          const count = [...graphemes.segment(paragraph.textContent!.trim())].length;
          return [count / (lines - 0.5)];
        });
      });
      expect(perLine.length).toBeGreaterThan(3);
      const average = perLine.reduce((sum, each) => sum + each, 0) / perLine.length;
      expect(average).toBeGreaterThanOrEqual(60);
      expect(average).toBeLessThanOrEqual(78);
    });

    test("an article shows its author, dates, reading time, contents and where it leads", async ({
      page,
      baseURL,
    }) => {
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, `${prefix}${ARTICLE}`);
      const hero = page.locator("section").first();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hero).toContainText(author);
      const published = hero.locator("time").first();
      await expect(published).toHaveAttribute("datetime", /^2026-\d\d-\d\d$/);
      if (lang === "en") {
        await expect(published).toHaveText(/^\d{1,2} [A-Z][a-z]+ 2026$/);
        await expect(hero).toContainText(/\d+ min read/);
      } else {
        // Devanagari digits, and the day in Bikram Sambat beside it.
        await expect(published).toHaveText(/^२०२६ \S+ [०-९]{1,2}$/);
        await expect(hero).toContainText(/वि\.सं\. २०८[२३] \S+ [०-९]{1,2}/);
        await expect(hero).toContainText(/[०-९]+ मिनेट पढाइ/);
      }
      await expect(hero.getByRole("img").first()).toHaveAttribute("width", "1200");
      // The contents lead to the article's sections.
      const contents = page.getByRole("navigation", { name: lang === "en" ? "In this article" : "यस लेखमा" });
      const entries = contents.getByRole("link");
      expect(await entries.count()).toBeGreaterThanOrEqual(4);
      const second = entries.nth(1);
      const target = (await second.getAttribute("href"))!;
      await second.click();
      expect(target).toMatch(/^#./);
      await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(target);
      await expect(page.locator(`h2[id="${target.slice(1)}"]`)).toBeInViewport();
      // The services and work it names, in the page's language, and the next article.
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: lang === "en" ? "Website Design" : /वेबसाइट डिजाइन/ })
          .first(),
      ).toHaveAttribute("href", `${prefix}/services/website-design`);
      await expect(page.locator(`main a[href="${prefix}/portfolio/1"]`).first()).toBeVisible();
      const neighbours = page.getByRole("region", {
        name: lang === "en" ? "More from the journal" : "जर्नलबाट थप",
      });
      await expect(neighbours.getByRole("link").last()).toHaveAttribute(
        "href",
        new RegExp(`^${prefix}/insights/`),
      );
      expect(await loadedScripts(page)).toEqual([]);
      // Structured data: the article, its author, days and language; its trail from the journal.
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((all) => all.map((script) => JSON.parse(script.textContent!)));
      const posting = data.find((item) => item["@type"] === "BlogPosting");
      expect(posting).toMatchObject({ inLanguage: lang, author: { name: author } });
      expect(posting.image.url).toMatch(/^https:\/\/.+\.svg$/);
      const trail = data.find((item) => item["@type"] === "BreadcrumbList");
      expect(trail.itemListElement.map((item: { item: string }) => new URL(item.item).pathname)).toEqual([
        prefix || "/",
        `${prefix}/insights`,
        `${prefix}${ARTICLE}`,
      ]);
      expectNoProblems(problems);
    });
  });
}

test("the home page shows the three newest articles, service pages and case studies the ones naming them", async ({
  page,
}) => {
  await gotoReady(page, "/insights");
  const newest = await articleLinks(page).evaluateAll((all) =>
    all.slice(0, 3).map((a) => a.getAttribute("href")),
  );
  await gotoReady(page, "/");
  const journal = page.getByRole("region", { name: "Guides you can use this week" });
  expect(
    await journal.locator("article h3 a").evaluateAll((all) => all.map((a) => a.getAttribute("href"))),
  ).toEqual(newest);
  for (const path of ["/services/website-design", "/portfolio/1"]) {
    await gotoReady(page, path);
    await expect(
      page.getByRole("region", { name: related.title }).locator(`a[href="${ARTICLE}"]`),
    ).toHaveCount(1);
  }
  // Every page's footer leads to the journal.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Journal", exact: true }),
  ).toHaveAttribute("href", "/insights");
});

test("related articles fill their row: one card lies across it, two share it", async ({ page }) => {
  // The logo page names one article, the SEO page two (content/*/insights).
  for (const [path, count] of [
    ["/services/logo-design", 1],
    ["/ne/services/SEO", 2],
  ] as const) {
    await gotoReady(page, path);
    const list = page.locator("#journal-title").locator("xpath=ancestor::section").getByRole("list");
    await list.scrollIntoViewIfNeeded();
    const [row, cards] = await Promise.all([
      list.evaluate((element) => element.getBoundingClientRect().width),
      list.getByRole("article").evaluateAll((all) => all.map((card) => card.getBoundingClientRect().width)),
    ]);
    expect(cards).toHaveLength(count);
    const filled = cards.reduce((sum, width) => sum + width, 0) + (count - 1) * 24;
    expect(Math.abs(filled - row), path).toBeLessThan(2);
  }
});

test("a Nepali article's lines stand further apart than an English one's (DESIGN.md)", async ({ page }) => {
  const spacing = async (path: string) => {
    await gotoReady(page, path);
    return page
      .locator(".article-text > p")
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).lineHeight) / parseFloat(getComputedStyle(p).fontSize));
  };
  const english = await spacing(ARTICLE);
  expect(await spacing(`/ne${ARTICLE}`)).toBeGreaterThanOrEqual(english + 0.1);
});
