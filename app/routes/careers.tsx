import { CardGrid } from "~/components/CardGrid";
import { CareersCulture } from "~/components/CareersCulture";
import { CtaBanner } from "~/components/CtaBanner";
import { JobOpenings } from "~/components/JobOpenings";
import { SeatIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { StepsSection } from "~/components/StepsSection";
import { careersPage, OPENINGS_ID } from "~/content/careers";
import { heroVisuals } from "~/content/heroVisuals";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => [...pageMeta(pages.careers), breadcrumbJsonLd([pages.about, pages.careers])];

export default function Careers() {
  const { hero, culture, benefits, openings, hiring, cta } = careersPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<SeatIllustration label={heroVisuals.openSeat} />}
      />
      <CareersCulture id="culture-title" copy={culture} />
      <CardGrid
        id="benefits-title"
        tone="muted"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        intro={benefits.intro}
        items={benefits.items}
      />
      <JobOpenings id={OPENINGS_ID} copy={openings} />
      <StepsSection id="hiring-title" eyebrow={hiring.eyebrow} title={hiring.title} steps={hiring.steps} />
      <CtaBanner
        id="resume-title"
        eyebrow={cta.eyebrow}
        title={cta.title}
        text={cta.text}
        primary={cta.primary}
        icon={cta.icon}
      />
    </>
  );
}
