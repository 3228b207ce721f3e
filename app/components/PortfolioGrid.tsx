import { useDeferredValue, useMemo } from "react";
import { portfolioCategories, portfolioPage, projects } from "~/content/portfolio";
import { ALL_PROJECTS, type PortfolioFilter, usePortfolioFilter } from "~/hooks/usePortfolioFilter";
import { ProjectCardList } from "./ProjectCardList";
import { Container } from "./ui/container";
import { ToggleChip } from "./ui/toggle-chip";

const filters: PortfolioFilter[] = [ALL_PROJECTS, ...portfolioCategories];

/**
 * The category filter (All and the five categories) over the grid of project cards. Kept short
 * above the cards so the first ones are on the first screen: the count beside the heading, and
 * on phones the filters in one row that scrolls sideways.
 */
export function PortfolioGrid() {
  const { filter, setFilter, visible } = usePortfolioFilter(projects);
  // The pressed chip answers at once; the cards it chose are rendered after that paint (INP), the
  // ones before kept meanwhile (one element, kept while its projects are).
  const shownProjects = useDeferredValue(visible);
  const cards = useMemo(
    () => <ProjectCardList projects={shownProjects} priority className="mt-4 sm:mt-6 md:mt-8" />,
    [shownProjects],
  );
  return (
    <section aria-labelledby="work-title" className="bg-muted pt-10 pb-16 md:pt-16 md:pb-24">
      <Container>
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="work-title" className="text-3xl leading-[1.15] font-extrabold md:text-[2.5rem]">
            {portfolioPage.gridTitle}
          </h2>
          <p aria-live="polite" className="text-sm font-semibold whitespace-nowrap text-muted-foreground">
            {portfolioPage.results(shownProjects.length)}
          </p>
        </div>
        {/* On phones one row that bleeds to the screen's edges and fades out there, a sign there is
            more; its padding keeps the chips' focus rings inside it. */}
        <div
          role="group"
          aria-label={portfolioPage.filterLabel}
          className="-mx-5 mt-3.5 flex gap-2 overflow-x-auto px-5 py-1.5 [mask-image:linear-gradient(to_right,transparent,black_0.75rem,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:mt-6 sm:flex-wrap sm:overflow-visible sm:p-0 sm:[mask-image:none]"
        >
          {filters.map((category) => (
            <ToggleChip key={category} pressed={filter === category} onClick={() => setFilter(category)}>
              {category === ALL_PROJECTS ? portfolioPage.all : category}
            </ToggleChip>
          ))}
        </div>
        <div aria-busy={visible !== shownProjects || undefined}>{cards}</div>
      </Container>
    </section>
  );
}
