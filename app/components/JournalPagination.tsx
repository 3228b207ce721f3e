import { ArrowLeft, ArrowRight } from "lucide-react";
import { indexPagePath } from "~/content/journalPaths";
import { journalCopy } from "~/content/journalCopy";
import { localHref } from "~/lib/localHref";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-surface px-4 font-semibold hover:border-brand hover:text-brand";

/** Newer and older pages of the index, past its first twelve articles. */
export function JournalPagination({ page, pages }: { page: number; pages: number }) {
  if (pages < 2) return null;
  return (
    <nav
      aria-label={journalCopy.pagination}
      className="mt-12 flex flex-wrap items-center justify-between gap-4"
    >
      {page > 1 ? (
        <a className={linkClass} href={localHref(indexPagePath(page - 1))} rel="prev">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {journalCopy.newerPage}
        </a>
      ) : (
        <span />
      )}
      <p aria-current="page" className="text-sm font-semibold text-muted-foreground">
        {journalCopy.pageOf(page, pages)}
      </p>
      {page < pages ? (
        <a className={linkClass} href={localHref(indexPagePath(page + 1))} rel="next">
          {journalCopy.olderPage}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
