import { home, related } from "content:journal";
import { type Article, articlesNaming, journalArticles } from "~/content/journal";
import { JOURNAL_PATH } from "~/content/journalPaths";
import { localHref } from "~/lib/localHref";
import { InsightList } from "./InsightCard";
import { ArrowLink } from "./ui/arrow-link";
import { Section, SectionHeader } from "./ui/section";

/** Articles of the journal in another page: a heading, their cards, and the way to the journal. */
function JournalSection({
  id,
  eyebrow,
  title,
  intro,
  articles,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  articles: Article[];
}) {
  return (
    <Section tone="muted" aria-labelledby={id}>
      <div className="mb-10 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
        <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} spaced={false} />
        <ArrowLink href={localHref(JOURNAL_PATH)} className="shrink-0">
          {home.more}
        </ArrowLink>
      </div>
      <InsightList articles={articles} />
    </Section>
  );
}

/** The home page's three newest articles. */
export function LatestInsights() {
  return <JournalSection id="journal-title" {...home} articles={journalArticles.slice(0, 3)} />;
}

/**
 * The articles that name a service page or a case study, at the end of it; nothing where none
 * does yet.
 */
export function InsightsNaming(about: { service?: string; caseStudy?: number }) {
  const articles = articlesNaming(about);
  if (!articles.length) return null;
  return <JournalSection id="journal-title" {...related} articles={articles.slice(0, 3)} />;
}
