/**
 * Nepali of ../jobTitles.ts: the ids of content/ne/jobs/ are the English files' names, so a role's
 * link (`/contact?role=`) is the same in both languages and the form shows the Nepali title.
 * "Senior" as सिनियर: Nepali job ads write it so.
 */
export { openRoles } from "../jobTitles";
