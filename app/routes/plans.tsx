import { CtaBanner } from "~/components/CtaBanner";
import { PlansIllustration } from "~/components/hero-visuals/Illustrations";
import { Prerendered } from "~/components/ui/prerendered";
import { PageHero } from "~/components/PageHero";
import { PlansExplorer } from "~/components/PlansExplorer";
import { plansPage } from "~/content/plans";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.plans);

export const meta = () => pageMeta(pages.plans);

export default function Plans() {
  const { hero, custom } = plansPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<Prerendered idPrefix="hero-">{import.meta.env.SSR && <PlansIllustration />}</Prerendered>}
      />
      <PlansExplorer />
      <CtaBanner {...custom} />
    </>
  );
}
