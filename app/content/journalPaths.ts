/**
 * Where the journal's pages and feeds are (DECISIONS.md 29), apart from its articles: every page's
 * head names the feeds, and a page's script should not carry the articles to do it.
 */
export const JOURNAL_PATH = "/insights";
/** Articles on a page of the index; the next are on /insights/page/2, and so on. */
export const ARTICLES_PER_PAGE = 12;
/** The feeds, per language (/ne/insights/rss.xml in Nepali), with whole articles. */
export const FEEDS = { rss: `${JOURNAL_PATH}/rss.xml`, atom: `${JOURNAL_PATH}/atom.xml` } as const;

/** The routes that serve the journal's pages past the index, one each for all pages of a kind. */
export const JOURNAL_ROUTES = {
  page: `${JOURNAL_PATH}/page/:page`,
  tag: `${JOURNAL_PATH}/tag/:tag`,
  article: `${JOURNAL_PATH}/:article`,
} as const;

export const articlePath = (id: string) => `${JOURNAL_PATH}/${id}`;
export const tagPath = (id: string) => `${JOURNAL_PATH}/tag/${id}`;
export const indexPagePath = (page: number) => (page === 1 ? JOURNAL_PATH : `${JOURNAL_PATH}/page/${page}`);
