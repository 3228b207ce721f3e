import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { PrerenderedVisual } from "~/components/hero-visuals/PrerenderedVisual";
import { projectById } from "~/components/hero-visuals/projectById";
import { PageHero } from "~/components/PageHero";
import { ServiceExplorer } from "~/components/ServiceExplorer";
import { Section, SectionHeader } from "~/components/ui/section";
import { servicesPage } from "~/content/services";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.services);

export const meta = () => pageMeta(pages.services);

export default function Services() {
  const { hero, consultation, whyChooseUs } = servicesPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={
          <PrerenderedVisual>
            {import.meta.env.SSR && <ArtworkStack projects={[2, 6, 4].map(projectById)} />}
          </PrerenderedVisual>
        }
      />
      <Section tone="muted" aria-labelledby="explore-title">
        <SectionHeader
          id="explore-title"
          title={servicesPage.categoriesTitle}
          intro={servicesPage.explorerIntro}
        />
        <ServiceExplorer />
      </Section>
      <CtaBanner
        id="consultation-title"
        title={consultation.title}
        text={consultation.text}
        primary={consultation.cta}
      />
      <CardGrid id="services-why-title" tone="surface" title={whyChooseUs.title} items={whyChooseUs.points} />
    </>
  );
}
