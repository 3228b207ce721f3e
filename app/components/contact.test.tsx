import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { contactFormCopy } from "~/content/contact";
import { newsletter } from "~/content/newsletter";
import { shellCopy } from "~/content/shell";
import { toastCopy } from "~/content/toast";
import { emailConfig } from "~/lib/emailConfig.mjs";
import { SHELL_COPY_ID } from "~/shell/copy";
import { startToastRegion } from "~/shell/toastRegion";
import { ContactForm } from "./ContactForm";
import { NewsletterForm } from "./NewsletterForm";

const copy = contactFormCopy;

// The page's toasts are the shell's (app/shell/toastRegion.ts): its region, with its copy, as on
// every page.
beforeAll(() => {
  const shellJson = document.createElement("script");
  shellJson.type = "application/json";
  shellJson.id = SHELL_COPY_ID;
  shellJson.textContent = JSON.stringify(shellCopy);
  document.body.append(shellJson);
  startToastRegion();
});
const toasts = () => within(screen.getByRole("region", { name: toastCopy.regionLabel }));

/** The form on its page at `path`, as its island has it: no router, the browser's own address. */
// The test page's own address, put back after each test that sets one of the site's.
const testPageAddress = window.location.href;
afterEach(() => window.history.replaceState(null, "", testPageAddress));

function renderAt(ui: React.ReactNode, path = "/contact") {
  window.history.replaceState(null, "", path);
  return render(ui);
}

// fetch is the network: EmailJS (lib/emailSender.ts) posts the form through it.
let fetchMock: Mock<typeof fetch>;
/** What each send posted, as the e-mail service receives it. */
const posts = () =>
  fetchMock.mock.calls.map(
    ([, init]) => Object.fromEntries(init?.body as FormData) as Record<string, string>,
  );

/** Fills the required fields; a general enquiry (not an application) picks a service and a budget too. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, { enquiry = true } = {}) {
  await user.type(screen.getByLabelText(copy.fields.firstName.label), " सीता ");
  await user.type(screen.getByLabelText(copy.fields.lastName.label), "शर्मा");
  await user.type(screen.getByLabelText(copy.fields.email.label), "sita@example.com");
  if (enquiry) {
    await user.selectOptions(screen.getByLabelText(/^Service you need/), "Brand Identity");
    await user.selectOptions(screen.getByLabelText(/^Budget/), "NPR 50,000 to 100,000");
  }
  await user.type(screen.getByLabelText(copy.fields.message.label), "A new logo for our shop, please.");
}

describe("ContactForm", () => {
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const button of toasts().queryAllByRole("button", { name: toastCopy.dismiss })) button.click();
  });

  it("shows each rule's message under its field and sends nothing", async () => {
    const user = userEvent.setup();
    renderAt(<ContactForm />);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    for (const field of ["firstName", "lastName", "email", "message"] as const) {
      const control = screen.getByLabelText(copy.fields[field].label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(copy.errors[field]);
    }
    expect(screen.getByLabelText(copy.fields.firstName.label)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the trimmed fields with the hidden title through EmailJS, then shows the success view", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(await screen.findByRole("heading", { name: copy.success.title })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      `${window.location.origin}/api/v1.0/email/send-form`,
      expect.anything(),
    );
    const config = emailConfig(import.meta.env);
    expect(posts()).toEqual([
      {
        firstName: "सीता",
        lastName: "शर्मा",
        email: "sita@example.com",
        phone: "",
        company: "",
        service: "Brand Identity",
        budget: "50k-100k",
        message: "A new logo for our shop, please.",
        title: "Contact Request",
        locale: "en",
        elapsedMs: expect.stringMatching(/^\d+$/),
        submission: expect.stringMatching(/^[0-9a-f]{32}$/),
        website: "",
        lib_version: "4.4.1",
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
      },
    ]);
    expect(await toasts().findByText(copy.toasts.sent.title)).toBeVisible();

    // 'Send Another Message': the empty form at once, its heading focused.
    await user.click(screen.getByRole("button", { name: copy.success.again }));
    expect(screen.getByRole("heading", { name: copy.title })).toHaveFocus();
    expect(screen.getByLabelText(copy.fields.firstName.label)).toHaveValue("");
  });

  it("shows a bot that fills in the hidden field success, and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = renderAt(<ContactForm />);
    await fillValid(user);
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("heading", { name: copy.success.title })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps every field and logs the error when sending fails", async () => {
    const user = userEvent.setup();
    const error = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValue(error);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(await toasts().findByText(copy.toasts.failed.title)).toBeVisible();
    expect(toasts().getByText(copy.toasts.failed.description)).toBeVisible();
    // And beside the button, where it stays after the toast.
    const form = within(screen.getByRole("form"));
    expect(form.getByText(copy.toasts.failed.title)).toBeVisible();
    expect(form.getByText(copy.toasts.failed.description, { exact: false })).toBeVisible();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    expect(screen.getByLabelText(copy.fields.firstName.label)).toHaveValue("सीता");
    expect(screen.getByLabelText(copy.fields.message.label)).toHaveValue("A new logo for our shop, please.");
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  it("says 'Sending Message...' on a disabled button while the send is under way", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("button", { name: copy.sending })).toBeDisabled();
    // While sending, what is typed would be lost: the fields take nothing.
    expect(screen.getByLabelText(copy.fields.message.label)).toHaveAttribute("readonly");
    answer(new Response("OK", { status: 200 }));
    expect(await screen.findByRole("heading", { name: copy.success.title })).toBeVisible();
  });

  it("posts without JavaScript: to the site's own server, its button enabled before the page hydrates", () => {
    const html = renderToString(<ContactForm />);
    const page = document.createElement("div");
    page.innerHTML = html;
    const form = page.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/api/enquiry");
    expect(form).toHaveAttribute("method", "post");
    // The browser checks the fields (required, minlength, type=email) until React does.
    expect(form).not.toHaveAttribute("novalidate");
    expect(within(form).getByRole("button", { name: copy.submit })).toBeEnabled();
    expect(form.querySelector('input[name="title"]')).toHaveValue("Contact Request");
    expect(form.querySelector('input[name="locale"]')).toHaveValue("en");
    expect(form.querySelector('input[name="elapsedMs"]')).toHaveValue("");
    expect(form.querySelector('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    expect(form.querySelector('input[name="website"]')?.closest("[aria-hidden=true]")).not.toBeNull();
  });
  it("pre-renders the portfolio field for a native post, shown by CSS only on the form an 'Apply Now' link targets", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<ContactForm />);
    const portfolio = page.querySelector('input[name="portfolio"]')!;
    expect(portfolio).toHaveAttribute("type", "url");
    expect(portfolio.closest(".hidden")?.className).toContain("[#contact-form:target_&]:flex");
  });

  it("pre-fills a job application from ?role=", async () => {
    renderAt(<ContactForm />, "/contact?role=digital-marketing-specialist");
    expect(await screen.findByDisplayValue("Application: Digital Marketing Specialist")).toBeVisible();
    // Not a project: no company, service or budget is asked (issue 33); the service posted is 'Other'.
    for (const label of [/^Company/, /^Service you need/, /^Budget/])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(document.querySelector('input[type="hidden"][name="service"]')).toHaveValue("Other");
  });

  it("pre-fills nothing from a ?role= that is not one of the openings", () => {
    renderAt(<ContactForm />, "/contact?role=Hacker%3Cscript%3E");
    expect(screen.getByRole("heading", { name: copy.title })).toBeVisible();
    for (const label of [/^Message/, /^Service you need/])
      expect(screen.getByLabelText(label)).toHaveValue("");
    for (const label of [/^Company/, /^Budget/]) expect(screen.getByLabelText(label)).toBeVisible();
  });

  it("an application has its own heading and sends the portfolio link; a general enquiry has neither", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const { unmount } = renderAt(<ContactForm />, "/contact");
    expect(screen.getByRole("heading", { name: copy.title })).toBeVisible();
    expect(screen.queryByLabelText(/^Portfolio or CV link/)).toBeNull();
    unmount();

    renderAt(<ContactForm />, "/contact?role=digital-marketing-specialist");
    expect(
      await screen.findByRole("heading", { name: copy.applicant.title("Digital Marketing Specialist") }),
    ).toBeVisible();
    const portfolio = screen.getByLabelText(/^Portfolio or CV link/);
    expect(portfolio).toHaveAccessibleDescription(copy.applicant.portfolioHint);
    await fillValid(user, { enquiry: false });
    await user.type(portfolio, "https://linkedin.com/in/sita");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("heading", { name: copy.success.title })).toBeVisible();
    expect(posts()[0]).toMatchObject({
      service: "Other",
      portfolio: "https://linkedin.com/in/sita",
      title: "Contact Request",
    });
    expect(posts()[0]).not.toHaveProperty("company");
    expect(posts()[0]).not.toHaveProperty("budget");
  });
});

// The box's sending is the shell's script (app/shell/newsletter.test.ts); here, what it posts
// without JavaScript.
describe("NewsletterForm", () => {
  it("posts the address to the site's own server, titled 'Newsletter Subscription'", () => {
    render(<NewsletterForm />);
    const form = screen.getByRole("form", { name: newsletter.title });
    expect(form).toHaveAttribute("action", "/api/enquiry");
    expect(form).toHaveAttribute("method", "post");
    const input = within(form).getByRole("textbox", { name: newsletter.label });
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeRequired();
    expect(form.querySelector('input[name="title"]')).toHaveValue(newsletter.subscriptionTitle);
    expect(form.querySelector('input[name="website"]')).toHaveValue("");
    expect(within(form).getByRole("button", { name: newsletter.button })).toHaveAttribute("type", "submit");
  });
});
