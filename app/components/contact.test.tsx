import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPage } from "~/content/contact";
import { footer } from "~/content/footer";
import { toastCopy } from "~/content/toast";
import { prepareSend, sendEmailForm } from "~/lib/sendEmail";
import { ContactForm } from "./ContactForm";
import { NewsletterForm } from "./NewsletterForm";
import { Toaster } from "./Toaster";

vi.mock("~/lib/sendEmail", () => ({ sendEmailForm: vi.fn(), prepareSend: vi.fn() }));
const send = vi.mocked(sendEmailForm);

const copy = contactPage.form;

function renderAt(ui: React.ReactNode, path = "/contact") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          {ui}
          <Toaster />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** What each send posted, read from the form as the e-mail service reads it, when it was sent. */
function capturePosts(outcome: () => Promise<void>) {
  const posts: Record<string, FormDataEntryValue>[] = [];
  send.mockImplementation((form) => {
    posts.push(Object.fromEntries(new FormData(form)));
    return outcome();
  });
  return posts;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(copy.fields.firstName.label), " सीता ");
  await user.type(screen.getByLabelText(copy.fields.lastName.label), "शर्मा");
  await user.type(screen.getByLabelText(copy.fields.email.label), "sita@example.com");
  await user.selectOptions(screen.getByLabelText(/^Service you need/), "Brand Identity");
  await user.type(screen.getByLabelText(copy.fields.message.label), "A new logo for our shop, please.");
}

describe("ContactForm", () => {
  // Braces: a function returned from beforeEach would be called as its teardown.
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
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
    expect(send).not.toHaveBeenCalled();
  });

  it("posts the trimmed fields with the hidden title, then shows the success view", async () => {
    const user = userEvent.setup();
    const posts = capturePosts(() => Promise.resolve());
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(posts).toEqual([
      {
        firstName: "सीता",
        lastName: "शर्मा",
        email: "sita@example.com",
        phone: "",
        company: "",
        service: "Brand Identity",
        message: "A new logo for our shop, please.",
        title: "Contact Request",
      },
    ]);
    expect(await screen.findByRole("heading", { name: copy.success.title })).toHaveFocus();
    expect(
      await within(screen.getByRole("region", { name: "Notifications" })).findByText(copy.toasts.sent.title),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: copy.success.again }));
    expect(screen.getByLabelText(copy.fields.firstName.label)).toHaveValue("");
  });

  it("keeps every field and logs the error when sending fails", async () => {
    const user = userEvent.setup();
    const error = new TypeError("Failed to fetch");
    send.mockImplementation(() => Promise.reject(error));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    const toasts = within(screen.getByRole("region", { name: toastCopy.regionLabel }));
    expect(await toasts.findByText(copy.toasts.failed.title)).toBeVisible();
    expect(toasts.getByText(copy.toasts.failed.description)).toBeVisible();
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
    send.mockReturnValue(new Promise(() => {}));
    renderAt(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("button", { name: copy.sending })).toBeDisabled();
  });

  it("fetches the e-mail library once the visitor starts on the form, not with the page", async () => {
    const user = userEvent.setup();
    vi.mocked(prepareSend).mockClear();
    renderAt(<ContactForm />);
    expect(prepareSend).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(copy.fields.email.label));
    expect(prepareSend).toHaveBeenCalled();
  });

  it("pre-fills a job application from ?role=", async () => {
    renderAt(<ContactForm />, "/contact?role=Digital%20Marketing%20Specialist");
    expect(await screen.findByDisplayValue("Application: Digital Marketing Specialist")).toBeVisible();
    expect(screen.getByLabelText(/^Service you need/)).toHaveValue("Other");
  });
});

describe("NewsletterForm", () => {
  beforeEach(() => {
    send.mockReset();
  });

  it("checks the address, sends it titled 'Newsletter Subscription', and toasts only after success", async () => {
    const user = userEvent.setup();
    const posts = capturePosts(() => Promise.resolve());
    renderAt(<NewsletterForm />, "/");
    const input = screen.getByRole("textbox", { name: newsletter.label });
    await user.type(input, "not-an-email");
    await user.click(screen.getByRole("button", { name: newsletter.button }));
    expect(input).toHaveAccessibleDescription(newsletter.invalid);
    expect(input).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "ram@example.com.np");
    await user.click(screen.getByRole("button", { name: newsletter.button }));
    expect(posts).toEqual([{ email: "ram@example.com.np", title: newsletter.subscriptionTitle }]);
    expect(await screen.findByText(newsletter.toasts.sent.title)).toBeVisible();
    expect(input).toHaveValue("");
  });

  it("keeps the address when the subscription fails", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue("The user_id parameter is required");
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<NewsletterForm />, "/");
    const input = screen.getByRole("textbox", { name: newsletter.label });
    await user.type(input, "ram@example.com.np");
    await user.click(screen.getByRole("button", { name: newsletter.button }));
    expect(await screen.findByText(newsletter.toasts.failed.title)).toBeVisible();
    expect(input).toHaveValue("ram@example.com.np");
  });
});
