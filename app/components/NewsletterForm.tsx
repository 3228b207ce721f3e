import { useId } from "react";
import { newsletter } from "~/content/newsletter";
import { ENQUIRY_PATH } from "~/lib/enquiryRules.mjs";
import { EnquiryExtras } from "./EnquiryExtras";
import { Button } from "./ui/button";

/**
 * Footer newsletter box (DECISIONS.md 9). The shell's script checks the address and sends it
 * through the same e-mail service as the contact form (app/shell/newsletter.ts); without
 * JavaScript it posts to the site's own server, once the browser has checked the address (no
 * `novalidate`: the server's page of the contact form's rules is not this box's). Its parts are
 * named for the script (`data-part`).
 */
export function NewsletterForm() {
  const id = useId();
  const copy = newsletter;
  return (
    <form
      action={ENQUIRY_PATH}
      method="post"
      data-newsletter
      aria-labelledby={`${id}-title`}
      className="relative"
    >
      <h2 id={`${id}-title`} className="text-base font-bold text-inverse-foreground">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-inverse-muted">{copy.text}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          id={`${id}-email`}
          data-part="email"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={copy.placeholder}
          className="h-11 w-full min-w-0 rounded-md border border-inverse-muted/60 bg-inverse-2 px-4 text-inverse-foreground transition-colors duration-150 placeholder:text-inverse-muted hover:border-inverse-muted focus-visible:border-ring-inverse aria-invalid:border-inverse-accent sm:flex-1 lg:flex-none"
        />
        <EnquiryExtras title={copy.subscriptionTitle} />
        <Button type="submit" data-part="submit">
          {copy.button}
        </Button>
        {/* The disabled button has lost the focus, and with it its new label: said here. */}
        <span role="status" data-part="status" className="sr-only" />
      </div>
      <p
        id={`${id}-error`}
        data-part="error"
        role="alert"
        className="mt-2 min-h-5 text-sm text-inverse-accent"
      />
      {/* Stays after the toast has gone; the toast speaks. */}
      <p data-part="failed" hidden className="text-sm text-inverse-accent">
        {copy.toasts.failed.description}
      </p>
    </form>
  );
}
