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
      {/* Plain HTML but for the explorer: the page's JavaScript is for comparing the plans. */}
      <Prerendered idPrefix="hero-" className="contents">
        {import.meta.env.SSR && (
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            intro={hero.promise}
            cta={hero.cta}
            visual={<PlansIllustration />}
          />
        )}
      </Prerendered>
      <PlansExplorer />
      <Prerendered idPrefix="close-" className="contents">
        {import.meta.env.SSR && <CtaBanner {...custom} />}
      </Prerendered>
    </>
  );
}
