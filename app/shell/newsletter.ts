import { isValidEmail } from "~/lib/email";
import { prepareSend, sendEmailForm } from "~/lib/sendEmail";
import { toast } from "~/lib/toast";
import { shellCopy } from "./copy";
import { closestTarget, NEWSLETTER_FORM } from "./dom";

/**
 * The footer's newsletter box, sending (DECISIONS.md 9; newsletterBox.ts hands a send over):
 * checks the address, then sends it through the same e-mail service as the contact form, titled
 * 'Newsletter Subscription'. A toast says subscribed only after a 2xx answer; on failure the
 * address stays in the box and a note stays beside it.
 */

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

let watchingInput = false;

export async function subscribe(form: HTMLFormElement): Promise<void> {
  const parts = partsOf(form);
  if (parts.button.disabled) return;
  // Typing again clears the message of an address found invalid.
  if (!watchingInput) {
    watchingInput = true;
    document.addEventListener("input", (event) => {
      const box = closestTarget<HTMLFormElement>(event, NEWSLETTER_FORM);
      if (box) showInvalid(partsOf(box), false);
    });
  }
  prepareSend();
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
