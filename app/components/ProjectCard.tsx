import { ArrowRight } from "lucide-react";
import { type PortfolioProject, portfolioPage } from "~/content/portfolio";
import { useTilt } from "~/hooks/useTilt";
import { cn } from "~/lib/utils";
import { ProjectPicture } from "./ProjectPicture";

// Shown at once on touch screens. With a mouse, folded away until hover or keyboard focus
// unfolds it (grid rows 0fr -> 1fr), so the title sits at the bottom of the card until then.
const unfoldOnHover =
  "grid grid-rows-[1fr] transition-[grid-template-rows,opacity] duration-300 ease-out [@media(hover:hover)]:grid-rows-[0fr] [@media(hover:hover)]:opacity-0 group-hover:grid-rows-[1fr] group-hover:opacity-100 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100";

/**
 * A project as a 400px card over its artwork. A mouse tilts it in 3D, scales it a little and
 * reveals the description and 'View Project'; keyboard focus reveals them without tilt. The
 * whole card is the link.
 */
export function ProjectCard({
  project,
  headingLevel: Heading = "h3",
}: {
  project: PortfolioProject;
  headingLevel?: "h2" | "h3";
}) {
  const { tilting, style, handlers } = useTilt();
  return (
    // The pointer is measured against this box, which does not move: the tilted card's own box
    // is skewed by its perspective, and its centre with it.
    <div {...handlers} className="h-full">
      <article
        style={style}
        data-tilting={tilting}
        className={cn(
          "group relative isolate flex h-[400px] flex-col justify-end overflow-hidden rounded-lg bg-inverse text-inverse-foreground shadow-md on-inverse",
          "transition-[transform,box-shadow] ease-out focus-within:shadow-xl hover:shadow-xl",
          // Follows the pointer closely while tilting; eases back when the pointer leaves.
          tilting ? "duration-100" : "duration-500",
        )}
      >
        <div className="absolute inset-0 -z-10">
          <ProjectPicture
            artwork={project.artwork}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover object-top transition-[transform,filter] duration-500 ease-out group-hover:scale-105 dark:brightness-90 dark:group-hover:brightness-100"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-inverse via-inverse/85 via-40% to-transparent to-75%"
          />
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-6 right-8 hidden size-3 rounded-full bg-primary group-hover:block motion-safe:animate-[float_3s_ease-in-out_infinite]"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-14 right-14 hidden size-2 rounded-full bg-inverse-accent group-hover:block motion-safe:animate-[float_3s_ease-in-out_1.5s_infinite]"
        />

        <div className="p-6">
          <p className="mb-3 inline-flex rounded-full bg-inverse/80 px-3 py-1 text-xs font-semibold">
            {project.category}
          </p>
          <Heading className="text-2xl leading-tight font-bold">{project.title}</Heading>
          <div className={unfoldOnHover}>
            {/* Clips the folded text; the link's stretched ::after belongs to the card and is not clipped. */}
            <div className="min-h-0 overflow-hidden">
              <p className="mt-2 line-clamp-2 leading-relaxed text-inverse-muted">{project.description}</p>
              <a
                href={project.link}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-white after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring-inverse focus-visible:after:shadow-[inset_0_0_0_6px_var(--inverse)]"
              >
                {portfolioPage.viewProject}
                <span className="sr-only">: {project.title}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-hover:translate-x-1"
                />
              </a>
            </div>
          </div>
        </div>
      </article>
    </div>
  );
}
