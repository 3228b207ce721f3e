import type { LucideIcon } from "lucide-react";
import { CallsToAction } from "./CallsToAction";
import { FadeIn } from "./FadeIn";
import { Container } from "./ui/container";

type CallToAction = { label: string; url: string };

type CtaBannerProps = {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  primary: CallToAction;
  secondary?: CallToAction;
  icon?: LucideIcon;
};

/** A dark closing banner with calls to action: every page's one job is an enquiry on /contact. */
export function CtaBanner({ id, eyebrow, title, text, primary, secondary, icon: Icon }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="py-16 md:py-24">
      <Container>
        <FadeIn className="on-inverse relative isolate overflow-hidden rounded-lg bg-inverse px-6 py-14 text-center text-inverse-foreground shadow-lg sm:px-12 md:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 -left-24 -z-10 size-80 rounded-full bg-brand-surface blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-20 -bottom-28 -z-10 size-72 rounded-full bg-primary/40 blur-3xl"
          />
          {Icon && (
            <Icon aria-hidden="true" className="mx-auto mb-5 size-10 text-inverse-accent" strokeWidth={1.5} />
          )}
          {eyebrow && (
            <p className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-inverse-accent">
              {eyebrow}
            </p>
          )}
          <h2 id={id} className="mx-auto max-w-2xl text-3xl font-extrabold md:text-5xl">
            {title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-inverse-muted">{text}</p>
          <CallsToAction primary={primary} secondary={secondary} align="center" className="mt-9" />
        </FadeIn>
      </Container>
    </section>
  );
}
