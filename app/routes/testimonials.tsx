import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { PageHero } from "~/components/PageHero";
import { TestimonialBrowser } from "~/components/TestimonialBrowser";
import { testimonialsMeta } from "~/content/meta/testimonials";
import { testimonialsPage } from "~/content/testimonials";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(testimonialsMeta.path);

export const meta = metaFor(handle, () => pageMeta(testimonialsMeta));

export default function Testimonials() {
  const { hero, cta } = testimonialsPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <FeaturedTestimonials />
      <TestimonialBrowser />
      <CtaBanner {...cta} />
    </>
  );
}
