import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { QuoteIllustration } from "~/components/hero-visuals/Illustrations";
import { Island } from "~/components/Island";
import { PageHero } from "~/components/PageHero";
import { TestimonialBrowser } from "~/components/TestimonialBrowser";
import { testimonialsPage } from "~/content/testimonials";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageMeta(pages.testimonials);

export default function Testimonials() {
  const { hero, cta } = testimonialsPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<QuoteIllustration />}
      />
      <FeaturedTestimonials />
      <Island component={TestimonialBrowser} />
      <CtaBanner {...cta} />
    </>
  );
}
