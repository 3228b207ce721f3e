import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
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
  /** More ways to get in touch, in a row under the heading and the buttons. */
  children?: ReactNode;
};

/**
 * The closing band with calls to action: every page's one job is an enquiry on /contact. A light
 * band in the brand's blue tint, lit in the hero's two colours, so the last section of a page
 * never sits dark on the dark footer; the heading left, the buttons at its foot on the right.
 */
export function CtaBanner({
  id,
  eyebrow,
  title,
  text,
  primary,
  secondary,
  icon: Icon,
  children,
}: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-secondary text-foreground">
      {/* Under the eyebrow: light enough that its crimson keeps 4.5:1 over it. */}
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-32 -z-10 size-96 rounded-full bg-brand/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-48 -z-10 size-[28rem] rounded-full bg-primary/15 blur-3xl"
      />
      <Container className="py-16 md:py-24">
        <FadeIn className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-16">
          <div>
            {Icon && (
              <span className="mb-6 grid size-12 place-items-center rounded-md bg-surface text-brand shadow-sm">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
            )}
            {eyebrow && (
              <p className="mb-3 text-sm font-bold tracking-[0.14em] text-accent-text uppercase">{eyebrow}</p>
            )}
            <h2 id={id} className="max-w-3xl text-3xl leading-[1.1] font-extrabold md:text-5xl">
              {title}
            </h2>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">{text}</p>
          </div>
          <CallsToAction primary={primary} secondary={secondary} className="lg:mb-1" />
        </FadeIn>
        {children && <div className="mt-10 border-t border-foreground/10 pt-8 md:mt-12">{children}</div>}
      </Container>
    </section>
  );
}
