import type { PortfolioProject } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { FadeIn } from "./FadeIn";
import { ProjectCard } from "./ProjectCard";

/**
 * Where a card sits so that no row looks broken: one column on phones (no wider than a card
 * reads well), two from 560px, three from 900px, every card the same width. A last row that is
 * not full is centred; a card alone takes the whole row from 1024px, its artwork beside its text.
 */
function placement(index: number, count: number): string {
  const isLast = index === count - 1;
  const rest = count % 3;
  return cn(
    "min-[35rem]:col-span-2",
    count % 2 === 1 && isLast && "min-[35rem]:col-start-2 min-[56.25rem]:col-start-auto",
    rest === 1 && isLast && "min-[56.25rem]:col-start-3",
    rest === 2 && index === count - 2 && "min-[56.25rem]:col-start-2",
    count === 1 && "lg:col-span-6 lg:col-start-1",
  );
}

// The artwork's width at each layout above, for the browser's choice of file.
const CARD_SIZES = "(min-width: 900px) 380px, (min-width: 560px) 50vw, 420px";
const ALONE_SIZES = "(min-width: 1024px) 760px, (min-width: 560px) 50vw, 420px";

type ProjectCardListProps = {
  projects: PortfolioProject[];
  headingLevel?: "h2" | "h3";
  /** The list starts on the first screen: the first card's artwork loads at once. */
  priority?: boolean;
  className?: string;
};

/** Project cards in a grid; each fades in as it enters the viewport itself (on a phone, one by one). */
export function ProjectCardList({
  projects,
  headingLevel,
  priority = false,
  className,
}: ProjectCardListProps) {
  const sizes = projects.length === 1 ? ALONE_SIZES : CARD_SIZES;
  return (
    <ul
      className={cn(
        "mx-auto grid max-w-[26rem] gap-6 min-[35rem]:max-w-none min-[35rem]:grid-cols-4 min-[56.25rem]:grid-cols-6",
        className,
      )}
    >
      {projects.map((project, index) => (
        <FadeIn as="li" key={project.id} className={placement(index, projects.length)}>
          <ProjectCard
            project={project}
            headingLevel={headingLevel}
            imageSizes={sizes}
            priority={priority && index === 0}
          />
        </FadeIn>
      ))}
    </ul>
  );
}
