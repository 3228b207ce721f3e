import type { PortfolioProject } from "~/content/portfolio";
import { ProjectPicture } from "../ProjectPicture";
import { CaseStudyCaption } from "./CaseStudyCaption";

/** How wide a hero's visual shows: its column from 1024px up, the container's width below. */
export const HERO_VISUAL_SIZES = "(min-width: 1024px) 560px, (min-width: 640px) 576px, calc(100vw - 40px)";

/**
 * A case study's artwork, whole and clean on a glass mat, with the case study it comes from: the
 * hero's largest paint, so it loads first.
 */
export function ArtworkShowcase({ project, label }: { project: PortfolioProject; label: string }) {
  return (
    <figure className="mx-auto w-full max-w-xl lg:max-w-none">
      <div className="rounded-lg bg-white/8 p-2 shadow-[0_32px_64px_-24px_rgb(0_0_0/0.6)] ring-1 ring-white/15 sm:p-3">
        <ProjectPicture
          artwork={project.artwork}
          sizes={HERO_VISUAL_SIZES}
          priority
          className="h-auto w-full rounded-md dark:brightness-90"
        />
      </div>
      <CaseStudyCaption project={project} label={label} className="mt-4" />
    </figure>
  );
}
