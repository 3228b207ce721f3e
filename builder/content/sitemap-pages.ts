/**
 * The site registry (app/content/sitePages.ts) as the sitemap reads it (builder/sitemap.mjs):
 * each page's canonical path, whether it is a page to find, and, for an article, the day it last
 * changed (its updated day, else its published day: the `article:modified_time` its page states).
 */
import { journalArticles } from "../../app/content/journal";
import { sitePages } from "../../app/content/sitePages";

export type SitemapPage = { path: string; noindex?: boolean; modified?: string };

export function sitemapPages(): SitemapPage[] {
  const days = new Map(
    journalArticles.map((article) => [article.path, (article.updated ?? article.published).iso]),
  );
  return sitePages().map(({ path, noindex }) => ({ path, noindex, modified: days.get(path) }));
}
