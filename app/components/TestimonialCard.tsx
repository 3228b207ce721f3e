import { Quote } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { cn } from "~/lib/utils";
import { ArrowLink } from "./ui/arrow-link";
import { Avatar } from "./ui/avatar";
import { StarRating } from "./ui/star-rating";
import { localHref } from "~/lib/localHref";

type TestimonialCardProps = {
  testimonial: Testimonial;
  ratingLabel: string;
  /** The large card of the featured block. */
  featured?: boolean;
};

/** A client's words with their rating, name, role, company, industry and service. */
export function TestimonialCard({ testimonial, ratingLabel, featured = false }: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-lg border border-border bg-surface shadow-sm",
        featured ? "relative overflow-hidden p-7 md:p-12" : "p-6",
      )}
    >
      {featured && (
        <Quote
          aria-hidden="true"
          className="absolute top-8 right-8 hidden size-28 text-secondary md:block"
          strokeWidth={1.25}
        />
      )}
      <StarRating rating={testimonial.rating} label={ratingLabel} />
      {/* The quote and its case study fill the card, so the names below sit level across a row. */}
      <div className="relative mt-5 flex-1">
        <blockquote
          className={cn(
            "leading-relaxed text-foreground",
            featured ? "max-w-3xl text-xl font-medium md:text-2xl md:leading-relaxed" : "text-base",
          )}
        >
          <p>“{testimonial.quote}”</p>
        </blockquote>
        {testimonial.caseStudy && (
          <ArrowLink href={localHref(testimonial.caseStudy.url)} className="mt-4">
            {testimonial.caseStudy.label}
          </ArrowLink>
        )}
      </div>
      {/* In a row of cards the tags keep a line of their own under the name, so a card whose tags
          wrap does not lift its name above its neighbour's. */}
      <figcaption
        className={cn(
          "mt-7 flex gap-x-4 gap-y-4",
          featured ? "flex-wrap items-center" : "flex-col items-start",
        )}
      >
        <span className="flex items-center gap-3">
          <Avatar name={testimonial.name} />
          <span>
            <span className="block font-bold">{testimonial.name}</span>
            {/* Role and company on lines of their own, so the name sits level in every card of a row. */}
            <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
            <span className="block text-sm text-muted-foreground">{testimonial.company}</span>
          </span>
        </span>
        <span className={cn("flex flex-wrap gap-2 text-xs font-semibold", featured && "sm:ml-auto")}>
          <span className="rounded-full bg-chip-blue px-3 py-1 text-chip-blue-foreground">
            {testimonial.industry}
          </span>
          <span className="rounded-full bg-chip-crimson px-3 py-1 text-chip-crimson-foreground">
            {testimonial.service}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
