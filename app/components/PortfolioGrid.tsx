import { portfolioCategories, portfolioPage, projects } from "~/content/portfolio";
import { ALL_PROJECTS, type PortfolioFilter, usePortfolioFilter } from "~/hooks/usePortfolioFilter";
import { FadeIn } from "./FadeIn";
import { ProjectCard } from "./ProjectCard";
import { Section, SectionHeader } from "./ui/section";
import { ToggleChip } from "./ui/toggle-chip";
import { cn } from "~/lib/utils";

const filters: PortfolioFilter[] = [ALL_PROJECTS, ...portfolioCategories];

/**
 * Rows of three on large screens, a last row of two sharing the width; on tablets rows of two,
 * an odd last card taking the whole row. No holes in the grid.
 */
function cardSpan(index: number, count: number): string {
  const isLast = index === count - 1;
  const inLastPair = count % 3 === 2 && index >= count - 2;
  return cn(count % 2 === 1 && isLast && "sm:col-span-2", inLastPair ? "lg:col-span-3" : "lg:col-span-2");
}

/** The category filter (All and the five categories) over the grid of project cards. */
export function PortfolioGrid() {
  const { filter, setFilter, visible } = usePortfolioFilter(projects);
  return (
    <Section tone="muted" aria-labelledby="work-title">
      <SectionHeader id="work-title" title={portfolioPage.gridTitle} spaced={false} />
      <div role="group" aria-label={portfolioPage.filterLabel} className="mt-8 flex flex-wrap gap-2">
        {filters.map((category) => (
          <ToggleChip key={category} pressed={filter === category} onClick={() => setFilter(category)}>
            {category}
          </ToggleChip>
        ))}
      </div>
      <p aria-live="polite" className="mt-6 text-sm font-semibold text-muted-foreground">
        {portfolioPage.results(visible.length)}
      </p>
      {/* Each card fades in as it enters the viewport itself: on a phone they come one by one. */}
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {visible.map((project, index) => (
          <FadeIn as="li" key={project.id} className={cardSpan(index, visible.length)}>
            <ProjectCard project={project} />
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
