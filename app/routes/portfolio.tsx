import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { PortfolioGrid } from "~/components/PortfolioGrid";
import { portfolioPage } from "~/content/portfolio";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.portfolio);

export const meta = () => pageMeta(pages.portfolio);

export default function Portfolio() {
  const { hero, closing } = portfolioPage;
  return (
    <>
      {/* Compact: the first project cards are on the first screen. */}
      <PageHero
        size="compact"
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
      />
      <PortfolioGrid />
      <CtaBanner {...closing} />
    </>
  );
}
