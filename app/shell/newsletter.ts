import { isValidEmail } from "~/lib/email";
import { prepareSend, sendEmailForm } from "~/lib/sendEmail";
import { toast } from "~/lib/toast";
import { shellCopy } from "./copy";
import { closestTarget } from "./dom";

/**
 * The footer's newsletter box (DECISIONS.md 9; components/NewsletterForm.tsx): checks the
 * address, then sends it through the same e-mail service as the contact form, titled
 * 'Newsletter Subscription'. A toast says subscribed only after a 2xx answer; on failure the
 * address stays in the box and a note stays beside it. Without this script the form posts to the
 * site's own server, which answers with a page (README, "Without JavaScript").
 */
const FORM = "form[data-newsletter]";

type Parts = {
  input: HTMLInputElement;
  button: HTMLButtonElement;
  error: HTMLElement;
  status: HTMLElement;
  failedNote: HTMLElement;
};

function partsOf(form: HTMLFormElement): Parts {
  const part = <T extends HTMLElement>(name: string) => form.querySelector<T>(`[data-part="${name}"]`) as T;
  return {
    input: part<HTMLInputElement>("email"),
    button: part<HTMLButtonElement>("submit"),
    error: part("error"),
    status: part("status"),
    failedNote: part("failed"),
  };
}

function showInvalid({ input, error }: Parts, invalid: boolean) {
  input.setAttribute("aria-invalid", String(invalid));
  if (invalid) input.setAttribute("aria-describedby", error.id);
  else input.removeAttribute("aria-describedby");
  error.textContent = invalid ? shellCopy().newsletter.invalid : "";
}

function showSending(parts: Parts, sending: boolean) {
  const copy = shellCopy().newsletter;
  parts.button.dataset.label ??= parts.button.textContent ?? "";
  parts.button.disabled = sending;
  parts.button.textContent = sending ? copy.sending : parts.button.dataset.label;
  // The disabled button has lost the focus, and with it its new label: said here.
  parts.status.textContent = sending ? copy.sending : "";
}

async function subscribe(form: HTMLFormElement) {
  const parts = partsOf(form);
  if (!isValidEmail(parts.input.value)) {
    showInvalid(parts, true);
    // Back in the box, the message is read out as its description; already there, as an alert.
    parts.input.focus();
    return;
  }
  const copy = shellCopy().newsletter;
  showSending(parts, true);
  parts.failedNote.hidden = true;
  try {
    await sendEmailForm(form);
    parts.input.value = "";
    toast(copy.sent);
  } catch (error) {
    console.error("Newsletter: sending failed", error);
    parts.failedNote.hidden = false;
    toast({ variant: "destructive", ...copy.failed });
  } finally {
    showSending(parts, false);
    // The button, disabled while sending, dropped the focus to the page: back to the box.
    if (document.activeElement === null || document.activeElement === document.body) parts.input.focus();
  }
}

export function startNewsletter(): void {
  document.addEventListener("submit", (event) => {
    const form = closestTarget<HTMLFormElement>(event, FORM);
    if (!form) return;
    event.preventDefault();
    if (!partsOf(form).button.disabled) void subscribe(form);
  });
  document.addEventListener("input", (event) => {
    const form = closestTarget<HTMLFormElement>(event, FORM);
    if (form) showInvalid(partsOf(form), false);
  });
  document.addEventListener("focusin", (event) => {
    if (closestTarget(event, FORM)) prepareSend();
  });
}
