import { ArrowRight } from "lucide-react";
import { SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

type WorkSectionHeaderProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** To the whole portfolio: beside the heading on wide screens, under it on phones. */
  more: { label: string; url: string };
};

/** The heading of a section of case studies, with the way to all of them. */
export function WorkSectionHeader({ more, ...header }: WorkSectionHeaderProps) {
  return (
    <div className="mb-10 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
      <SectionHeader {...header} spaced={false} />
      <a
        href={localHref(more.url)}
        className="group inline-flex shrink-0 items-center gap-1.5 self-start font-semibold text-brand hover:underline hover:underline-offset-4 md:self-auto md:pb-1"
      >
        {more.label}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-hover:translate-x-1"
        />
      </a>
    </div>
  );
}
