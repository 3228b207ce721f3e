import { useLocation } from "react-router";
import { InsightList } from "~/components/InsightCard";
import { JournalPagination } from "~/components/JournalPagination";
import { JournalTopics } from "~/components/JournalTopics";
import { JournalIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/ui/section";
import { hero } from "content:journal";
import { findIndexPage } from "~/content/journal";
import { pages } from "~/content/pages";
import { pageAt } from "~/content/sitePages";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/insights";

/** The journal's index and its further pages (/insights/page/2...): twelve articles each, newest first. */
function indexPageAt(pathname: string) {
  const page = findIndexPage(pathname);
  if (!page) throw new Error(`No page of the journal at ${pathname}`);
  return page;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const entry = pageAt(location.pathname);
  if (!entry) throw new Error(`${location.pathname} is not in the site registry`);
  // Its further pages are below it, as the site's nested pages are.
  return entry === pages.insights
    ? pageMeta(entry)
    : [...pageMeta(entry), breadcrumbJsonLd([pages.insights, entry])];
};

export default function Insights() {
  const { page, pages: count, articles } = indexPageAt(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        cta={hero.cta}
        size="compact"
        visual={<JournalIllustration name="journal" />}
        visualOnPhones={false}
      />
      <Section aria-label={hero.eyebrow}>
        <JournalTopics />
        <InsightList articles={articles} headingLevel="h2" />
        <JournalPagination page={page} pages={count} />
      </Section>
    </>
  );
}
