import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { Prerendered } from "~/components/ui/prerendered";
import { projectById } from "~/components/hero-visuals/projectById";
import { PageHero } from "~/components/PageHero";
import { ServiceExplorer } from "~/components/ServiceExplorer";
import { Section, SectionHeader } from "~/components/ui/section";
import { categoriesTitle, consultation, explorerIntro, hero, whyChooseUs } from "content:servicesPage";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.services);

export const meta = () => pageMeta(pages.services);

export default function Services() {
  return (
    <>
      {/* Plain HTML but for the explorer: the page's JavaScript is for choosing a service. */}
      <Prerendered idPrefix="hero-" className="contents">
        {import.meta.env.SSR && (
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            intro={hero.promise}
            cta={hero.cta}
            visual={<ArtworkStack projects={[2, 6, 4].map(projectById)} />}
          />
        )}
      </Prerendered>
      <Section tone="muted" aria-labelledby="explore-title">
        <SectionHeader id="explore-title" title={categoriesTitle} intro={explorerIntro} />
        <ServiceExplorer />
      </Section>
      <Prerendered idPrefix="close-" className="contents">
        {import.meta.env.SSR && (
          <>
            <CtaBanner
              id="consultation-title"
              title={consultation.title}
              text={consultation.text}
              primary={consultation.cta}
            />
            <CardGrid
              id="services-why-title"
              tone="surface"
              title={whyChooseUs.title}
              items={whyChooseUs.points}
            />
          </>
        )}
      </Prerendered>
    </>
  );
}
