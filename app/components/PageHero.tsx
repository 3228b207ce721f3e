import type { ReactNode } from "react";
import { CallsToAction } from "./CallsToAction";
import { Container } from "./ui/container";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  intro: string;
  cta?: { label: string; url: string };
  children?: ReactNode;
};

/** The dark opening of every inner page: eyebrow, h1, one-sentence promise, call to action. */
export function PageHero({ eyebrow, title, intro, cta, children }: PageHeroProps) {
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
      <Container className="py-16 md:py-24">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold">
          <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
          {eyebrow}
        </p>
        <h1 id="page-title" className="max-w-3xl text-4xl leading-[1.1] font-extrabold md:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-inverse-muted md:text-xl">{intro}</p>
        {children}
        {cta && <CallsToAction primary={cta} className="mt-9" />}
      </Container>
    </section>
  );
}
