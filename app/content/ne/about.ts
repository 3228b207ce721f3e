/**
 * Nepali of ../about.ts: the words are in content/ne/about.yaml and content/ne/team.yaml. The
 * founding reads as in ./story.ts: the work began in April 2024 ("अप्रिल २०२४"), the company was
 * registered in 2025. People's names and towns in Devanagari; the team's one-line notes use the
 * usual third person (गर्छन्/गर्छिन्), Kiran's is written without a gendered verb. Core values as
 * on /about/values: Innovation नवीनता, Passion लगन, Integrity इमानदारी.
 */
export { aboutPage } from "../about";
