import type { PortfolioProject } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { ProjectPicture } from "../ProjectPicture";

// Two cards behind, turned a little, and the third in front of them: prints laid on a table.
const placement = [
  "top-0 left-0 w-[62%] -rotate-[5deg]",
  "top-[6%] right-0 w-[62%] rotate-[4deg]",
  "bottom-0 left-[14%] z-10 w-[72%]",
];

/**
 * Three case studies' artwork laid over each other, the last in front (/services). Decorative: the
 * page goes on to show the work.
 */
export function ArtworkStack({ projects }: { projects: PortfolioProject[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-xl lg:max-w-none">
      {projects.slice(0, 3).map((project, index) => (
        <div
          key={project.id}
          className={cn(
            "absolute overflow-hidden rounded-lg bg-white/8 p-1.5 shadow-[0_32px_64px_-24px_rgb(0_0_0/0.7)] ring-1 ring-white/15",
            placement[index],
          )}
        >
          <ProjectPicture
            artwork={{ ...project.artwork, alt: "" }}
            sizes={index === 2 ? "(min-width: 1024px) 400px, 72vw" : "(min-width: 1024px) 350px, 62vw"}
            priority={index === 2 ? true : "eager"}
            className="h-auto w-full rounded-md dark:brightness-90"
          />
        </div>
      ))}
    </div>
  );
}
