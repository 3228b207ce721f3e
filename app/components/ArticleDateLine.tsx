import type { ArticleDate } from "~/content/articleDates";
import { journalCopy } from "~/content/journalCopy";

/** A day in the page's language, and on Nepali pages in Bikram Sambat beside it. */
export function ArticleDateLine({ date }: { date: ArticleDate }) {
  return (
    <>
      <time dateTime={date.iso}>{date.text}</time>
      {date.bikramSambat && (
        <span>
          {" "}
          ({journalCopy.bikramSambat} {date.bikramSambat})
        </span>
      )}
    </>
  );
}
