import { readFile } from "node:fs/promises";
import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { type ContactValues, emptyContact } from "../app/lib/contactForm";
import {
  axeViolations,
  collectProblems,
  escapeRegExp,
  expectNoProblems,
  gotoReady,
  isMobile,
  scrollY,
  waitForHydration,
} from "./helpers";

const SEND_FORM = "**/api/v1.0/email/send-form";
/** Where Careers' 'Apply Now' leads for the Senior UX/UI Designer opening (DECISIONS.md 6, 21). */
const APPLY_URL = "/contact?role=senior-ux-ui-designer#contact-form";
const APPLICANT_TITLE = "Apply for Senior UX/UI Designer";
const APPLICANT_INTRO =
  "Tell us a little about yourself in the message, and add a link to your portfolio or CV.";
const PORTFOLIO_HINT =
  "A public link we can open without signing in, such as Behance, GitHub or a shared PDF.";
const PORTFOLIO_ERROR = "Please enter a full link starting with https:// or http://.";
const OUTBOX_FILE = "test-results/outbox/enquiries.jsonl";
const DRAFT_KEY = "sathi-digital:contact-draft";

const SERVICES = [
  "Select a service",
  "Website Design",
  "Brand Identity",
  "Social Media Strategy",
  "Content Creation",
  "AI Implementation",
  "Logo & Visual Identity",
  "Other",
];

/** The budget's choices: the value each posts and what it reads (DECISIONS.md 27). */
const BUDGETS = [
  ["", "Select a range"],
  ["under-50k", "Under NPR 50,000"],
  ["50k-100k", "NPR 50,000 to 100,000"],
  ["100k-250k", "NPR 100,000 to 250,000"],
  ["250k-500k", "NPR 250,000 to 500,000"],
  ["over-500k", "Over NPR 500,000"],
  ["not-sure", "Not sure yet"],
] as const;

const ERRORS = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  message: "Message must be at least 10 characters.",
};

/** An address no other test uses, to find this test's enquiry in the shared outbox. */
const uniqueEmail = (tag: string) =>
  `${tag}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type Enquiry = { fields: Record<string, string>; service_id: string; lib_version: string | null };

async function outboxEnquiry(email: string): Promise<Enquiry | undefined> {
  const text = await readFile(OUTBOX_FILE, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Enquiry)
    .find((enquiry) => enquiry.fields.email === email);
}

/** The multipart fields of a send-form request, by name. */
function postedFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("utf8") ?? "";
  return Object.fromEntries(
    [...body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)].map((match) => [match[1], match[2]]),
  );
}

/**
 * Opens /contact once its form has hydrated: until then its button is disabled and what is typed
 * is not yet saved as a draft.
 */
async function gotoContact(page: Page) {
  await gotoReady(page, "/contact");
  await expect(formOf(page).send).toBeEnabled();
}

/** The form's controls, found as a visitor finds them: by their visible labels. */
function formOf(page: Page, title = "Tell us about your project") {
  const form = page.getByRole("form", { name: title });
  return {
    form,
    firstName: form.getByLabel("First name"),
    lastName: form.getByLabel("Last name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Phone"),
    company: form.getByLabel("Company"),
    service: form.getByLabel("Service you need"),
    budget: form.getByLabel("Budget"),
    portfolio: form.getByLabel("Portfolio or CV link"),
    message: form.getByLabel("Message"),
    send: form.getByRole("button", { name: "Send Message" }),
  };
}

/** What a visitor types into the form: every field as text (the portfolio link is an applicant's). */
type Enquirer = Omit<ContactValues, "portfolio">;

async function fillForm(page: Page, values: Enquirer) {
  const f = formOf(page);
  await f.firstName.fill(values.firstName);
  await f.lastName.fill(values.lastName);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.company.fill(values.company);
  await f.service.selectOption(values.service);
  await f.budget.selectOption(values.budget);
  await f.message.fill(values.message);
}

async function expectFilled(page: Page, values: Enquirer) {
  const f = formOf(page);
  await expect(f.firstName).toHaveValue(values.firstName);
  await expect(f.lastName).toHaveValue(values.lastName);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.phone).toHaveValue(values.phone);
  await expect(f.company).toHaveValue(values.company);
  await expect(f.service).toHaveValue(values.service);
  await expect(f.budget).toHaveValue(values.budget);
  await expect(f.message).toHaveValue(values.message);
}

const emptyForm: Enquirer = emptyContact;

const enquirer = (tag: string): Enquirer => ({
  firstName: "सीता",
  lastName: "शर्मा",
  email: uniqueEmail(tag),
  phone: "+977 9801234567",
  company: "Himal Cafe",
  service: "Website Design",
  budget: "50k-100k",
  message: "We need a website for our cafe in Butwal, with an online menu.",
});

/** Sends every send-form post to the real outbox with its service id swapped for a fault. */
async function injectFault(page: Page, fault: string) {
  await page.route(SEND_FORM, (route: Route) => {
    const body = route.request().postDataBuffer()?.toString("utf8") ?? "";
    const faulty = body.replace(/(name="service_id"\r\n\r\n)[^\r]*/, `$1fault_${fault}`);
    return route.continue({ postData: faulty });
  });
}

/** Holds send-form posts until `release` is called, so the sending state can be looked at. */
async function holdSends(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND_FORM, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const successToast = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).getByText("Message Sent!", { exact: true });
const failureToast = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).getByText("Failed to send!", { exact: true });

test.describe("contact page", () => {
  test("shows the form beside the contact details", { tag: "@both-widths" }, async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoContact(page);
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Start Your Project");

    const f = formOf(page);
    for (const [control, name] of [
      [f.firstName, "firstName"],
      [f.lastName, "lastName"],
      [f.email, "email"],
      [f.phone, "phone"],
      [f.company, "company"],
      [f.service, "service"],
      [f.budget, "budget"],
      [f.message, "message"],
    ] as const) {
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("name", name);
      // A select may not have maxlength (HTML); its options bound it.
      if (name === "service" || name === "budget") await expect(control).not.toHaveAttribute("maxlength");
      else await expect(control).toHaveAttribute("maxlength", /^\d+$/);
    }
    // The portfolio link is for job applications only.
    await expect(f.portfolio).toHaveCount(0);
    await expect(f.service.locator("option")).toHaveText(SERVICES);
    await expect(f.service.locator("option").first()).toHaveAttribute("value", "");
    // The budget: ranges a visitor picks (content/en/contact.yaml), each posting its id.
    await expect(f.budget.locator("option")).toHaveText(BUDGETS.map(([, label]) => label));
    expect(
      await f.budget
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(BUDGETS.map(([value]) => value));
    await expect(f.form.locator('input[type="hidden"][name="title"]')).toHaveValue("Contact Request");
    await expect(f.send).toBeEnabled();

    const info = page.getByRole("region", { name: "Contact information" });
    await expect(info.getByText("Butwal, Nepal")).toBeVisible();
    await expect(info.getByRole("link", { name: "hello@sathidigital.com.np" })).toHaveAttribute(
      "href",
      "mailto:hello@sathidigital.com.np",
    );
    await expect(info.getByRole("link", { name: "projects@sathidigital.com.np" })).toHaveAttribute(
      "href",
      "mailto:projects@sathidigital.com.np",
    );
    await expect(info.getByRole("link", { name: "+977 71-540 123" })).toHaveAttribute(
      "href",
      "tel:+97771540123",
    );
    await expect(info.getByText("Online in your problems 24/7")).toBeVisible();
    await expect(info.getByText("Sunday - Friday 9:00 AM - 6:00 PM")).toBeVisible();

    const follow = page.getByRole("region", { name: "Follow Us" });
    for (const network of ["Facebook", "Instagram"]) {
      const link = follow.getByRole("link", { name: new RegExp(`on ${network}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      // An icon link: the network's mark comes before its name.
      await expect(link.locator("svg").first()).toBeVisible();
      await expect(link).toHaveText(network);
    }

    const formBox = (await f.form.boundingBox())!;
    const infoBox = (await info.boundingBox())!;
    if (isMobile()) expect(infoBox.y).toBeGreaterThan(formBox.y + formBox.height);
    else expect(infoBox.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
    expectNoProblems(problems);
  });

  test(
    "the form starts on the first screen of a laptop; on a phone the hero leads to it",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoContact(page);
      expect(await scrollY(page)).toBe(0);
      const f = formOf(page);
      if (isMobile()) {
        const link = page.getByRole("link", { name: "Write your message" });
        await expect(link).toBeInViewport({ ratio: 1 });
        await link.click();
        await expect(page.getByRole("heading", { name: "Tell us about your project" })).toBeInViewport();
        return;
      }
      await expect(page.getByRole("heading", { name: "Tell us about your project" })).toBeInViewport({
        ratio: 1,
      });
      for (const field of [f.firstName, f.lastName, f.email, f.phone])
        await expect(field).toBeInViewport({ ratio: 1 });
    },
  );

  test("the pre-rendered page already holds the form and the details", async ({ request }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Let&#x27;s Start Your Project");
    expect(html).toContain('name="firstName"');
    expect(html).toContain("Sunday - Friday");
    expect(html).toContain("9:00 AM - 6:00 PM");
  });

  test("checks every field before sending and focuses the first invalid one", async ({ page }) => {
    await gotoContact(page);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    const f = formOf(page);

    await f.send.click();
    for (const [name, message] of Object.entries(ERRORS)) {
      const control = f.form.locator(`[name="${name}"]`);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
      await expect(f.form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(f.firstName).toBeFocused();
    for (const optional of [f.phone, f.company, f.service, f.budget])
      await expect(optional).not.toHaveAttribute("aria-invalid");

    // Names are trimmed before they are counted.
    await f.firstName.fill("  A  ");
    await f.lastName.fill("Thapa");
    await f.email.fill("sita@example");
    await f.message.fill("Too short");
    await f.send.click();
    await expect(f.firstName).toBeFocused();
    await expect(f.firstName).toHaveAccessibleDescription(ERRORS.firstName);
    await expect(f.lastName).not.toHaveAttribute("aria-invalid");
    await expect(f.email).toHaveAccessibleDescription(ERRORS.email);
    await expect(f.message).toHaveAccessibleDescription(ERRORS.message);

    // Fixing a field clears its message as the visitor types.
    await f.message.fill("Long enough now, surely.");
    await expect(f.form.getByText(ERRORS.message)).toHaveCount(0);

    // A dot ending the name, an underscore in the domain: no mail would arrive.
    for (const address of ["sita.@example.com", "sita@exa_mple.com"]) {
      await f.email.fill(address);
      await f.send.click();
      await expect(f.email).toHaveAccessibleDescription(ERRORS.email);
    }
    expect(posts).toEqual([]);
  });

  test("sends the enquiry to the outbox, shows success, then returns to an empty form", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoContact(page);
    const values = { ...enquirer("send"), firstName: "  सीता ", lastName: "शर्मा  " };
    await fillForm(page, values);
    const release = await holdSends(page);
    const requestPromise = page.waitForRequest(SEND_FORM);
    await formOf(page).send.click();

    const sending = page.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeDisabled();
    const request = await requestPromise;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    // The form's fields, names trimmed, and nothing else of the visitor's.
    const sentFields = {
      firstName: "सीता",
      lastName: "शर्मा",
      email: values.email,
      phone: values.phone,
      company: values.company,
      service: values.service,
      budget: values.budget,
      message: values.message,
      title: "Contact Request",
    };
    const id = expect.stringMatching(/\S/);
    expect(postedFields(request)).toEqual({
      ...sentFields,
      // About the post itself: the site it came from, how long the page was open, the empty
      // honeypot (the server's spam checks, README).
      locale: "en",
      elapsedMs: expect.stringMatching(/^\d+$/),
      submission: expect.stringMatching(/^[0-9a-f]{32}$/),
      website: "",
      lib_version: "4.4.1",
      service_id: id,
      template_id: id,
      user_id: id,
    });

    release();
    await expect(successToast(page)).toBeVisible();
    await expect(
      page.getByText("We've received your message and will get back to you shortly.", { exact: true }),
    ).toBeVisible();
    const successHeading = page.getByRole("heading", { name: "Message Sent Successfully!" });
    await expect(successHeading).toBeVisible();
    const shownAt = Date.now();
    await expect(successHeading).toBeFocused();
    await expect(
      page.getByText(
        "Thank you for reaching out! We've received your message and will get back to you within 24 hours.",
      ),
    ).toBeVisible();
    await expect(formOf(page).form).toHaveCount(0);

    await expect.poll(() => outboxEnquiry(values.email)).toBeDefined();
    const enquiry = (await outboxEnquiry(values.email))!;
    expect(enquiry.fields).toEqual(sentFields);
    expect(enquiry.lib_version).toBe("4.4.1");

    // The success view reverts by itself after 3 seconds, to an empty form.
    await expect(formOf(page).form).toBeVisible({ timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
    await expectFilled(page, emptyForm);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expectNoProblems(problems);
  });

  for (const fault of ["400", "403", "429", "451", "500", "drop"]) {
    test(`a ${fault === "drop" ? "dropped connection" : `${fault} answer`} fails visibly and keeps every field`, async ({
      page,
    }) => {
      await gotoContact(page);
      const consoleErrors: string[] = [];
      page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
      await injectFault(page, fault);
      const values = enquirer(`fault-${fault}`);
      await fillForm(page, values);
      await formOf(page).send.click();

      await expect(failureToast(page)).toBeVisible();
      await expect(
        page.getByText("There was a problem sending your message. Try again later.", { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toHaveCount(0);
      await expectFilled(page, values);
      await expect(formOf(page).send).toBeEnabled();
      expect(consoleErrors.some((text) => text.startsWith("Contact form: sending failed"))).toBe(true);
      expect(await outboxEnquiry(values.email)).toBeUndefined();

      // Still editable, and a later send goes through with what was kept.
      await formOf(page).company.fill("Himal Cafe & Bakery");
      await page.unroute(SEND_FORM);
      await formOf(page).send.click();
      await expect(successToast(page)).toBeVisible();
      // The failure toast, still up from a moment ago, gives way: the two would contradict.
      await expect(failureToast(page)).toHaveCount(0);
      await expect
        .poll(async () => (await outboxEnquiry(values.email))?.fields.company)
        .toBe("Himal Cafe & Bakery");
    });
  }

  test("offline at 'Send Message': the failure toast shows and every field stays", async ({
    page,
    context,
  }) => {
    await gotoContact(page);
    const values = enquirer("offline");
    await fillForm(page, values);
    await context.setOffline(true);
    await formOf(page).send.click();

    await expect(failureToast(page)).toBeVisible();
    await expect(page.getByText(/Application Error/)).toHaveCount(0);
    await expectFilled(page, values);

    await context.setOffline(false);
    await formOf(page).send.click();
    await expect(successToast(page)).toBeVisible();
  });

  test("a send whose answer was lost, sent again, arrives once", async ({ page }) => {
    await gotoContact(page);
    const values = enquirer("lost-answer");
    await fillForm(page, values);
    // The first post reaches the server, which keeps it; its answer never comes back.
    let lost = false;
    await page.route(SEND_FORM, async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await formOf(page).send.click();
    await expect(failureToast(page)).toBeVisible();
    await expect.poll(() => outboxEnquiry(values.email)).toBeDefined();

    await formOf(page).send.click();
    await expect(successToast(page)).toBeVisible();
    const text = await readFile(OUTBOX_FILE, "utf8");
    expect(text.split("\n").filter((line) => line.includes(values.email))).toHaveLength(1);
  });

  test("a failure is shown beside the button too, and there even when the toasts' code cannot be fetched", async ({
    page,
  }) => {
    await gotoContact(page);
    await page.route(/\/assets\/ToastList-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await injectFault(page, "500");
    const values = enquirer("no-toast-code");
    await fillForm(page, values);
    const f = formOf(page);
    await f.send.click();

    const inline = f.form.getByText(
      "Failed to send! There was a problem sending your message. Try again later.",
      { exact: true },
    );
    await expect(inline).toBeVisible();
    await expect(page.getByText(/Application Error/)).toHaveCount(0);
    await expectFilled(page, values);
    // The notification region still says it to screen readers.
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Failed to send!");

    // It goes when the visitor sends again.
    await page.unroute(SEND_FORM);
    await f.send.click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  });

  test("the fields are read-only while sending, so nothing typed then is lost with the sent form", async ({
    page,
  }) => {
    await gotoContact(page);
    const release = await holdSends(page);
    const values = enquirer("locked");
    await fillForm(page, values);
    const f = formOf(page);
    const requestPromise = page.waitForRequest(SEND_FORM);
    await f.send.click();
    await expect(page.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
    // The button lost the focus when it was disabled: its new label is said in a status.
    await expect(f.form.getByRole("status")).toHaveText("Sending Message...");
    for (const control of [f.firstName, f.email, f.message]) await expect(control).not.toBeEditable();
    await expect(f.service).toHaveAttribute("aria-readonly", "true");

    await f.message.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" And a logo.");
    await f.service.selectOption("Other").catch(() => undefined);
    await expectFilled(page, values);

    release();
    expect(postedFields(await requestPromise)).toMatchObject({
      message: values.message,
      service: values.service,
    });
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  });

  test("pressing Enter in the first invalid field, which has the focus, says its message again", async ({
    page,
  }) => {
    await gotoContact(page);
    const f = formOf(page);
    await f.firstName.fill("S");
    await f.firstName.press("Enter");
    await expect(f.firstName).toBeFocused();
    const alert = f.form.getByRole("alert");
    await expect(alert).toHaveText(ERRORS.firstName);
    // Gone after a moment, so it is not met twice when reading the form; a repeat says it again.
    await expect(alert).toHaveCount(0);
    await f.firstName.press("Enter");
    await expect(alert).toHaveText(ERRORS.firstName);
  });

  test("a send with no answer is abandoned after 15 seconds", async ({ page }) => {
    // The page's clock, moved on by hand: the fifteen seconds are the page's, not the test's.
    await page.clock.install();
    await gotoContact(page);
    await injectFault(page, "hang");
    const values = enquirer("hang");
    await fillForm(page, values);
    await formOf(page).send.click();
    const sending = page.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeDisabled();
    await page.clock.fastForward(14_000);
    await expect(sending).toBeDisabled();
    await expect(failureToast(page)).toHaveCount(0);
    await page.clock.fastForward(1_100);
    await expect(failureToast(page)).toBeVisible();
    await expectFilled(page, values);
    await expect(formOf(page).send).toBeEnabled();
  });

  test("what is typed and sent before the form's code arrives is kept, and sent once it has", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // All of the page's scripts, however they are split into chunks: the form's code is among them.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Only the pre-rendered HTML is in: the scripts wait for `release`.
    await page.goto("/contact", { waitUntil: "commit" });
    const values = enquirer("early");
    await fillForm(page, values);
    // Pressed now, the send is held until the form works (app/shell/replay.ts), never lost.
    const posts: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && posts.push(request.url()));
    await formOf(page).send.click();
    expect(posts).toEqual([]);
    const requestPromise = page.waitForRequest(SEND_FORM);
    release();
    expect(postedFields(await requestPromise)).toMatchObject({
      email: values.email,
      message: values.message,
    });
    await expect(successToast(page)).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test("keeps a draft through a reload and a visit elsewhere, until it is sent", async ({ page }) => {
    await gotoContact(page);
    const values = enquirer("draft");
    await fillForm(page, values);

    await page.reload();
    await waitForHydration(page);
    await expectFilled(page, values);

    await page.goto("/faq");
    await gotoContact(page);
    await expectFilled(page, values);

    await formOf(page).send.click();
    await expect(successToast(page)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(formOf(page).firstName).toHaveValue("");
    await expect(formOf(page).message).toHaveValue("");
  });

  test("Careers 'Apply Now' pre-fills the application", async ({ page }) => {
    await gotoReady(page, "/about/careers");
    const opening = page
      .getByRole("main")
      .locator("summary")
      .filter({ hasText: /^Senior UX\/UI Designer/ });
    await opening.click();
    await page
      .getByRole("link", { name: /Apply Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?role=senior-ux-ui-designer#contact-form$/);
    const f = formOf(page, APPLICANT_TITLE);
    await expect(f.message).toHaveValue("Application: Senior UX/UI Designer");
    // An application is not a project: no company, service or budget to give (issue 33).
    await expect(f.firstName).toBeVisible();
    for (const control of [f.company, f.service, f.budget]) await expect(control).toHaveCount(0);
    await expect(f.form.locator('input[type="hidden"][name="service"]')).toHaveValue("Other");
    // It opens on the form, filled in, not on the page's hero.
    await expect(page.getByRole("heading", { name: APPLICANT_TITLE })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  });

  test("an applicant sees a heading for the role and an optional portfolio or CV field; nobody else does", async ({
    page,
  }) => {
    await gotoReady(page, APPLY_URL);
    const f = formOf(page, APPLICANT_TITLE);
    await expect(page.getByRole("heading", { level: 2, name: APPLICANT_TITLE })).toBeInViewport();
    await expect(f.form.getByText(APPLICANT_INTRO)).toBeVisible();
    await expect(f.portfolio).toBeVisible();
    await expect(f.portfolio).toHaveAttribute("type", "url");
    await expect(f.portfolio).toHaveAttribute("name", "portfolio");
    await expect(f.portfolio).toHaveAttribute("maxlength", "500");
    await expect(f.portfolio).toHaveAccessibleDescription(PORTFOLIO_HINT);

    // Not for a general enquiry, a role that is not open, or a link to the form without a role.
    for (const path of [
      "/contact",
      "/contact?role=Hacker%3Cscript%3E#contact-form",
      "/contact#contact-form",
    ]) {
      await gotoReady(page, path);
      await expect(formOf(page).form, path).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Apply for/ })).toHaveCount(0);
      await expect(page.getByLabel("Portfolio or CV link")).toHaveCount(0);
    }
  });

  test("an applicant's portfolio link is sent with the form and stored", async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, APPLY_URL);
    const f = formOf(page, APPLICANT_TITLE);
    await expect(f.send).toBeEnabled();
    const values = enquirer("apply");
    await f.firstName.fill(values.firstName);
    await f.lastName.fill(values.lastName);
    await f.email.fill(values.email);
    await f.portfolio.fill("  https://www.behance.net/sita-sharma  ");
    await f.message.fill("Application: Senior UX/UI Designer\n\nFive years of product design in Kathmandu.");
    const requestPromise = page.waitForRequest(SEND_FORM);
    await f.send.click();

    const posted = postedFields(await requestPromise);
    expect(posted).toMatchObject({
      email: values.email,
      service: "Other",
      // Trimmed, like every field.
      portfolio: "https://www.behance.net/sita-sharma",
      title: "Contact Request",
    });
    // Only what the applicant was asked: no company or budget.
    expect(Object.keys(posted)).not.toContain("company");
    expect(Object.keys(posted)).not.toContain("budget");
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect.poll(() => outboxEnquiry(values.email)).toBeDefined();
    expect((await outboxEnquiry(values.email))!.fields.portfolio).toBe("https://www.behance.net/sita-sharma");
    expectNoProblems(problems);
  });

  test("a portfolio link that is not an http(s) address is refused with its message", async ({ page }) => {
    await gotoReady(page, APPLY_URL);
    const f = formOf(page, APPLICANT_TITLE);
    await expect(f.send).toBeEnabled();
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    const values = enquirer("apply-invalid");
    await f.firstName.fill(values.firstName);
    await f.lastName.fill(values.lastName);
    await f.email.fill(values.email);
    await f.message.fill(values.message);

    for (const link of ["behance.net/sita", "ftp://example.com/cv.pdf", "javascript:alert(1)"]) {
      await f.portfolio.fill(link);
      await f.send.click();
      await expect(f.portfolio).toBeFocused();
      await expect(f.portfolio).toHaveAttribute("aria-invalid", "true");
      await expect(f.portfolio).toHaveAccessibleDescription(`${PORTFOLIO_HINT} ${PORTFOLIO_ERROR}`);
      await expect(f.form.getByText(PORTFOLIO_ERROR, { exact: true })).toBeVisible();
    }
    expect(posts).toEqual([]);

    // Fixed, the message goes as the visitor types, and the form sends.
    await f.portfolio.fill("https://github.com/sita");
    await expect(f.form.getByText(PORTFOLIO_ERROR)).toHaveCount(0);
    await f.send.click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  });

  test("without JavaScript, an applicant's portfolio link is posted natively and stored", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    // Without a link to the form, a general enquiry has no portfolio field.
    await page.goto("/contact");
    await expect(page.getByLabel("Portfolio or CV link")).toBeHidden();

    // 'Apply Now' links to the form itself: there it is.
    await page.goto(APPLY_URL);
    const form = page.getByRole("main").locator("form");
    const portfolio = form.getByLabel("Portfolio or CV link");
    await expect(portfolio).toBeVisible();
    const email = uniqueEmail("nojs-apply");
    await form.getByLabel("First name").fill("Sita");
    await form.getByLabel("Last name").fill("Sharma");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Application: Senior UX/UI Designer");
    // The browser's own check first: not a web address, not sent.
    await portfolio.fill("my portfolio");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(APPLY_URL)}$`));
    expect(await portfolio.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    await portfolio.fill("https://dribbble.com/sita");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect((await outboxEnquiry(email))?.fields).toMatchObject({
      firstName: "Sita",
      portfolio: "https://dribbble.com/sita",
      title: "Contact Request",
    });
    await context.close();
  });

  // The form as it opens and with its errors shown: the sweep (pages.spec.ts).
  test("has no axe violations while sending, after success and after a failure", async ({ page }) => {
    test.setTimeout(60_000);
    await gotoContact(page);
    await fillForm(page, enquirer("axe"));
    const release = await holdSends(page);
    await formOf(page).send.click();
    await expect(page.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    release();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect(successToast(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.unrouteAll();
    // The success view has reverted by itself while axe ran, or does so now.
    await expect(formOf(page).form).toBeVisible({ timeout: 5000 });
    await injectFault(page, "500");
    await fillForm(page, enquirer("axe-fail"));
    await formOf(page).send.click();
    await expect(failureToast(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("newsletter", () => {
  const footerForm = (page: Page) => {
    const footer = page.getByRole("contentinfo");
    return {
      email: footer.getByRole("textbox", { name: "Email address" }),
      subscribe: footer.getByRole("button", { name: "Subscribe" }),
      footer,
    };
  };

  test("sends a valid address titled 'Newsletter Subscription' and says so", async ({ page }) => {
    await gotoReady(page, "/");
    const { email, subscribe, footer } = footerForm(page);
    const posts: Request[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request));

    await email.fill("not-an-email");
    await subscribe.click();
    await expect(footer.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    expect(posts).toEqual([]);

    const address = uniqueEmail("newsletter");
    await email.fill(address);
    await expect(footer.getByText("Please enter a valid email address.")).toBeHidden();
    const requestPromise = page.waitForRequest(SEND_FORM);
    await subscribe.click();
    const posted = postedFields(await requestPromise);
    expect(posted).toMatchObject({ email: address, title: "Newsletter Subscription", lib_version: "4.4.1" });

    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Subscribed!", { exact: true }),
    ).toBeVisible();
    await expect(email).toHaveValue("");
    await expect
      .poll(async () => (await outboxEnquiry(address))?.fields.title)
      .toBe("Newsletter Subscription");
    await expect(page).toHaveURL(/\/$/);
  });

  test("from the keyboard: an invalid address is said, and after a failed send the focus is back in the box", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const { email, subscribe, footer } = footerForm(page);
    await email.fill("not-an-email");
    await email.press("Enter");
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address.");

    await injectFault(page, "500");
    await email.fill(uniqueEmail("newsletter-keyboard"));
    await subscribe.focus();
    await page.keyboard.press("Enter");
    const failed = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
    await expect(failed).toContainText("Failed to subscribe!");
    await expect(email).toBeFocused();
    // The toast does not cover the box that has the focus, nor the button beside it.
    await failed.evaluate((item) => item.getAnimations().forEach((animation) => animation.finish()));
    const toastBox = (await failed.boundingBox())!;
    for (const control of [email, subscribe]) {
      const box = (await control.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });

  test("a failed subscription says so and keeps the address", async ({ page }) => {
    await gotoReady(page, "/");
    const { email, subscribe } = footerForm(page);
    await injectFault(page, "500");
    const address = uniqueEmail("newsletter-fail");
    await email.fill(address);
    await subscribe.click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Failed to subscribe!", { exact: true }),
    ).toBeVisible();
    await expect(email).toHaveValue(address);
    await expect(subscribe).toBeEnabled();
    // Beside the box too, after the toast has gone.
    await expect(
      page
        .getByRole("contentinfo")
        .getByText("There was a problem signing you up. Your address is still in the box: try again later."),
    ).toBeVisible();
    expect(await outboxEnquiry(address)).toBeUndefined();
  });
});
