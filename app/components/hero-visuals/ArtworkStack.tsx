import type { PortfolioProject } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { ProjectPicture } from "../ProjectPicture";

// Prints laid on a table: in a pile, two cards behind, turned a little, and the third in front of
// them; in a fan (a wide, low frame beside a compact hero), side by side, the middle one in front.
const placements = {
  pile: {
    frame: "aspect-[5/4] max-w-xl lg:max-w-none",
    cards: [
      "top-0 left-0 w-[62%] -rotate-[5deg]",
      "top-[6%] right-0 w-[62%] rotate-[4deg]",
      "bottom-0 left-[14%] z-10 w-[72%]",
    ],
  },
  fan: {
    frame: "aspect-[16/9]",
    cards: [
      "top-[24%] left-0 w-[55%] -rotate-[6deg]",
      "top-[24%] right-0 w-[55%] rotate-[6deg]",
      "top-[4%] left-[20%] z-10 w-[60%]",
    ],
  },
};

/**
 * Three case studies' artwork laid over each other, the last in front (/services, /portfolio).
 * Decorative: the page goes on to show the work. `lazy` where the stack is not the page's largest
 * paint and is hidden on phones (a hidden lazy image is never fetched).
 */
export function ArtworkStack({
  projects,
  layout = "pile",
  lazy = false,
}: {
  projects: PortfolioProject[];
  layout?: keyof typeof placements;
  lazy?: boolean;
}) {
  const { frame, cards } = placements[layout];
  return (
    <div aria-hidden="true" className={cn("relative mx-auto w-full", frame)}>
      {projects.slice(0, 3).map((project, index) => (
        <div
          key={project.id}
          className={cn(
            "absolute overflow-hidden rounded-lg bg-white/8 p-1.5 shadow-[0_32px_64px_-24px_rgb(0_0_0/0.7)] ring-1 ring-white/15",
            cards[index],
          )}
        >
          <ProjectPicture
            artwork={{ ...project.artwork, alt: "" }}
            sizes={index === 2 ? "(min-width: 1024px) 400px, 72vw" : "(min-width: 1024px) 350px, 62vw"}
            priority={lazy ? false : index === 2 ? true : "eager"}
            className="h-auto w-full rounded-md dark:brightness-90"
          />
        </div>
      ))}
    </div>
  );
}
