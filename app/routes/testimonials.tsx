import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { PageHero } from "~/components/PageHero";
import { TestimonialBrowser } from "~/components/TestimonialBrowser";
import { pages } from "~/content/pages";
import { testimonialsPage } from "~/content/testimonials";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.testimonials.path);

export const meta = metaFor(handle, () => pageMeta(pages.testimonials));

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
