/**
 * Nepali of ../heroVisuals.ts. Which case study each service page's hero shows (and the crops of
 * its artwork) has no words and is the same in both languages: it is taken from the English module.
 * "Your seat", the empty place among the team's portraits on /ne/about/careers, reads "तपाईंको ठाउँ".
 */
export { serviceHeroVisuals } from "../heroVisuals";

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "केस स्टडी",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "तपाईंको ठाउँ",
};
