import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { PageHero } from "~/components/PageHero";
import { TestimonialBrowser } from "~/components/TestimonialBrowser";
import { artwork } from "~/content/portfolio";
import { testimonialsPage } from "~/content/testimonials";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.testimonials);

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
        visual={<ArtworkStack artworks={[artwork(6, ""), artwork(2, ""), artwork(1, "")]} rating />}
      />
      <FeaturedTestimonials />
      <TestimonialBrowser />
      <CtaBanner {...cta} />
    </>
  );
}
