import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { plansPage } from "~/content/plans";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.plans.path);

export const meta = metaFor(handle, () => pageMeta(pages.plans));

// Placeholder until the plan cards and comparison are built (issue 5).
export default function Plans() {
  const { hero } = plansPage;
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />;
}
