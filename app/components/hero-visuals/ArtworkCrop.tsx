import type { ArtworkCrop as Crop } from "~/content/heroVisuals";
import type { ProjectArtwork } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { ProjectPicture } from "../ProjectPicture";

type ArtworkCropProps = {
  artwork: ProjectArtwork;
  crop: Crop;
  /**
   * The widest the whole artwork is drawn (the crop's widest over its share of the width), in CSS
   * pixels, for the browser to pick the image's size: crops of one artwork side by side pass the
   * same, so they share one download.
   */
  imageWidth: number;
  priority?: boolean | "eager";
  className?: string;
};

/**
 * A part of a project's artwork, cut by CSS from the same responsive image (no image of its own to
 * keep in step with the artwork): the box has the crop's proportions, so nothing shifts, and the
 * image is scaled and moved inside it. Decorative: the case study itself is linked beside it.
 */
export function ArtworkCrop({ artwork, crop, imageWidth, priority = "eager", className }: ArtworkCropProps) {
  const ratio = (crop.width * artwork.width) / (crop.height * artwork.height);
  return (
    <div className={cn("relative overflow-hidden", className)} style={{ aspectRatio: ratio.toFixed(4) }}>
      <ProjectPicture
        artwork={{ ...artwork, alt: "" }}
        sizes={`${Math.round(imageWidth)}px`}
        priority={priority}
        className="absolute max-w-none dark:brightness-90"
        style={{
          width: `${(100 / crop.width).toFixed(3)}%`,
          left: `${((-100 * crop.x) / crop.width).toFixed(3)}%`,
          top: `${((-100 * crop.y) / crop.height).toFixed(3)}%`,
        }}
      />
    </div>
  );
}
