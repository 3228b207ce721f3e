/**
 * The interface's words of /portfolio and of the case study pages (ne/portfolioCopy.ts in
 * Nepali); their copy is content/{en,ne}/portfolio-page.yaml and case-study-page.yaml, and the
 * case studies content/{en,ne}/portfolio/ (portfolio.ts).
 */
export const portfolioCopy = {
  filterLabel: "Filter projects by category",
  all: "All",
  results: (count: number) => `${count} ${count === 1 ? "project" : "projects"}`,
  viewProject: "View Project",
};

export const projectCopy = {
  /** A case study's page title. */
  metaTitle: (title: string, category: string) => `${title}: ${category} Case Study | Sathi Digital`,
  clientLabel: "Client",
  categoryLabel: "Category",
  challengeTitle: "The challenge",
  workTitle: "What we did",
  resultTitle: "The result",
  outcomesTitle: "In numbers",
  beforeAfterTitle: "Before and after",
  before: "Before",
  after: "After",
  timelineTitle: "How long it took",
  weeks: (count: number) => `${count} ${count === 1 ? "week" : "weeks"}`,
  totalWeeks: (count: number) => `${count} weeks in all`,
  suppliedTitle: "What the client brought",
  screensTitle: "On the phone",
  quoteTitle: "In the client's words",
  site: (client: string) => `Visit ${client}'s website`,
  moreTitle: "More projects",
  back: { label: "All projects", url: "/portfolio" },
};
