import articles from "content:insights";
import { tags as tagFile } from "content:insightTags";
import { people } from "content:team";
import { type ArticleDate, articleDate } from "./articleDates";
import { type ArticleSection, renderArticle } from "./articleHtml";
import { journalCopy } from "./journalCopy";
import { locale } from "./locale";
import { pathIn } from "./locales.mjs";
import { type PageEntry, pages } from "./pages";
import { type PortfolioProject, projects } from "./portfolio";
import { servicePages } from "./servicePages";
import { servicePath } from "./serviceTypes";
import { ARTICLES_PER_PAGE, articlePath, indexPagePath, JOURNAL_ROUTES, tagPath } from "./journalPaths";

/**
 * The journal (DECISIONS.md 29): the articles of content/{en,ne}/insights/ in the language being
 * built, newest first, with what their pages show. Pre-rendered only: the journal's pages ship no
 * script, so the Markdown, the dates and the lookups run at build.
 */

export type JournalTag = { id: string; name: string; description: string; path: string };
export type Author = { id: string; name: string; role: string; portrait: { src: string; alt: string } };
export type RelatedService = { title: string; path: string };

export type Article = {
  id: string;
  path: string;
  title: string;
  summary: string;
  published: ArticleDate;
  updated?: ArticleDate;
  author: Author;
  tags: JournalTag[];
  services: RelatedService[];
  caseStudies: PortfolioProject[];
  cover: { src: string; width: number; height: number; alt: string };
  /** The article's text as HTML, its links in the page's language. */
  html: string;
  sections: ArticleSection[];
  minutes: number;
  /** The Markdown, for a feed to render with absolute links. */
  markdown: string;
};

export const journalTags: JournalTag[] = tagFile.map((tag) => ({ ...tag, path: tagPath(tag.id) }));

/** What an article's file names must exist: the build stops, naming the file and the field. */
function lookup<T>(found: T | undefined, file: string, field: string, value: unknown): T {
  if (found === undefined)
    throw new Error(
      `content/${locale.code}/insights/${file}.md › ${field}: there is no ${JSON.stringify(value)}`,
    );
  return found;
}

/** Words a minute, for "5 min read": a reader's pace in either language. */
const WORDS_PER_MINUTE = 200;

export const journalArticles: Article[] = articles
  .map((file): Article => {
    const rendered = renderArticle(
      file.body,
      (path) => pathIn(path, locale),
      `content/${locale.code}/insights/${file.id}.md`,
    );
    if (file.updated && file.updated < file.date)
      throw new Error(`content/en/insights/${file.id}.md › Updated: is before the day it was published`);
    const person = lookup(
      people.find((member) => member.id === file.author),
      file.id,
      "Author",
      file.author,
    );
    return {
      id: file.id,
      path: articlePath(file.id),
      title: file.title,
      summary: file.summary,
      published: articleDate(file.date, locale),
      updated: file.updated ? articleDate(file.updated, locale) : undefined,
      author: { id: person.id, name: person.name, role: person.role, portrait: person.portrait },
      tags: file.tags.map((id) =>
        lookup(
          journalTags.find((tag) => tag.id === id),
          file.id,
          "Tags",
          id,
        ),
      ),
      services: (file.services ?? []).map((id) => {
        const service = lookup(
          servicePages.find((page) => page.id === id),
          file.id,
          "Related services",
          id,
        );
        return { title: service.title, path: servicePath(id) };
      }),
      caseStudies: (file.caseStudies ?? []).map((id) =>
        lookup(
          projects.find((project) => project.id === id),
          file.id,
          "Related case studies",
          id,
        ),
      ),
      cover: file.cover,
      html: rendered.html,
      sections: rendered.sections,
      minutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
      markdown: file.body,
    };
  })
  .sort((a, b) => b.published.iso.localeCompare(a.published.iso) || a.id.localeCompare(b.id));

/** The index's pages: twelve articles each, newest first. */
export const indexPages = <T = Article>(articles: T[] = journalArticles as T[]) => {
  const count = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  return Array.from({ length: count }, (_, index) => ({
    page: index + 1,
    pages: count,
    path: indexPagePath(index + 1),
    articles: articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
  }));
};

export const findArticle = (pathname: string) => journalArticles.find((article) => article.path === pathname);
export const findTag = (pathname: string) => journalTags.find((tag) => tag.path === pathname);
export const findIndexPage = (pathname: string) => indexPages().find((page) => page.path === pathname);

export const articlesTagged = (tag: JournalTag) =>
  journalArticles.filter((article) => article.tags.some((each) => each.id === tag.id));

/** The articles that name a service page or a case study, for the end of those pages. */
export const articlesNaming = ({ service, caseStudy }: { service?: string; caseStudy?: number }) =>
  journalArticles.filter(
    (article) =>
      (service !== undefined && article.services.some((each) => each.path === servicePath(service))) ||
      (caseStudy !== undefined && article.caseStudies.some((each) => each.id === caseStudy)),
  );

/** The articles before and after one, in the index's order (newer first). */
export function neighbours(article: Article) {
  const index = journalArticles.indexOf(article);
  return { newer: journalArticles[index - 1], older: journalArticles[index + 1] };
}

/**
 * The journal's pages in the site registry (sitePages.ts): the index's further pages, a page per
 * tag and one per article; the index itself is pages.ts's.
 */
export const journalPageEntries = (): PageEntry[] => [
  ...indexPages()
    .slice(1)
    .map(({ page, pages: count, path }) => ({
      name: journalCopy.indexPageName(page),
      path,
      route: "routes/insights.tsx",
      pattern: JOURNAL_ROUTES.page,
      scripts: false,
      title: journalCopy.indexPageTitle(page),
      description: `${journalCopy.pageOf(page, count)}: ${pages.insights.description}`,
    })),
  ...journalTags.map((tag) => ({
    name: tag.name,
    path: tag.path,
    route: "routes/insight-tag.tsx",
    pattern: JOURNAL_ROUTES.tag,
    scripts: false,
    title: journalCopy.tagTitle(tag.name),
    description: tag.description,
  })),
  ...journalArticles.map((article) => ({
    name: article.title,
    path: article.path,
    route: "routes/insight.tsx",
    pattern: JOURNAL_ROUTES.article,
    scripts: false,
    title: journalCopy.articleTitle(article.title),
    description: article.summary,
  })),
];
