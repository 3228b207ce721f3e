/**
 * Nepali of ../heroVisuals.ts. The crops of the artwork have no words and are the same in both
 * languages: they are taken from the English module.
 * "Your seat", the empty place among the team's portraits on /ne/about/careers, reads "तपाईंको ठाउँ".
 */
export { phoneScreenCrops } from "../heroVisuals";

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "केस स्टडी",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "तपाईंको ठाउँ",
};
