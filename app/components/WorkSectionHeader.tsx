import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/utils";
import { SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

type MoreLink = { label: string; url: string };

type WorkSectionHeaderProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** To the whole portfolio: beside the heading on wide screens, under it on phones. */
  more: MoreLink;
  className?: string;
  /** The way to the whole portfolio's own classes (SelectedWork moves it below its list on phones). */
  moreClassName?: string;
};

/** The heading of a section of case studies, with the way to all of them. */
export function WorkSectionHeader({ more, className, moreClassName, ...header }: WorkSectionHeaderProps) {
  return (
    <div
      className={cn(
        "mb-10 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between",
        className,
      )}
    >
      <SectionHeader {...header} spaced={false} />
      <MoreWorkLink more={more} className={cn("self-start md:self-auto md:pb-1", moreClassName)} />
    </div>
  );
}

/** "See all our work", with its arrow. */
export function MoreWorkLink({ more, className }: { more: MoreLink; className?: string }) {
  return (
    <a
      href={localHref(more.url)}
      className={cn(
        "group inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand hover:underline hover:underline-offset-4",
        className,
      )}
    >
      {more.label}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform duration-200 group-hover:translate-x-1"
      />
    </a>
  );
}
