/**
 * Nepali of ../jobTitles.ts: the titles of content/ne/jobs/. The Nepali careers page links to the
 * contact form with these titles (`/contact?role=`), and the Nepali contact form accepts only
 * these, so both use the same text. "Senior" as सिनियर: Nepali job ads write it so.
 */
export { jobTitles } from "../jobTitles";
