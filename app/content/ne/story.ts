/**
 * Nepali of ../story.ts: its words are in content/ne/story.md. One founding story, as in English:
 * the work began in April 2024 in Kathmandu, the company was registered in 2025. Dates stay
 * Gregorian (no वि.सं.), with the Nepali names of the months (./companyPages' `months`), so
 * `milestoneDate` writes "अप्रिल २०२४" with the same dateTime. Vision दृष्टि, mission लक्ष्य.
 */
export { storyPage, workBegan } from "../story";
