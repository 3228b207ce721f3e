import { screen, waitFor, within } from "@testing-library/react";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type Mock,
  onTestFinished,
  vi,
} from "vitest";
import { userEvent } from "vitest/browser";
import { newsletter } from "~/content/newsletter";
import { toastCopy } from "~/content/toast";
import { emailConfig } from "~/lib/emailConfig.mjs";
import { renderPage } from "../../test/shell/testPage";
import { startNewsletterBox } from "./newsletterBox";
import { startToastRegion } from "./toastRegion";

/** The e-mail service's answer to a send, when the test gives it. */
function deferredResponse() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}

// fetch is the network: EmailJS (lib/emailSender.ts) posts the form through it.
let fetchMock: Mock<typeof fetch>;
const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: init?.body as FormData }));

const form = () => screen.getByRole("form", { name: newsletter.title });
const input = () => within(form()).getByRole<HTMLInputElement>("textbox", { name: newsletter.label });
const toasts = () => within(screen.getByRole("region", { name: toastCopy.regionLabel }));

beforeAll(() => {
  renderPage();
  startToastRegion();
  startNewsletterBox();
});
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const button of toasts().queryAllByRole("button", { name: toastCopy.dismiss })) button.click();
  input().value = "";
  form().querySelector<HTMLElement>('[data-part="failed"]')!.hidden = true;
});

describe("the footer's newsletter box", () => {
  it("says what is wrong with an address that is not one, keeps the focus in the box, and sends nothing", async () => {
    const user = userEvent.setup();
    await user.type(input(), "not-an-email");
    await user.click(within(form()).getByRole("button", { name: newsletter.button }));
    await waitFor(() => expect(input()).toHaveAttribute("aria-invalid", "true"));
    expect(input()).toHaveAccessibleDescription(newsletter.invalid);
    expect(within(form()).getByRole("alert")).toHaveTextContent(newsletter.invalid);
    expect(input()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Typing again clears the message.
    await user.type(input(), "x");
    expect(input()).toHaveAttribute("aria-invalid", "false");
    expect(input()).not.toHaveAccessibleDescription();
    expect(within(form()).getByRole("alert")).toBeEmptyDOMElement();
  });

  it("sends a valid address through EmailJS, titled 'Newsletter Subscription', and says so once it has", async () => {
    const user = userEvent.setup();
    const { response, answer } = deferredResponse();
    fetchMock.mockReturnValue(response);
    // Whether the browser would post the form itself, leaving the page.
    const posted: boolean[] = [];
    const onSubmit = (event: Event) => posted.push(!event.defaultPrevented);
    window.addEventListener("submit", onSubmit);
    onTestFinished(() => window.removeEventListener("submit", onSubmit));
    await user.type(input(), "ram@example.com.np");
    await user.click(within(form()).getByRole("button", { name: newsletter.button }));
    expect(posted).toEqual([false]);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [{ url, body }] = sent();
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send-form`);
    const config = emailConfig(import.meta.env);
    expect(Object.fromEntries(body)).toMatchObject({
      email: "ram@example.com.np",
      title: newsletter.subscriptionTitle,
      locale: "en",
      website: "",
      lib_version: "4.4.1",
      service_id: config.serviceId,
      template_id: config.templateId,
      user_id: config.publicKey,
    });
    expect(body.get("elapsedMs")).toMatch(/^\d+$/);

    // Under way: the button is disabled and says so, and no toast claims success yet.
    expect(within(form()).getByRole("button", { name: newsletter.sending })).toBeDisabled();
    expect(within(form()).getByRole("status")).toHaveTextContent(newsletter.sending);
    expect(toasts().queryByText(newsletter.toasts.sent.title)).toBeNull();

    answer(new Response("OK", { status: 200 }));
    expect(await toasts().findByText(newsletter.toasts.sent.title)).toBeVisible();
    expect(toasts().getByText(newsletter.toasts.sent.description)).toBeVisible();
    expect(input()).toHaveValue("");
    expect(within(form()).getByRole("button", { name: newsletter.button })).toBeEnabled();
    expect(within(form()).getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps the address and leaves a note beside the box when sending fails", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response("The user_id parameter is required", { status: 400 }));
    await user.type(input(), "ram@example.com.np");
    await user.click(within(form()).getByRole("button", { name: newsletter.button }));

    expect(await toasts().findByText(newsletter.toasts.failed.title)).toBeVisible();
    expect(toasts().getByText(newsletter.toasts.failed.description)).toBeVisible();
    expect(within(form()).getByText(newsletter.toasts.failed.description)).toBeVisible();
    expect(input()).toHaveValue("ram@example.com.np");
    expect(within(form()).getByRole("button", { name: newsletter.button })).toBeEnabled();
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 400 }));

    // Sent again, and this time through: the note goes.
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    await user.click(within(form()).getByRole("button", { name: newsletter.button }));
    expect(await toasts().findByText(newsletter.toasts.sent.title)).toBeVisible();
    expect(within(form()).getByText(newsletter.toasts.failed.description)).not.toBeVisible();
  });

  it("says the same when the network is down", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await user.type(input(), "ram@example.com.np");
    await user.keyboard("{Enter}");
    expect(await toasts().findByText(newsletter.toasts.failed.title)).toBeVisible();
    expect(input()).toHaveValue("ram@example.com.np");
  });
});
