import { CtaBanner } from "~/components/CtaBanner";
import { HomeHero } from "~/components/HomeHero";
import { LatestInsights } from "~/components/JournalTeaser";
import { OfficeLocations } from "~/components/OfficeLocations";
import { Prerendered } from "~/components/ui/prerendered";
import { SelectedWork } from "~/components/SelectedWork";
import { StepsSection } from "~/components/StepsSection";
import { ServicesTeaser } from "~/components/ServicesTeaser";
import { StatsBand } from "~/components/StatsBand";
import { TestimonialCarousel } from "~/components/TestimonialCarousel";
import { WhyChooseUs } from "~/components/WhyChooseUs";
import { contactCta, process, stats } from "~/content/home";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.home);

export const meta = () => pageMeta(pages.home);

export default function Home() {
  return (
    <>
      <HomeHero />
      {/* The sections with no behaviour of their own are plain HTML: the home page's JavaScript
          is for its hero video and its carousel. */}
      <Prerendered idPrefix="home-" className="contents">
        {import.meta.env.SSR && (
          <>
            <SelectedWork />
            <ServicesTeaser />
            <StepsSection id="process-title" {...process} />
            <WhyChooseUs />
            <StatsBand id="stats-title" {...stats} />
          </>
        )}
      </Prerendered>
      <TestimonialCarousel />
      <Prerendered idPrefix="home-close-" className="contents">
        {import.meta.env.SSR && (
          <>
            <LatestInsights />
            <CtaBanner id="cta-title" {...contactCta} />
            <OfficeLocations />
          </>
        )}
      </Prerendered>
    </>
  );
}
