import { CtaBanner } from "~/components/CtaBanner";
import { HomeHero } from "~/components/HomeHero";
import { Island } from "~/components/Island";
import { LatestInsights } from "~/components/JournalTeaser";
import { OfficeLocations } from "~/components/OfficeLocations";
import { SelectedWork } from "~/components/SelectedWork";
import { StepsSection } from "~/components/StepsSection";
import { ServicesTeaser } from "~/components/ServicesTeaser";
import { StatsBand } from "~/components/StatsBand";
import { TestimonialCarousel } from "~/components/TestimonialCarousel";
import { WhyChooseUs } from "~/components/WhyChooseUs";
import { contactCta, process, stats } from "~/content/home";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageMeta(pages.home);

export default function Home() {
  return (
    <>
      <HomeHero />
      <SelectedWork />
      <ServicesTeaser />
      <StepsSection id="process-title" {...process} />
      <WhyChooseUs />
      <StatsBand id="stats-title" {...stats} />
      <Island component={TestimonialCarousel} />
      <LatestInsights />
      <CtaBanner id="cta-title" {...contactCta} />
      <OfficeLocations />
    </>
  );
}
