import { readFile } from "node:fs/promises";
import { type Browser, expect, test } from "@playwright/test";
import { contactFormCopy } from "../app/content/contact";
import { contactFormCopy as nepaliForm } from "../app/content/ne/contact";
import { newsletter as nepaliNewsletter } from "../app/content/ne/newsletter";
import { formOutcomes } from "../app/content/formOutcomes";
import { isMobile } from "./helpers";

/**
 * Without JavaScript (issue 23), on the site's own server: the contact form and the newsletter
 * box post natively to /api/enquiry, the same pipeline keeps the enquiry, and the visitor lands on
 * a clear confirmation, or on a page that says what failed and what to do. The browser's own
 * checks (required fields, lengths, the e-mail type) run before anything is sent.
 */
const OUTBOX_FILE = "test-results/outbox/enquiries.jsonl";

type Stored = { kind: string; locale: string; endpoint: string; fields: Record<string, string> };

async function stored(email: string): Promise<Stored | undefined> {
  const text = await readFile(OUTBOX_FILE, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored)
    .find((enquiry) => enquiry.fields.email === email);
}

const uniqueEmail = (tag: string) =>
  `${tag}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function pageWithoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: isMobile() ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test("the contact form is sent and the visitor lands on its confirmation", async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    const email = uniqueEmail("nojs-contact");
    await form.getByLabel("First name").fill("Sita");
    await form.getByLabel("Last name").fill("Sharma");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Service you need/).selectOption("Website Design");
    await form.getByLabel(/^Budget/).selectOption({ label: "NPR 100,000 to 250,000" });
    await form.getByLabel("Message").fill("A website for our tea shop in Ilam, please.");
    await form.getByRole("button", { name: contactFormCopy.submit }).click();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(formOutcomes.contactSent.title);
    await expect(page.getByText(formOutcomes.contactSent.text)).toBeVisible();
    await expect(page.getByRole("link", { name: contactFormCopy.success.again })).toHaveAttribute(
      "href",
      "/contact",
    );
    const enquiry = await stored(email);
    expect(enquiry).toMatchObject({ endpoint: "enquiry", kind: "contact", locale: "en" });
    expect(enquiry?.fields).toMatchObject({
      firstName: "Sita",
      lastName: "Sharma",
      service: "Website Design",
      budget: "100k-250k",
      title: "Contact Request",
    });
    await context.close();
  });

  test("the browser checks the fields first: an empty form is not sent", async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByRole("button", { name: contactFormCopy.submit }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await form.getByLabel("First name").evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    await context.close();
  });

  test("what only the server can check fails with a page that says what to do, and the form keeps its text", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    const email = uniqueEmail("nojs-refused");
    // 'सी' passes the browser's minlength (two code units) but is one letter as a reader counts it
    // (SPEC.md section 5): the server refuses it.
    await form.getByLabel("First name").fill("सी");
    await form.getByLabel("Last name").fill("Sharma");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("A website for our tea shop in Ilam, please.");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/enquiry"));
    await form.getByRole("button", { name: contactFormCopy.submit }).click();
    expect((await answer).status()).toBe(400);

    // The page says why: what the form asks for, in the form's own words.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check what you typed");
    await expect(page.getByRole("main").getByRole("listitem")).toContainText([
      contactFormCopy.errors.firstName,
      contactFormCopy.errors.lastName,
      contactFormCopy.errors.email,
      contactFormCopy.errors.message,
    ]);
    await expect(page.getByRole("link", { name: "Back to the contact form" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(await stored(email)).toBeUndefined();
    // Back: what was typed is still in the form.
    await page.goBack();
    await expect(form.getByLabel("Message")).toHaveValue("A website for our tea shop in Ilam, please.");
    await context.close();
  });

  test("on the Nepali site, a message of ten keys but six letters lands on the Nepali page of the form's rules", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/ne/contact");
    const form = page.getByRole("main").locator("form");
    const email = uniqueEmail("nojs-ne-short");
    await form.getByLabel(nepaliForm.fields.firstName.label).fill("सीता");
    await form.getByLabel(nepaliForm.fields.lastName.label).fill("शर्मा");
    await form.getByLabel(nepaliForm.fields.email.label).fill(email);
    // 'नमस्ते दाइ' is ten code units, which the browser's minlength counts: it lets the form go.
    await form.getByLabel(nepaliForm.fields.message.label).fill("नमस्ते दाइ");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/enquiry"));
    await form.getByRole("button", { name: nepaliForm.submit }).click();
    expect((await answer).status()).toBe(400);

    await expect(page).toHaveURL(/\/api\/enquiry$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("कृपया आफूले लेखेको कुरा जाँच्नुहोस्");
    await expect(page.getByRole("main").getByRole("listitem").nth(3)).toHaveText(nepaliForm.errors.message);
    await expect(page.getByRole("link", { name: "सम्पर्क फारममा फर्कनुहोस्" })).toHaveAttribute(
      "href",
      "/ne/contact",
    );
    expect(await stored(email)).toBeUndefined();
    await context.close();
  });

  test("the newsletter box subscribes and lands on its confirmation", async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const email = uniqueEmail("nojs-newsletter");
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(formOutcomes.newsletterSubscribed.title);
    expect(await stored(email)).toMatchObject({
      kind: "newsletter",
      locale: "en",
      fields: { title: "Newsletter Subscription" },
    });
    await context.close();
  });

  test("the newsletter box keeps an address that is not one, checked by the browser, and sends nothing", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScripts(browser, baseURL!);
    await page.goto("/ne/about");
    const box = page.getByRole("contentinfo").getByRole("textbox", { name: nepaliNewsletter.label });
    await box.fill("sita@");
    await page.getByRole("contentinfo").getByRole("button", { name: nepaliNewsletter.button }).click();
    // Not the contact form's page of rules: the browser says what is wrong, beside the box.
    await expect(page).toHaveURL(/\/ne\/about$/);
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await expect(box).toHaveValue("sita@");
    await context.close();
  });
});
