/**
 * What the heroes show beside their text (docs/DESIGN.md, "Patterns": a visual of its own): the
 * few words inside the visuals, and which case study each service page shows. The visuals are
 * drawn by app/components/hero-visuals/.
 */

/** A part of a project's artwork, as fractions of its width and height (0-1), for a frame's screen. */
export type ArtworkCrop = { x: number; y: number; width: number; height: number };

/** How a service page's hero shows its related work. */
export type ServiceHeroVisual =
  /** A case study's artwork, whole, as it was presented to the client. */
  | { kind: "artwork"; project: number }
  /** Parts of a case study's artwork on phone screens (one or two phones). */
  | { kind: "phones"; project: number; screens: ArtworkCrop[] }
  /** The sample logos (the logo page only: DECISIONS.md 13). */
  | { kind: "logos" };

/** Crops of project 6's artwork (the momo campaign): the feed post and the story on a phone. */
const campaignPost: ArtworkCrop = { x: 0.319, y: 0.064, width: 0.35, height: 0.773 };
const campaignStory: ArtworkCrop = { x: 0.07, y: 0.213, width: 0.185, height: 0.614 };

/** Each canonical service page's hero visual: web pages a case study's screens, marketing a phone. */
export const serviceHeroVisuals: Record<string, ServiceHeroVisual> = {
  "/services/website-design": { kind: "artwork", project: 4 },
  "/services/webredesign": { kind: "artwork", project: 1 },
  "/services/mobile-app": { kind: "phones", project: 6, screens: [campaignStory, campaignPost] },
  "/services/uiux": { kind: "artwork", project: 5 },
  "/services/logo-design": { kind: "logos" },
  "/services/BrandStrategy": { kind: "artwork", project: 2 },
  "/services/PersonalBranding": { kind: "artwork", project: 2 },
  "/services/PackagingDesign": { kind: "artwork", project: 2 },
  "/services/branding": { kind: "artwork", project: 2 },
  "/services/social-media": { kind: "phones", project: 6, screens: [campaignPost] },
  "/services/ContentStrategy": { kind: "phones", project: 6, screens: [campaignPost] },
  "/services/SEO": { kind: "artwork", project: 4 },
  "/services/EmailWhatsappMarketing": { kind: "phones", project: 6, screens: [campaignStory] },
  "/services/content-writing": { kind: "artwork", project: 4 },
};

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "Case study",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "Your seat",
};
