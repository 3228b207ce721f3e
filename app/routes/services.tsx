import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { projectById } from "~/components/hero-visuals/projectById";
import { Island } from "~/components/Island";
import { PageHero } from "~/components/PageHero";
import { ServiceExplorer } from "~/components/ServiceExplorer";
import { Section, SectionHeader } from "~/components/ui/section";
import { categoriesTitle, consultation, explorerIntro, hero, whyChooseUs } from "content:servicesPage";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageMeta(pages.services);

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<ArtworkStack projects={[2, 6, 4].map(projectById)} />}
      />
      <Section tone="muted" aria-labelledby="explore-title">
        <SectionHeader id="explore-title" title={categoriesTitle} intro={explorerIntro} />
        {/* When seen (on a phone, screens below the hero), or when idle if the address has a
            #fragment: a link to a service (#seo-optimization) selects it wherever the explorer is
            on the screen. */}
        <Island component={ServiceExplorer} wake={{ hash: true }} />
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
