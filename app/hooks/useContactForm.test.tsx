import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { contactFormCopy } from "~/content/contact";
import { contactFields, emptyContact } from "~/lib/contactForm";
import { type SendContact, useContactForm } from "./useContactForm";

const { errors } = contactFormCopy;

/** The hook's whole surface on a bare form: each field labelled by its name, its error beside it. */
function TestForm({ send, onReady }: { send: SendContact; onReady?: (reset: () => void) => void }) {
  const { formRef, errors, fieldProps, handleSubmit, reset } = useContactForm();
  onReady?.(() => reset(emptyContact));
  return (
    <form ref={formRef} aria-label="enquiry" onSubmit={handleSubmit(send)}>
      {contactFields.map((name) => (
        <p key={name}>
          <label>
            {name}
            <input {...fieldProps(name)} />
          </label>
          <output>{errors[name]}</output>
        </p>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const control = (name: string) => screen.getByRole("textbox", { name });
const shownErrors = () =>
  screen.getAllByRole("status").flatMap((output) => (output.textContent ? [output.textContent] : []));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(control("firstName"), "  सीता ");
  await user.type(control("lastName"), "शर्मा");
  await user.type(control("email"), " sita@example.com");
  await user.type(control("message"), "A new logo for our shop.  ");
}

describe("useContactForm", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("shows no error while typing before the first try to send", async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    await user.type(control("firstName"), "S");
    await user.type(control("email"), "sita@");
    expect(shownErrors()).toEqual([]);
  });

  it("on send, shows every failing field's message, focuses the first one and sends nothing", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendContact>();
    render(<TestForm send={send} />);
    await user.type(control("lastName"), "Sharma");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(shownErrors()).toEqual([errors.firstName, errors.email, errors.message]);
    expect(control("firstName")).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("after a try, rechecks each field as it is edited: fixed clears, broken shows", async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    await user.type(control("lastName"), "Sharma");
    await user.click(screen.getByRole("button", { name: "Send" }));

    await user.type(control("message"), "Long enough now.");
    expect(shownErrors()).toEqual([errors.firstName, errors.email]);
    await user.type(control("firstName"), "S");
    expect(shownErrors()).toEqual([errors.firstName, errors.email]);
    await user.type(control("firstName"), "i");
    expect(shownErrors()).toEqual([errors.email]);
    // Only the edited field is rechecked.
    await user.clear(control("lastName"));
    expect(shownErrors()).toEqual([errors.lastName, errors.email]);
  });

  it("sends the form holding the trimmed values", async () => {
    const user = userEvent.setup();
    const posted: Record<string, FormDataEntryValue>[] = [];
    const send = vi.fn<SendContact>(async (form) => {
      posted.push(Object.fromEntries(new FormData(form)));
    });
    render(<TestForm send={send} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(send).toHaveBeenCalledOnce();
    expect(posted).toEqual([
      {
        ...emptyContact,
        firstName: "सीता",
        lastName: "शर्मा",
        email: "sita@example.com",
        message: "A new logo for our shop.",
      },
    ]);
    expect(control("firstName")).toHaveValue("सीता");
    expect(shownErrors()).toEqual([]);
  });

  it("forgets errors and the try on reset", async () => {
    const user = userEvent.setup();
    let reset = () => {};
    render(<TestForm send={vi.fn()} onReady={(resetForm) => (reset = resetForm)} />);
    await user.type(control("firstName"), "Sita");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(shownErrors()).not.toEqual([]);

    act(() => reset());
    expect(shownErrors()).toEqual([]);
    expect(control("firstName")).toHaveValue("");
    await user.type(control("firstName"), "S");
    expect(shownErrors()).toEqual([]);
  });

  it("keeps what was typed into the pre-rendered form before it hydrated", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendContact>();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TestForm send={send} />);
    document.body.append(container);
    (control("firstName") as HTMLInputElement).value = "Sita";
    (control("message") as HTMLInputElement).value = "Typed before the script ran.";

    render(<TestForm send={send} />, { container, hydrate: true });
    await user.type(control("lastName"), "Sharma");
    expect(control("firstName")).toHaveValue("Sita");
    expect(control("message")).toHaveValue("Typed before the script ran.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(shownErrors()).toEqual([errors.email]);
  });
});
