/**
 * Nepali of ../careers.ts: the words are in content/ne/careers.yaml and content/ne/jobs/.
 * Translation choices: CV/resume is बायोडाटा (as Nepali job ads write it); remote-first is
 * "मुख्यतः रिमोट"; the screen-reader completion of "Apply Now" is "पद:" (Nepali cannot put "for"
 * between the button text and the title), so it reads "अहिल्यै आवेदन दिनुहोस् पद: <title>".
 */
export { careersPage, OPENINGS_ID } from "../careers";
