import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import type { KeyboardEvent } from "react";
import { homeTestimonials } from "~/content/home";
import { type SlideDirection, useCarousel } from "~/hooks/useCarousel";
import { cn } from "~/lib/utils";
import { ArrowLink } from "./ui/arrow-link";
import { Avatar } from "./ui/avatar";
import { Button } from "./ui/button";
import { Section, SectionHeader } from "./ui/section";
import { StarRating } from "./ui/star-rating";
import { localHref } from "~/lib/localHref";
import { formatNumber } from "~/lib/formatNumber";

/** Whole class names, so Tailwind finds them; only without a reduced-motion preference. */
const SLIDE_ANIMATION: Record<SlideDirection, { enter: string; leave: string }> = {
  next: {
    enter: "motion-safe:animate-[slide-from-right_500ms_var(--ease-out)]",
    leave: "motion-safe:animate-[slide-to-left_500ms_var(--ease-out)_forwards]",
  },
  previous: {
    enter: "motion-safe:animate-[slide-from-left_500ms_var(--ease-out)]",
    leave: "motion-safe:animate-[slide-to-right_500ms_var(--ease-out)_forwards]",
  },
};

/**
 * Three testimonials in a 400px area. Previous/next wrap around, dots jump; the slide enters from
 * the side it comes from over 500ms. It never advances by itself. The arrow keys move it while a
 * control has focus.
 */
export function TestimonialCarousel() {
  const items = homeTestimonials.items;
  const carousel = useCarousel(items.length);
  const onArrowKey = (event: KeyboardEvent) => {
    const move =
      event.key === "ArrowLeft" ? carousel.previous : event.key === "ArrowRight" ? carousel.next : null;
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    move();
  };

  return (
    <Section tone="muted" aria-labelledby="carousel-title" aria-roledescription="carousel">
      <SectionHeader
        id="carousel-title"
        eyebrow={homeTestimonials.eyebrow}
        title={homeTestimonials.title}
        align="center"
      />
      <div className="mx-auto max-w-3xl">
        <div aria-live="polite" className="relative h-[400px] overflow-hidden">
          {items.map((item, index) => {
            const isCurrent = index === carousel.index;
            const isLeaving = index === carousel.previousIndex;
            return (
              <div
                key={item.name}
                role="group"
                aria-roledescription="slide"
                aria-label={homeTestimonials.slideLabel(index + 1, items.length)}
                hidden={!isCurrent && !isLeaving}
                // The slide leaving over 500ms is shown but out of reach: its link takes no focus.
                inert={!isCurrent}
                aria-hidden={!isCurrent}
                data-current={isCurrent}
                className={cn(
                  "absolute inset-0 flex flex-col items-center justify-center rounded-lg border border-border bg-surface px-6 py-8 text-center shadow-md sm:px-12",
                  isCurrent && carousel.previousIndex !== null && SLIDE_ANIMATION[carousel.direction].enter,
                  // Under reduced motion the slides swap at once: no animation, and the leaving
                  // slide is gone in the same frame instead of lingering behind the new one.
                  isLeaving &&
                    !isCurrent && ["motion-reduce:hidden", SLIDE_ANIMATION[carousel.direction].leave],
                )}
              >
                <figure className="contents">
                  <Quote aria-hidden="true" className="size-9 text-primary/80" strokeWidth={1.5} />
                  <StarRating
                    rating={item.rating}
                    label={`${formatNumber(item.rating)} ${homeTestimonials.ratingLabel}`}
                    className="mt-3"
                  />
                  <blockquote className="mt-4 text-base leading-relaxed font-medium text-foreground min-[360px]:mt-5 min-[360px]:text-lg md:text-xl">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 text-left">
                    <Avatar name={item.name} />
                    <span>
                      <span className="block font-bold">{item.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {item.position}, {item.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
                {item.caseStudy && (
                  <ArrowLink href={localHref(item.caseStudy.url)} className="mt-5 text-sm">
                    {item.caseStudy.label}
                  </ArrowLink>
                )}
              </div>
            );
          })}
        </div>
        {/* The arrow keys move too while focus is on a control; the controls are buttons. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div onKeyDown={onArrowKey} className="mt-8 flex items-center justify-center gap-4 text-brand">
          <Button
            variant="outline"
            size="icon"
            shape="round"
            aria-label={homeTestimonials.previous}
            onClick={carousel.previous}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <ul className="flex items-center gap-1">
            {items.map((item, index) => (
              <li key={item.name}>
                <button
                  type="button"
                  aria-label={`${homeTestimonials.goTo} ${formatNumber(index + 1)}`}
                  aria-current={index === carousel.index ? "true" : undefined}
                  onClick={() => carousel.goTo(index)}
                  className="group grid size-11 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block h-2.5 rounded-full transition-all duration-300",
                      index === carousel.index
                        ? "w-7 bg-primary"
                        : "w-2.5 bg-muted-foreground/75 group-hover:bg-muted-foreground",
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="icon"
            shape="round"
            aria-label={homeTestimonials.next}
            onClick={carousel.next}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Section>
  );
}
