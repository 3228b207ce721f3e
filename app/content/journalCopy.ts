/**
 * The journal's interface words (the articles and the index's own words are content files:
 * content/{en,ne}/insights/, journal.yaml): labels, and titles made from an article's or a tag's.
 */
export const journalCopy = {
  byline: "By",
  published: "Published",
  updated: "Updated",
  /** Beside the Gregorian date on Nepali pages; English pages show none. */
  bikramSambat: "",
  readingTime: (minutes: number) => `${minutes} min read`,
  contents: "In this article",
  topics: "Topics",
  allTopics: "All topics",
  relatedServices: "Services in this article",
  relatedWork: "Work in this article",
  neighbours: "More from the journal",
  newer: "Newer article",
  older: "Older article",
  pagination: "Pages of the journal",
  newerPage: "Newer articles",
  olderPage: "Older articles",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The second page of the index onwards: its title and name. */
  indexPageTitle: (page: number) => `Journal, page ${page}: Guides for Nepali Businesses | Sathi Digital`,
  indexPageName: (page: number) => `Page ${page}`,
  tagTitle: (name: string) => `${name}: Articles for Nepali Businesses | Sathi Digital`,
  tagEyebrow: "Topic",
  articleTitle: (title: string) => `${title} | Sathi Digital`,
  feeds: "Follow the journal",
  rss: "RSS feed",
  atom: "Atom feed",
  readArticle: "Read the article",
};
