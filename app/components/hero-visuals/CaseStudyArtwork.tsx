import type { PortfolioProject } from "~/content/portfolio";
import { ProjectPicture } from "../ProjectPicture";

/** How wide a case study's artwork shows: the container, at most 1200px. */
export const CASE_STUDY_IMAGE_SIZES = "(min-width: 1280px) 1200px, 100vw";

/** A case study's own artwork, large and clean: the page's largest paint (preloaded by its route). */
export function CaseStudyArtwork({ project }: { project: PortfolioProject }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-white/10 shadow-xl">
      <ProjectPicture
        artwork={project.artwork}
        sizes={CASE_STUDY_IMAGE_SIZES}
        priority
        className="h-auto w-full dark:brightness-90"
      />
    </figure>
  );
}
