import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { PortfolioGrid } from "~/components/PortfolioGrid";
import { portfolioPage } from "~/content/portfolio";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";
import { Prerendered } from "~/components/ui/prerendered";

export const handle = pageHandle(pages.portfolio);

export const meta = () => pageMeta(pages.portfolio);

export default function Portfolio() {
  const { hero, closing } = portfolioPage;
  return (
    <>
      {/* Compact: the first project cards are on the first screen. Plain HTML but for the grid:
          the page's JavaScript is for its filter. */}
      <Prerendered idPrefix="hero-" className="contents">
        {import.meta.env.SSR && (
          <PageHero
            size="compact"
            eyebrow={hero.eyebrow}
            title={hero.title}
            intro={hero.promise}
            cta={hero.cta}
          />
        )}
      </Prerendered>
      <PortfolioGrid />
      <Prerendered idPrefix="close-" className="contents">
        {import.meta.env.SSR && <CtaBanner {...closing} />}
      </Prerendered>
    </>
  );
}
