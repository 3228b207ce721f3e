import { ArrowRight, TrendingUp } from "lucide-react";
import { type PortfolioProject, portfolioPage } from "~/content/portfolio";
import { useTilt } from "~/hooks/useTilt";
import { cn } from "~/lib/utils";
import { ProjectPicture } from "./ProjectPicture";
import { localHref } from "~/lib/localHref";

// Shown at once on touch screens. With a mouse, folded away until hover or keyboard focus
// unfolds it (grid rows 0fr -> 1fr).
const unfoldOnHover =
  "grid grid-rows-[1fr] pb-3 transition-[grid-template-rows,opacity] duration-300 ease-out [@media(hover:hover)]:grid-rows-[0fr] [@media(hover:hover)]:opacity-0 group-hover:grid-rows-[1fr] group-hover:opacity-100 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100";

// Two layouts, by the card's own width (its wrapper is a size container): stacked, the artwork
// above the text; from 56rem (`@min-[56rem]:`, a card alone on a wide row), the artwork beside
// it, at most 40rem wide: 16:10 at the card's 400px, cropped a little at the narrowest. (CSS puts
// container queries before media queries: where both set a value, the wide one names both.)

/** Decorative dots that float in the artwork's corner while the card is hovered (SPEC.md section 2). */
const dotClass =
  "pointer-events-none absolute rounded-full opacity-0 ring-4 ring-white/70 transition-[opacity,scale] duration-300 ease-out scale-50 group-hover:opacity-100 group-hover:scale-100";

type ProjectCardProps = {
  project: PortfolioProject;
  headingLevel?: "h2" | "h3";
  /** How wide the artwork shows (`sizes`), for the browser to pick 800 or 1600 pixels. */
  imageSizes: string;
  /** On the first screen: its artwork loads at once. */
  priority?: boolean;
};

/**
 * A project as a 400px card: its artwork clean in a fixed frame (16:10 with a mouse, 2:1 on touch
 * screens, where the description is always shown and needs the room), then the category, the
 * title and the result in one line. A mouse tilts it in 3D with a light that follows the pointer,
 * scales it a little and unfolds the description and 'View Project': the text panel rises over
 * the bottom of the artwork. Keyboard focus unfolds them without tilt. The whole card is the link.
 */
export function ProjectCard({
  project,
  headingLevel: Heading = "h3",
  imageSizes,
  priority = false,
}: ProjectCardProps) {
  const { tilting, style, handlers } = useTilt();
  return (
    // The pointer is measured against this box, which does not move: the tilted card's own box
    // is skewed by its perspective, and its centre with it.
    <div {...handlers} className="@container h-full">
      <article
        style={style}
        data-tilting={tilting}
        className={cn(
          "group relative isolate grid h-[400px] grid-rows-1 overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-sm",
          "transition-[transform,box-shadow] ease-out focus-within:shadow-lg hover:shadow-lg",
          // Follows the pointer closely while tilting; eases back when the pointer leaves.
          tilting ? "duration-100" : "duration-500",
          "@min-[56rem]:grid-cols-[minmax(0,40rem)_minmax(22rem,1fr)]",
        )}
      >
        <div className="relative col-start-1 row-start-1 aspect-[2/1] self-start overflow-hidden bg-muted [@media(hover:hover)]:aspect-[16/10] @min-[56rem]:aspect-auto @min-[56rem]:h-full @min-[56rem]:[@media(hover:hover)]:aspect-auto">
          <ProjectPicture
            artwork={project.artwork}
            sizes={imageSizes}
            priority={priority}
            className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
          {/* Light where the pointer is, only while the card tilts. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_var(--light-x,50%)_var(--light-y,50%),rgb(255_255_255/0.3),transparent_60%)] opacity-0 transition-opacity duration-300 group-data-[tilting=true]:opacity-100"
          />
          <span
            aria-hidden="true"
            className={cn(
              dotClass,
              "top-5 right-6 size-3 bg-primary motion-safe:group-hover:animate-[float_3s_ease-in-out_infinite]",
            )}
          />
          <span
            aria-hidden="true"
            className={cn(
              dotClass,
              "top-12 right-12 size-2 bg-brand-surface motion-safe:group-hover:animate-[float_3s_ease-in-out_1.5s_infinite]",
            )}
          />
        </div>

        {/* Anchored to the bottom and at least as tall as the space under the artwork, so it
            grows upwards when the description unfolds. Not positioned: the link's stretched
            ::after then covers the whole card. */}
        <div className="z-10 col-start-1 row-start-1 flex min-h-[calc(100%-50cqw)] flex-col self-end bg-surface p-4 [@media(hover:hover)]:min-h-[calc(100%-62.5cqw)] [@media(hover:hover)]:p-5 @min-[56rem]:col-start-2 @min-[56rem]:min-h-full @min-[56rem]:justify-center @min-[56rem]:self-stretch @min-[56rem]:p-10 @min-[56rem]:[@media(hover:hover)]:min-h-full @min-[56rem]:[@media(hover:hover)]:p-10">
          <p className="text-xs font-bold tracking-[0.12em] text-accent-text uppercase">{project.category}</p>
          <Heading className="mt-1 text-xl leading-tight font-bold @min-[56rem]:mt-3 @min-[56rem]:text-3xl">
            {project.title}
          </Heading>
          <div className={unfoldOnHover}>
            {/* Clips the folded text; the link's stretched ::after belongs to the card and is not clipped. */}
            <div className="min-h-0 overflow-hidden">
              <p className="mt-2 line-clamp-2 text-sm/5 text-muted-foreground @min-[56rem]:mt-4 @min-[56rem]:text-base">
                {project.description}
              </p>
              <a
                href={localHref(project.link)}
                className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring"
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
          <p className="mt-auto flex items-center gap-2 border-t border-border pt-2.5 text-sm font-semibold @min-[56rem]:mt-8 @min-[56rem]:pt-4">
            <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
            <span className="truncate">{project.headline}</span>
          </p>
        </div>
      </article>
    </div>
  );
}
