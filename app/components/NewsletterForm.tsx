import { type FormEvent, useId, useRef, useState } from "react";
import { footer } from "~/content/footer";
import { useTypedBeforeHydration } from "~/hooks/useTypedBeforeHydration";
import { useHydrated } from "~/hooks/useHydrated";
import { useSendStatus } from "~/hooks/useSendStatus";
import { isValidEmail } from "~/lib/email";
import { prepareSend, sendEmailForm } from "~/lib/sendEmail";
import { isFocusLost } from "~/lib/utils";
import { Button } from "./ui/button";

/**
 * Footer newsletter box (DECISIONS.md 9): checks the address, then sends it through the same
 * e-mail service as the contact form, titled 'Newsletter Subscription'. A toast says subscribed
 * only after the service answered 2xx; on failure the address stays in the box.
 */
export function NewsletterForm() {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  useTypedBeforeHydration(inputRef, setEmail);
  const { status, failed, run, announce } = useSendStatus();
  const copy = footer.newsletter;
  const sending = status === "sending";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = formRef.current;
    if (!isValidEmail(email) || !form) {
      setInvalid(true);
      // Back in the box, the message is read out as its description; already there, the message
      // is read out as an alert.
      inputRef.current?.focus();
      return;
    }
    const result = await run(() => sendEmailForm(form));
    // The button, disabled while sending, dropped the focus to the page: back to the box.
    if (isFocusLost()) inputRef.current?.focus();
    if (result.ok) {
      setEmail("");
      announce(copy.toasts.sent);
    } else {
      console.error("Newsletter: sending failed", result.error);
      announce({ variant: "destructive", ...copy.toasts.failed });
    }
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-bold text-inverse-foreground">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-inverse-muted">{copy.text}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          placeholder={copy.placeholder}
          value={email}
          onFocus={prepareSend}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="h-11 w-full min-w-0 rounded-md border border-inverse-muted/60 bg-inverse-2 px-4 text-inverse-foreground transition-colors duration-150 placeholder:text-inverse-muted hover:border-inverse-muted focus-visible:border-ring-inverse aria-invalid:border-inverse-accent sm:flex-1 lg:flex-none"
        />
        <input type="hidden" name="title" value={copy.subscriptionTitle} />
        <Button type="submit" disabled={!hydrated || sending}>
          {sending ? copy.sending : copy.button}
        </Button>
        {/* The disabled button has lost the focus, and with it its new label: said here. */}
        <span role="status" className="sr-only">
          {sending ? copy.sending : ""}
        </span>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-5 text-sm text-inverse-accent">
        {invalid && copy.invalid}
      </p>
      {/* Stays after the toast has gone (or if its code could not be fetched); the toast speaks. */}
      {failed && <p className="text-sm text-inverse-accent">{copy.toasts.failed.description}</p>}
    </form>
  );
}
