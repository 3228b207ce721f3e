import { CtaBanner } from "~/components/CtaBanner";
import { HomeHero } from "~/components/HomeHero";
import { OfficeLocations } from "~/components/OfficeLocations";
import { StepsSection } from "~/components/StepsSection";
import { ServicesTeaser } from "~/components/ServicesTeaser";
import { StatsBand } from "~/components/StatsBand";
import { TestimonialCarousel } from "~/components/TestimonialCarousel";
import { WhyChooseUs } from "~/components/WhyChooseUs";
import { contactCta, hero, process, stats } from "~/content/home";
import { homeMeta } from "~/content/meta/home";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(homeMeta.path);

export const meta = metaFor(handle, () => pageMeta(homeMeta));

export const links = () => [
  { rel: "preload", href: hero.video.poster, as: "image", type: "image/webp", fetchPriority: "high" },
];

export default function Home() {
  return (
    <>
      <HomeHero />
      <ServicesTeaser />
      <StepsSection id="process-title" {...process} />
      <WhyChooseUs />
      <StatsBand id="stats-title" {...stats} />
      <TestimonialCarousel />
      <CtaBanner id="cta-title" {...contactCta} />
      <OfficeLocations />
    </>
  );
}
