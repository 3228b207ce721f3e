import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { ServiceExplorer } from "~/components/ServiceExplorer";
import { Section, SectionHeader } from "~/components/ui/section";
import { servicesMeta } from "~/content/meta/services";
import { servicesPage } from "~/content/services";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(servicesMeta.path);

export const meta = metaFor(handle, () => pageMeta(servicesMeta));

export default function Services() {
  const { hero, consultation, whyChooseUs } = servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
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
