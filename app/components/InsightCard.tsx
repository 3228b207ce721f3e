import type { Article } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { localHref } from "~/lib/localHref";
import { cn } from "~/lib/utils";
import { ArticleDateLine } from "./ArticleDateLine";

type InsightCardProps = {
  article: Article;
  headingLevel?: "h2" | "h3";
  /** The only card of its list: the cover beside the text from 768px, across the row. */
  wide?: boolean;
};

/** An article in a list: its cover, topics, title (the link), summary, date and reading time. */
export function InsightCard({ article, headingLevel: Heading = "h3", wide = false }: InsightCardProps) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg",
        wide && "md:flex-row",
      )}
    >
      <img
        src={article.cover.src}
        width={article.cover.width}
        height={article.cover.height}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("aspect-[1200/630] w-full bg-muted object-cover", wide && "md:w-1/2")}
      />
      <div className={cn("flex flex-1 flex-col p-6", wide && "md:justify-center md:p-10")}>
        <p className="text-sm font-bold uppercase tracking-[0.14em] text-accent-text">
          {article.tags.map((tag) => tag.name).join(" · ")}
        </p>
        <Heading className="mt-3 text-xl font-extrabold leading-snug">
          {/* The whole card is the link: the title's link covers it. */}
          <a href={localHref(article.path)} className="after:absolute after:inset-0">
            {article.title}
          </a>
        </Heading>
        <p className={cn("mt-3 flex-1 leading-relaxed text-muted-foreground", wide && "md:flex-none")}>
          {article.summary}
        </p>
        <p className="mt-5 text-sm text-muted-foreground">
          <ArticleDateLine date={article.published} /> · {journalCopy.readingTime(article.minutes)}
        </p>
      </div>
    </article>
  );
}

/**
 * Articles as a grid of cards: three columns on wide screens; two cards share the row, and one
 * lies across it, rather than leave the row's end empty (a service page's related articles).
 */
export function InsightList({ articles, headingLevel }: { articles: Article[]; headingLevel?: "h2" | "h3" }) {
  const wide = articles.length === 1;
  return (
    <ul className={cn("grid gap-6", !wide && "md:grid-cols-2", articles.length > 2 && "lg:grid-cols-3")}>
      {articles.map((article) => (
        <li key={article.id}>
          <InsightCard article={article} headingLevel={headingLevel} wide={wide} />
        </li>
      ))}
    </ul>
  );
}
