import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { CallsToAction } from "./CallsToAction";
import { Container } from "./ui/container";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  intro: string;
  cta?: { label: string; url: string };
  /** Under the intro: a search box, a client's name. */
  children?: ReactNode;
  /** The hero's own visual, beside the text from 1024px up and below it on narrower screens. */
  visual?: ReactNode;
  /** `compact`: less height, where the page's own content must start on the first screen. */
  size?: "default" | "compact";
};

/**
 * The dark opening of every inner page: eyebrow, h1, one-sentence promise, call to action, and a
 * visual of its own (docs/DESIGN.md, "Patterns").
 */
export function PageHero({ eyebrow, title, intro, cta, children, visual, size = "default" }: PageHeroProps) {
  const compact = size === "compact";
  return (
    <section
      aria-labelledby="page-title"
      className="on-inverse relative isolate overflow-hidden bg-inverse pt-[var(--header-height)] text-inverse-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-32 -z-10 size-[560px] rounded-full bg-brand-surface/70 blur-3xl"
      />
      {/* Placed from the top: anchored to the bottom, it moved (a layout shift) whenever the hero
          grew, such as when the web font arrived and a line wrapped anew. */}
      <div
        aria-hidden="true"
        className="absolute top-80 -left-40 -z-10 size-[420px] rounded-full bg-primary/25 blur-3xl md:top-96"
      />
      <Container
        className={cn(
          compact ? "py-10 md:py-14" : "py-16 md:py-24",
          visual && "grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16",
        )}
      >
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {eyebrow}
          </p>
          <h1
            id="page-title"
            className={cn(
              "max-w-3xl leading-[1.1] font-extrabold",
              compact ? "text-3xl md:text-5xl" : "text-4xl md:text-6xl",
            )}
          >
            {title}
          </h1>
          <p
            className={cn(
              "max-w-2xl leading-relaxed text-inverse-muted",
              compact ? "mt-4 text-lg" : "mt-6 text-lg md:text-xl",
            )}
          >
            {intro}
          </p>
          {children}
          {cta && <CallsToAction primary={cta} className={compact ? "mt-7" : "mt-9"} />}
        </div>
        {visual}
      </Container>
    </section>
  );
}
