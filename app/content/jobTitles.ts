import jobs from "content:jobs/titles";

/**
 * The open roles (content/{en,ne}/jobs/): each file's name, its id, and its title in the page's
 * language. The careers page lists the openings (careers.ts); 'Apply Now' names the role by its id
 * (`/contact?role=`), the same in both languages, so the language switch carries it; the contact
 * form takes only these ids, so a crafted link cannot write its own text into a visitor's message.
 * Only the ids and titles: the contact page loads three titles and not the openings' descriptions.
 */
export const openRoles: { id: string; title: string }[] = jobs;
