import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { PortfolioGrid } from "~/components/PortfolioGrid";
import { portfolioMeta } from "~/content/meta/portfolio";
import { portfolioPage } from "~/content/portfolio";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(portfolioMeta.path);

export const meta = metaFor(handle, () => pageMeta(portfolioMeta));

export default function Portfolio() {
  const { hero, closing } = portfolioPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <PortfolioGrid />
      <CtaBanner {...closing} />
    </>
  );
}
