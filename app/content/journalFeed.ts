import { Feed } from "feed";
import { renderArticle } from "./articleHtml";
import { journalArticles } from "./journal";
import { FEEDS, JOURNAL_PATH } from "./journalPaths";
import { locale } from "./locale";
import { pathIn } from "./locales.mjs";
import { feedTitle, pages } from "./pages";
import { site } from "./site";

const absolute = (path: string) => new URL(path, site.url).toString();
const pageUrl = (path: string) => absolute(pathIn(path, locale));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The journal's feed in the language being built, with whole articles (RSS's content:encoded,
 * Atom's content), every link and picture absolute: made at build by the `feed` library.
 */
export function journalFeed(format: "rss" | "atom"): string {
  const [newest] = journalArticles;
  const feed = new Feed({
    id: pageUrl(JOURNAL_PATH),
    link: pageUrl(JOURNAL_PATH),
    title: feedTitle(),
    description: pages.insights.description,
    language: locale.lang,
    image: absolute("/icon-512.png"),
    favicon: absolute("/favicon.ico"),
    copyright: `© ${site.legalName}`,
    updated: newest ? day(newest.updated?.iso ?? newest.published.iso) : undefined,
    generator: false,
    feedLinks: { rss: pageUrl(FEEDS.rss), atom: pageUrl(FEEDS.atom) },
    author: { name: site.name, link: pageUrl("/") },
  });
  for (const article of journalArticles) {
    const { html } = renderArticle(article.markdown, pageUrl, `the feed's ${article.id}`);
    feed.addItem({
      id: pageUrl(article.path),
      link: pageUrl(article.path),
      title: article.title,
      description: article.summary,
      content: html,
      author: [{ name: article.author.name, link: pageUrl("/about") }],
      date: day(article.updated?.iso ?? article.published.iso),
      published: day(article.published.iso),
      image: { url: absolute(article.cover.src), type: "image/svg+xml" },
      category: article.tags.map((tag) => ({ name: tag.name, domain: pageUrl(tag.path) })),
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
