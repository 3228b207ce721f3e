import type { phoneScreens } from "./schema/services";

/**
 * What the heroes show beside their text (docs/DESIGN.md, "Patterns": a visual of its own): the
 * few words inside the visuals, and the parts of case studies' artwork a phone's screen can show.
 * Which case study a service page's hero shows is its file's (content/en/services/, `visual`). The
 * visuals are drawn by app/components/hero-visuals/.
 */

/** A part of a project's artwork, as fractions of its width and height (0-1), for a frame's screen. */
export type ArtworkCrop = { x: number; y: number; width: number; height: number };

/** The screens a service file's `visual` names: crops of project 6's artwork (the momo campaign). */
export const phoneScreenCrops: Record<(typeof phoneScreens)[number], ArtworkCrop> = {
  /** The feed post. */
  "campaign-post": { x: 0.319, y: 0.064, width: 0.35, height: 0.773 },
  /** The story. */
  "campaign-story": { x: 0.07, y: 0.213, width: 0.185, height: 0.614 },
};

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "Case study",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "Your seat",
};
