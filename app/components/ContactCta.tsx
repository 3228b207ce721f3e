import { contactCta } from "~/content/home";
import { CallsToAction } from "./CallsToAction";
import { FadeIn } from "./FadeIn";
import { Container } from "./ui/container";

/** Closing call to action: the page's one job is an enquiry on /contact. */
export function ContactCta() {
  const Icon = contactCta.icon;
  return (
    <section aria-labelledby="cta-title" className="py-16 md:py-24">
      <Container>
        <FadeIn className="on-inverse relative isolate overflow-hidden rounded-lg bg-inverse px-6 py-14 text-center text-inverse-foreground shadow-lg sm:px-12 md:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 -left-24 -z-10 size-80 rounded-full bg-brand blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-20 -bottom-28 -z-10 size-72 rounded-full bg-primary/40 blur-3xl"
          />
          <Icon aria-hidden="true" className="mx-auto size-10 text-inverse-accent" strokeWidth={1.5} />
          <p className="mt-5 text-sm font-bold uppercase tracking-[0.14em] text-inverse-accent">
            {contactCta.eyebrow}
          </p>
          <h2 id="cta-title" className="mx-auto mt-3 max-w-2xl text-3xl font-extrabold md:text-5xl">
            {contactCta.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-inverse-muted">
            {contactCta.text}
          </p>
          <CallsToAction
            primary={contactCta.primary}
            secondary={contactCta.secondary}
            align="center"
            className="mt-9"
          />
        </FadeIn>
      </Container>
    </section>
  );
}
