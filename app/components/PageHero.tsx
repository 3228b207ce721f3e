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
  /**
   * The hero's own visual (app/components/hero-visuals/): beside the text from 1024px up and below
   * it on narrower screens; with `layout="showcase"`, below the text at every width, wide.
   */
  visual?: ReactNode;
  /**
   * `false`: the visual only beside the text, from 1024px up; below that the page's own content
   * (the work, the form, the questions) comes straight after the text, on a phone's first screen.
   */
  visualOnPhones?: boolean;
  /** `compact`: less height, where the page's own content must start on the first screen. */
  size?: "default" | "compact";
  /**
   * `showcase`: the visual is the work itself (a case study's artwork), as wide as the page and
   * straddling the hero's lower edge, with the text above it in two columns from 1024px up.
   */
  layout?: "split" | "showcase";
};

/**
 * The dark opening of every inner page: eyebrow, h1, one-sentence promise, call to action, and a
 * visual of its own (docs/DESIGN.md, "Patterns").
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  cta,
  children,
  visual,
  visualOnPhones = true,
  size = "default",
  layout = "split",
}: PageHeroProps) {
  const compact = size === "compact";
  const showcase = layout === "showcase" && visual;
  const split = layout === "split" && visual;
  const heading = (
    <>
      <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold">
        <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
        {eyebrow}
      </p>
      <h1
        id="page-title"
        className={cn(
          "max-w-3xl leading-[1.08] font-extrabold",
          compact ? "text-3xl md:text-5xl" : "text-4xl md:text-[3.5rem]",
        )}
      >
        {title}
      </h1>
    </>
  );
  const promise = (
    <>
      <p
        className={cn(
          "max-w-2xl leading-relaxed text-inverse-muted",
          compact ? "mt-4 text-lg" : "mt-6 text-lg md:text-xl",
          // Beside the h1, its first line level with the h1's (below the eyebrow).
          showcase && "lg:mt-0 lg:pt-14",
        )}
      >
        {intro}
      </p>
      {children}
      {cta && <CallsToAction primary={cta} className={compact ? "mt-7" : "mt-9"} />}
    </>
  );
  return (
    <section
      aria-labelledby="page-title"
      className="on-inverse relative isolate overflow-hidden bg-inverse pt-[var(--header-height)] text-inverse-foreground"
    >
      {/* A fine dot grid that fades out towards the text, and two soft glows: depth behind the
          visual, never texture behind words. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(rgb(255_255_255/0.14)_1px,transparent_1.5px)] bg-size-[24px_24px] [mask-image:radial-gradient(ellipse_60%_70%_at_85%_35%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-32 -z-10 size-[560px] rounded-full bg-brand-surface/70 blur-3xl"
      />
      {/* Placed from the top: anchored to the bottom, it moved (a layout shift) whenever the hero
          grew, such as when the web font arrived and a line wrapped anew. It ends with the hero,
          so it never lies, even clipped, behind the next section's words (axe reads a box, not
          its clipping). */}
      <div
        aria-hidden="true"
        className="absolute top-80 bottom-0 -left-40 -z-10 max-h-[420px] w-[420px] rounded-full bg-primary/20 blur-3xl md:top-96"
      />
      <Container
        className={cn(
          compact ? "py-10 md:py-14" : "py-14 md:py-20 lg:py-24",
          showcase && "pb-12 md:pb-16 lg:pb-16",
          split && "grid items-center gap-x-16 gap-y-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]",
          showcase && "grid gap-x-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
        )}
      >
        {showcase ? (
          <>
            <div>{heading}</div>
            <div>{promise}</div>
          </>
        ) : (
          <div>
            {heading}
            {promise}
          </div>
        )}
        {split && (
          // Beside a compact hero's text, a visual no taller than the text: the page's content
          // below stays on the first screen of a laptop.
          <div
            data-hero-visual
            className={cn(
              !visualOnPhones && "hidden lg:block",
              compact && "w-full max-w-[25.5rem] justify-self-end",
            )}
          >
            {visual}
          </div>
        )}
      </Container>
      {showcase && (
        // The lower half of the work sits on the page's own background: the hero opens onto it.
        <div className="bg-[linear-gradient(to_bottom,transparent_50%,var(--background)_50%)]">
          <Container data-hero-visual>{visual}</Container>
        </div>
      )}
    </section>
  );
}
