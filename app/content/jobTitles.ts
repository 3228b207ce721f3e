/**
 * The titles of the open roles. The careers page lists them (careers.ts); the contact form takes
 * only these as an application (`/contact?role=`), so a crafted link cannot write its own text
 * into a visitor's message. A module of its own, so the contact page loads three titles and not
 * the careers page.
 */
export const jobTitles = {
  uxUiDesigner: "Senior UX/UI Designer",
  fullStackDeveloper: "Full Stack Developer",
  digitalMarketer: "Digital Marketing Specialist",
};
