import jobs from "content:jobs/titles";

/**
 * The titles of the open roles (content/{en,ne}/jobs/). The careers page lists the openings
 * (careers.ts); the contact form takes only these titles as an application (`/contact?role=`), so
 * a crafted link cannot write its own text into a visitor's message. Only the titles: the contact
 * page loads three titles and not the openings' descriptions.
 */
export const jobTitles: string[] = jobs.map((job) => job.title);
