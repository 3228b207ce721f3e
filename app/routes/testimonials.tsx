import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { QuoteIllustration } from "~/components/hero-visuals/Illustrations";
import { Prerendered } from "~/components/ui/prerendered";
import { PageHero } from "~/components/PageHero";
import { TestimonialBrowser } from "~/components/TestimonialBrowser";
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
      {/* Plain HTML but for the browser of stories: the page's JavaScript is for its filters. */}
      <Prerendered idPrefix="hero-" className="contents">
        {import.meta.env.SSR && (
          <>
            <PageHero
              eyebrow={hero.eyebrow}
              title={hero.title}
              intro={hero.promise}
              cta={hero.cta}
              visual={<QuoteIllustration />}
            />
            <FeaturedTestimonials />
          </>
        )}
      </Prerendered>
      <TestimonialBrowser />
      <Prerendered idPrefix="close-" className="contents">
        {import.meta.env.SSR && <CtaBanner {...cta} />}
      </Prerendered>
    </>
  );
}
