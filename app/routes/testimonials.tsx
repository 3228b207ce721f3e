import { CtaBanner } from "~/components/CtaBanner";
import { FeaturedTestimonials } from "~/components/FeaturedTestimonials";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { Prerendered } from "~/components/ui/prerendered";
import { projectById } from "~/components/hero-visuals/projectById";
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
              visual={<ArtworkStack projects={[6, 2, 1].map(projectById)} rating />}
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
