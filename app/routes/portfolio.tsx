import { CtaBanner } from "~/components/CtaBanner";
import { Island } from "~/components/Island";
import { ArtworkStack } from "~/components/hero-visuals/ArtworkStack";
import { projectById } from "~/components/hero-visuals/projectById";
import { PageHero } from "~/components/PageHero";
import { PortfolioGrid } from "~/components/PortfolioGrid";
import { portfolioPage } from "~/content/portfolio";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

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
        visual={<ArtworkStack projects={[5, 4, 1].map(projectById)} layout="fan" lazy />}
        visualOnPhones={false}
      />
      <Island component={PortfolioGrid} />
      <CtaBanner {...closing} />
    </>
  );
}
