import type { Article } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { localHref } from "~/lib/localHref";
import { ArticleDateLine } from "./ArticleDateLine";

type InsightCardProps = { article: Article; headingLevel?: "h2" | "h3" };

/** An article in a list: its cover, topics, title (the link), summary, date and reading time. */
export function InsightCard({ article, headingLevel: Heading = "h3" }: InsightCardProps) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <img
        src={article.cover.src}
        width={article.cover.width}
        height={article.cover.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold uppercase tracking-[0.14em] text-accent-text">
          {article.tags.map((tag) => tag.name).join(" · ")}
        </p>
        <Heading className="mt-3 text-xl font-extrabold leading-snug">
          {/* The whole card is the link: the title's link covers it. */}
          <a href={localHref(article.path)} className="after:absolute after:inset-0">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{article.summary}</p>
        <p className="mt-5 text-sm text-muted-foreground">
          <ArticleDateLine date={article.published} /> · {journalCopy.readingTime(article.minutes)}
        </p>
      </div>
    </article>
  );
}

/** Articles as a grid of cards: three columns on wide screens. */
export function InsightList({ articles, headingLevel }: { articles: Article[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <InsightCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
