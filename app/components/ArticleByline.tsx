import type { Article } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { ArticleDateLine } from "./ArticleDateLine";

/** Under an article's summary: who wrote it, when, when it last changed, and how long it takes. */
export function ArticleByline({ article }: { article: Article }) {
  const { author } = article;
  return (
    <div className="mt-8 flex items-center gap-4">
      <img
        src={author.portrait.src}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-full bg-white/10"
      />
      <div className="text-sm leading-relaxed text-inverse-muted">
        <p>
          <span className="sr-only">{journalCopy.byline} </span>
          <span className="font-semibold text-inverse-foreground">{author.name}</span>, {author.role}
        </p>
        <p>
          {journalCopy.published} <ArticleDateLine date={article.published} />
          {article.updated && (
            <>
              {" · "}
              {journalCopy.updated} <ArticleDateLine date={article.updated} />
            </>
          )}
          {" · "}
          {journalCopy.readingTime(article.minutes)}
        </p>
      </div>
    </div>
  );
}
