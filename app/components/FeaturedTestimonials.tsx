import { testimonials, testimonialsPage } from "~/content/testimonials";
import { FadeIn } from "./FadeIn";
import { TestimonialCard } from "./TestimonialCard";
import { Section, SectionHeader } from "./ui/section";

/** The featured testimonials in large cards; they stay whatever the filter below shows. */
export function FeaturedTestimonials() {
  const featured = testimonials.filter((item) => item.featured);
  return (
    <Section aria-labelledby="featured-title">
      <SectionHeader
        id="featured-title"
        eyebrow={testimonialsPage.featuredEyebrow}
        title={testimonialsPage.featuredTitle}
      />
      <FadeIn as="ul" className="grid gap-6">
        {featured.map((item) => (
          <li key={item.id}>
            <TestimonialCard
              testimonial={item}
              ratingLabel={testimonialsPage.ratingLabel(item.rating)}
              featured
            />
          </li>
        ))}
      </FadeIn>
    </Section>
  );
}
