import type { CSSProperties } from "react";
import type { ProjectArtwork } from "~/content/portfolio";
import { cn } from "~/lib/utils";

type ProjectPictureProps = {
  artwork: ProjectArtwork;
  /** How wide the image shows, for the browser to pick 800 or 1600 pixels. */
  sizes: string;
  /**
   * Above the fold: `true` loads it at once with high priority (the page's largest paint),
   * `"eager"` at once with the normal priority (another image above the fold); otherwise lazily.
   */
  priority?: boolean | "eager";
  className?: string;
  style?: CSSProperties;
};

/** One file of a project's artwork: 800 or 1600 pixels wide, in one format. */
export const artworkFile = (artwork: ProjectArtwork, width: 800 | 1600, format: "avif" | "webp") =>
  `${artwork.base}-${width}.${format}`;

/** The `srcset` of a project's artwork in one format, at 800 and 1600 pixels wide. */
export const artworkSrcSet = (artwork: ProjectArtwork, format: "avif" | "webp") =>
  `${artworkFile(artwork, 800, format)} 800w, ${artworkFile(artwork, 1600, format)} 1600w`;

/** A project's artwork: AVIF, then WebP, then JPEG, at its own aspect ratio so nothing shifts. */
export function ProjectPicture({ artwork, sizes, priority = false, className, style }: ProjectPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={artworkSrcSet(artwork, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={artworkSrcSet(artwork, "webp")} sizes={sizes} />
      <img
        src={`${artwork.base}-1600.jpg`}
        alt={artwork.alt}
        width={artwork.width}
        height={artwork.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority === true ? "sync" : "async"}
        fetchPriority={priority === true ? "high" : "auto"}
        className={cn("block", className)}
        style={style}
      />
    </picture>
  );
}
