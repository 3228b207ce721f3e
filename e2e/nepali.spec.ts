import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { applicationMessage, contactFormCopy } from "../app/content/ne/contact";
import { faqBrowserCopy } from "../app/content/ne/faq";
import { languageCopy } from "../app/content/languages";
import { formatNumberIn, locales } from "../app/content/locales.mjs";
import { collectProblems, gotoReady } from "./helpers";

// The Nepali twin of every page (issue 26). The build's own check (builder/checks/check-nepali.mjs)
// reads every page for English left over, lang="ne" and the hreflang pairs; here a visitor uses
// the language switch, the Nepali contact form and the Nepali not-found page.

/** The Nepali not-found page's words, as its content file has them (the tests import content in English). */
const { notFound } = parse(readFileSync("content/ne/errors.yaml", "utf8")) as typeof import("content:errors");

/** The language switch, in the header on every width (and a row of the phone menu). */
function languageSwitch(page: Page, to: "en" | "ne") {
  return page.getByRole("banner").locator(`a[data-language-switch="${to}"]`).first();
}

async function switchLanguage(page: Page, to: "en" | "ne") {
  const link = languageSwitch(page, to);
  await expect(link).toBeVisible();
  await link.click();
}

const SWITCHES: [english: string, nepali: string][] = [
  ["/", "/ne"],
  ["/about#team", "/ne/about#team"],
  ["/services#branding", "/ne/services#branding"],
  ["/plans", "/ne/plans"],
  ["/portfolio/1", "/ne/portfolio/1"],
];

test.describe("language switch", () => {
  for (const [english, nepali] of SWITCHES) {
    test(`${english} to Nepali and back, the same page and section`, async ({ page, baseURL }) => {
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, english);
      const englishHeading = await page.getByRole("heading", { level: 1 }).innerText();
      // Named in both languages: the language's own name, then where it leads in the page's.
      // (Chromium puts a space before the comma of the visually hidden part: the same words read.)
      await expect(languageSwitch(page, "ne")).toHaveAccessibleName(
        new RegExp(`^नेपाली ?, ${languageCopy.en.switchHint}$`),
      );
      await switchLanguage(page, "ne");
      await expect(page).toHaveURL(new URL(nepali, baseURL).href);
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      const nepaliHeading = await page.getByRole("heading", { level: 1 }).innerText();
      expect(nepaliHeading).not.toBe(englishHeading);
      expect(nepaliHeading).toMatch(/[\u0900-\u097F]/);

      await expect(languageSwitch(page, "en")).toHaveAccessibleName(
        new RegExp(`^English ?, ${languageCopy.ne.switchHint}$`),
      );
      await switchLanguage(page, "en");
      await expect(page).toHaveURL(new URL(english, baseURL).href);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
      // Errors only: a page prerendered for the next move may be cancelled by the move itself.
      expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
    });
  }

  test("an application from Careers keeps its role across the switch, titled in each language", async ({
    page,
  }) => {
    const [, frontMatter] = readFileSync("content/ne/jobs/full-stack-developer.md", "utf8").split("---");
    const nepaliTitle = (parse(frontMatter) as { title: string }).title;
    await gotoReady(page, "/contact?role=full-stack-developer#contact-form");
    const message = (label: string) =>
      page.getByRole("main").getByRole("textbox", { name: new RegExp(`^${label}`) });
    await expect(message("Message")).toHaveValue("Application: Full Stack Developer");
    await switchLanguage(page, "ne");
    await expect(page).toHaveURL(/\/ne\/contact\?role=full-stack-developer#contact-form$/);
    await expect(message(contactFormCopy.fields.message.label)).toHaveValue(applicationMessage(nepaliTitle));
    await expect(
      page.getByRole("heading", { name: contactFormCopy.applicant.title(nepaliTitle) }),
    ).toBeVisible();
  });

  test("the phone menu has the switch too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/ne/contact");
    await page.getByRole("button", { name: /मेनु/ }).click();
    const row = page.getByRole("dialog").locator('a[data-language-switch="en"]');
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("remembers the choice: an English page then offers Nepali, and never redirects", async ({
    page,
    baseURL,
  }) => {
    await gotoReady(page, "/faq");
    await switchLanguage(page, "ne");
    await expect(page).toHaveURL(`${baseURL}/ne/faq`);
    // Straight to an English page, as from a search result: it stays English, and offers the
    // Nepali twin in Nepali.
    await gotoReady(page, "/about");
    await expect(page).toHaveURL(`${baseURL}/about`);
    const offer = page.getByRole("link", { name: languageCopy.ne.suggestion.link });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("href", "/ne/about");
    // Staying is a choice too: the offer goes and does not come back.
    await page.getByRole("button", { name: languageCopy.ne.suggestion.dismiss }).click();
    await expect(offer).toBeHidden();
    await gotoReady(page, "/plans");
    await expect(page.getByRole("link", { name: languageCopy.ne.suggestion.link })).toBeHidden();
  });
});

test.describe("Nepali pages", () => {
  test("an unknown /ne/ path answers 404 with the not-found screen in Nepali", async ({ page }) => {
    const response = await page.goto("/ne/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByRole("link", { name: notFound.home })).toHaveAttribute("href", "/ne");
    // No twin to lead to: the switch leads to the English home page.
    await expect(languageSwitch(page, "en")).toHaveAttribute("href", "/");
  });

  test("the footer's year is written in Devanagari digits, as every figure of the page", async ({
    request,
  }) => {
    const year = String(new Date().getFullYear());
    const footerOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      // As a reader has it: without the marks React leaves between the parts of a text.
      return html.slice(html.lastIndexOf("<footer")).replaceAll("<!-- -->", "");
    };
    expect(await footerOf("/")).toContain(`© ${year}`);
    const nepali = await footerOf("/ne");
    expect(nepali).toContain(`© ${formatNumberIn(Number(year), locales.ne, { grouping: false })}`);
    expect(nepali).not.toContain(year);
  });

  test("links lead to Nepali pages, and the menus' too", async ({ page }) => {
    await gotoReady(page, "/ne/services");
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang="en"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !/^\/ne(?:[/#?]|$)/.test(href) && !/\.\w+$/.test(href))).toEqual([]);
  });
});

test.describe("the Nepali FAQ search", () => {
  for (const query of ["किस्ता", "kista"]) {
    test(`"${query}" finds the question about paying in instalments`, async ({ page }) => {
      await gotoReady(page, "/ne/faq");
      await page.getByRole("searchbox", { name: faqBrowserCopy.searchLabel }).fill(query);
      const questions = page.getByRole("main").locator("details summary");
      await expect(questions.filter({ hasText: "पैसा किस्तामा तिर्न मिल्छ?" })).toBeVisible();
      expect(await questions.count()).toBeLessThan(4);
    });
  }
});

test.describe("the Nepali contact form", () => {
  const form = (page: Page) => page.getByRole("form", { name: contactFormCopy.title });
  const field = (page: Page, name: keyof typeof contactFormCopy.fields) =>
    form(page).getByLabel(contactFormCopy.fields[name].label, { exact: true });

  test("says what is wrong in Nepali, then sends the same fields, marked as from the Nepali site", async ({
    page,
  }) => {
    await gotoReady(page, "/ne/contact");
    const send = form(page).getByRole("button", { name: contactFormCopy.submit });
    await send.click();
    const { errors } = contactFormCopy;
    await expect(field(page, "firstName")).toHaveAccessibleDescription(errors.firstName);
    await expect(field(page, "lastName")).toHaveAccessibleDescription(errors.lastName);
    await expect(field(page, "email")).toHaveAccessibleDescription(errors.email);
    await expect(field(page, "message")).toHaveAccessibleDescription(errors.message);

    const email = `ne-${test.info().project.name}-${Date.now()}@example.com`;
    await field(page, "firstName").fill("सीता");
    await field(page, "lastName").fill("शर्मा");
    await field(page, "email").fill(email);
    await field(page, "message").fill("हाम्रो पसलका लागि नयाँ वेबसाइट चाहियो।");
    await send.click();
    await expect(page.getByRole("heading", { name: contactFormCopy.success.title })).toBeVisible();

    // The outbox has it with the fields of an English enquiry, and the site it came from.
    await expect
      .poll(async () => {
        const text = await readFile("test-results/outbox/enquiries.jsonl", "utf8").catch(() => "");
        return text
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          .find((record) => record.fields?.email === email);
      })
      .toMatchObject({
        locale: "ne",
        fields: {
          firstName: "सीता",
          lastName: "शर्मा",
          email,
          message: "हाम्रो पसलका लागि नयाँ वेबसाइट चाहियो।",
          title: "Contact Request",
        },
      });
  });
});
