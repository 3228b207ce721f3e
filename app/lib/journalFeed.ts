import { Feed } from "feed";
import { escapeHtml, renderArticle } from "~/content/articleHtml";
import { journalArticles } from "~/content/journal";
import { FEEDS, JOURNAL_PATH } from "~/content/journalPaths";
import { locale } from "~/content/locale";
import { pathIn } from "~/content/locales.mjs";
import { feedTitle, pages } from "~/content/pages";
import { site } from "~/content/site";
import { ogImagePath } from "./ogImage.mjs";
import { absoluteUrl as absolute, pageUrl } from "./seo";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** An article's last change: the day it was updated, or else published. */
const lastChange = (article: (typeof journalArticles)[number]) =>
  day(article.updated?.iso ?? article.published.iso);

/**
 * The journal's feed in the language being built, with whole articles (RSS's content:encoded,
 * Atom's content), every link and picture absolute: made at build by the `feed` library.
 */
export function journalFeed(format: "rss" | "atom", articles = journalArticles): string {
  const changes = articles.map(lastChange);
  const feed = new Feed({
    id: pageUrl(JOURNAL_PATH),
    link: pageUrl(JOURNAL_PATH),
    title: feedTitle(),
    description: pages.insights.description,
    language: locale.lang,
    image: absolute("/icon-512.png"),
    favicon: absolute("/favicon.ico"),
    copyright: `© ${site.legalName}`,
    // The newest change, not the newest article: an older article updated since is news too.
    updated: changes.length ? new Date(Math.max(...changes.map(Number))) : undefined,
    generator: false,
    feedLinks: { rss: pageUrl(FEEDS.rss), atom: pageUrl(FEEDS.atom) },
    author: { name: site.name, link: pageUrl("/") },
  });
  for (const article of articles) {
    const { html } = renderArticle(article.markdown, pageUrl, `the feed's ${article.id}`);
    feed.addItem({
      id: pageUrl(article.path),
      link: pageUrl(article.path),
      // Words, not markup: Atom's title and both formats' summary are read as HTML (RSS's title as text).
      title: format === "atom" ? escapeHtml(article.title) : article.title,
      description: escapeHtml(article.summary),
      content: html,
      // RSS 2.0 names an author by an address: the studio's, with the writer's name.
      author: [{ name: article.author.name, email: site.emails.general, link: pageUrl("/about") }],
      date: lastChange(article),
      published: day(article.published.iso),
      // The article's card (a PNG, which feed readers show; the cover is an SVG, which Atom's
      // enclosure, typed by the library from the extension, would call "image/svg").
      image: { url: absolute(ogImagePath(pathIn(article.path, locale))), type: "image/png" },
      // Atom requires a category's term: the tag's id; RSS reads its name and page.
      category: article.tags.map((tag) => ({ name: tag.name, term: tag.id, domain: pageUrl(tag.path) })),
    });
  }
  return format === "rss" ? feed.rss2() : withLanguage(feed.atom1());
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/** The library writes a language in RSS only: Atom's is `xml:lang` on its root (RFC 4287). */
function withLanguage(atom: string): string {
  if (atom.split(ATOM_ROOT).length !== 2)
    throw new Error(`The feed library's Atom no longer opens with ${ATOM_ROOT}: say its language anew.`);
  return atom.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.lang}">`);
}
