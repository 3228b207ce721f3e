import { CtaBanner } from "~/components/CtaBanner";
import { PlansIllustration } from "~/components/hero-visuals/Illustrations";
import { Island } from "~/components/Island";
import { PageHero } from "~/components/PageHero";
import { PlansExplorer } from "~/components/PlansExplorer";
import { plansPage } from "~/content/plans";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

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
        visual={<PlansIllustration />}
      />
      <Island component={PlansExplorer} />
      <CtaBanner {...custom} />
    </>
  );
}
