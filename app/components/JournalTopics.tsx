import { Rss } from "lucide-react";
import { type JournalTag, journalTags } from "~/content/journal";
import { FEEDS, JOURNAL_PATH } from "~/content/journalPaths";
import { journalCopy } from "~/content/journalCopy";
import { localHref } from "~/lib/localHref";
import { cn } from "~/lib/utils";

/** The journal's topics as links (the current one marked), and its feeds in the page's language. */
export function JournalTopics({ current }: { current?: JournalTag }) {
  const links = [{ id: "all", name: journalCopy.allTopics, path: JOURNAL_PATH }, ...journalTags];
  return (
    <div className="mb-10 flex flex-col gap-6 md:mb-14 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={journalCopy.topics}>
        <ul className="flex flex-wrap gap-2">
          {links.map((tag) => {
            const here = tag.id === (current?.id ?? "all");
            return (
              <li key={tag.id}>
                <a
                  href={localHref(tag.path)}
                  aria-current={here ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                    here
                      ? "border-transparent bg-brand text-brand-foreground"
                      : "border-border bg-surface hover:border-brand hover:text-brand",
                  )}
                >
                  {tag.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <Rss aria-hidden="true" className="size-4 text-brand" />
        <span>{journalCopy.feeds}:</span>
        <a
          className="font-semibold text-brand underline-offset-4 hover:underline"
          href={localHref(FEEDS.rss)}
        >
          {journalCopy.rss}
        </a>
        <a
          className="font-semibold text-brand underline-offset-4 hover:underline"
          href={localHref(FEEDS.atom)}
        >
          {journalCopy.atom}
        </a>
      </p>
    </div>
  );
}
