import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { PlansExplorer } from "~/components/PlansExplorer";
import { plansMeta } from "~/content/meta/plans";
import { plansPage } from "~/content/plans";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(plansMeta.path);

export const meta = metaFor(handle, () => pageMeta(plansMeta));

export default function Plans() {
  const { hero, custom } = plansPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <PlansExplorer />
      <CtaBanner {...custom} />
    </>
  );
}
