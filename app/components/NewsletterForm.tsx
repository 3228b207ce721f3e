import { type FormEvent, useId, useState } from "react";
import { footer } from "~/content/footer";
import { site } from "~/content/site";
import { isValidEmail } from "~/lib/email";
import { Button } from "./ui/button";

type Status = "idle" | "invalid" | "not-open";

/**
 * Footer newsletter box. It validates the address; sending arrives with the contact pipeline,
 * so until then it says plainly that nothing was sent rather than pretending.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const copy = footer.newsletter;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(isValidEmail(email) ? "not-open" : "invalid");
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
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
          type="email"
          name="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status !== "idle") setStatus("idle");
          }}
          aria-invalid={status === "invalid"}
          aria-describedby={status === "idle" ? undefined : `${id}-status`}
          className="h-11 w-full min-w-0 rounded-md sm:flex-1 lg:flex-none border border-white/25 bg-white/10 px-4 text-inverse-foreground placeholder:text-inverse-muted/80 focus-visible:border-ring-inverse aria-invalid:border-inverse-accent"
        />
        <Button type="submit">{copy.button}</Button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm">
        {status === "invalid" && <span className="text-inverse-accent">{copy.invalid}</span>}
        {status === "not-open" && (
          <span className="text-inverse-muted">
            {copy.notYetOpen}{" "}
            <a
              href={`mailto:${site.emails.general}`}
              className="font-semibold text-inverse-foreground underline"
            >
              {site.emails.general}
            </a>
          </span>
        )}
      </p>
    </form>
  );
}
