import { ArrowUpRight } from "lucide-react";
import type { PortfolioProject } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { localHref } from "~/lib/localHref";

/** Under a hero's artwork: the case study it comes from, linked. */
export function CaseStudyCaption({
  project,
  label,
  className,
}: {
  project: PortfolioProject;
  label: string;
  className?: string;
}) {
  return (
    <figcaption className={cn("flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm", className)}>
      <span className="text-xs font-bold tracking-[0.14em] text-inverse-accent uppercase">{label}</span>
      <a
        href={localHref(project.link)}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-inverse-foreground underline decoration-white/30 underline-offset-4 hover:decoration-inverse-accent"
      >
        {project.title}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </a>
    </figcaption>
  );
}
