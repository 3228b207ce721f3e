import { useLocation } from "react-router";
import { InsightList } from "~/components/InsightCard";
import { JournalTopics } from "~/components/JournalTopics";
import { JournalIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/ui/section";
import { hero } from "content:journal";
import { articlesTagged, findTag } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { pages } from "~/content/pages";
import { pageAt } from "~/content/sitePages";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/insight-tag";

function tagAt(pathname: string) {
  const tag = findTag(pathname);
  if (!tag) throw new Error(`No tag of the journal at ${pathname}`);
  return tag;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const entry = pageAt(location.pathname);
  if (!entry) throw new Error(`${location.pathname} is not in the site registry`);
  return [...pageMeta(entry), breadcrumbJsonLd([pages.insights, entry])];
};

/** A topic of the journal: its articles, newest first. */
export default function InsightTag() {
  const tag = tagAt(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={journalCopy.tagEyebrow}
        title={tag.name}
        intro={tag.description}
        cta={hero.cta}
        size="compact"
        visual={<JournalIllustration headline={tag.name} name={`journal-${tag.id}`} />}
        visualOnPhones={false}
      />
      <Section aria-label={tag.name}>
        <JournalTopics current={tag} />
        <InsightList articles={articlesTagged(tag)} headingLevel="h2" />
      </Section>
    </>
  );
}
