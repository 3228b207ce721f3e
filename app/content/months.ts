/**
 * The months by their English names: how a content file writes a milestone's month
 * (content/en/story.md, app/content/schema/story.ts) and how the English pages name it
 * (companyPages.ts; the Nepali names are ne/companyPages.ts).
 */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
