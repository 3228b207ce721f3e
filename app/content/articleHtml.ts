import { Marked, type Tokens } from "marked";

/** A section of an article: its `## ` heading, the table of contents' entry and the anchor it links to. */
export type ArticleSection = { id: string; title: string };
export type RenderedArticle = { html: string; sections: ArticleSection[]; words: number };

/** Text as HTML shows it: as text, whatever it holds. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An anchor from a heading's words, in any script: "Photos that sell" is "photos-that-sell". */
const anchorOf = (title: string) =>
  title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** Words a reader reads: the Markdown's text without link addresses or markup. */
const countWords = (markdown: string) =>
  markdown
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * An article's Markdown as the page shows it, at build (journal pages ship no script). Its `## `
 * headings get anchors and make the table of contents; a link to a page of the site
 * ("/services/SEO") goes where `linkTo` says (the page's language, or an absolute address in a
 * feed). The text is the agency's, yet HTML written in it is shown as text, not run, and what an
 * article may not hold (a `# ` heading, which is the page's title; a picture) stops the build.
 */
export function renderArticle(
  markdown: string,
  linkTo: (path: string) => string,
  where: string,
): RenderedArticle {
  const sections: ArticleSection[] = [];
  const marked = new Marked({ async: false, gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1)
          throw new Error(`${where}: "# " is the article's title; its sections start with "## "`);
        if (depth > 2) return `<h${depth}>${inner}</h${depth}>\n`;
        const title = this.parser.parseInline(tokens, this.parser.textRenderer);
        let id = anchorOf(title) || `section-${sections.length + 1}`;
        if (sections.some((section) => section.id === id)) id = `${id}-${sections.length + 1}`;
        sections.push({ id, title });
        return `<h2 id="${escapeHtml(id)}">${inner}</h2>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        // "//host" and "/\host" are another site's address, as a browser reads them.
        const ownPage = /^\/(?![/\\])/.test(href);
        const target = ownPage ? linkTo(href) : href;
        if (!ownPage && !/^(https:\/\/|mailto:)/.test(target))
          throw new Error(`${where}: the link "${href}" is neither a page of the site (/...) nor https://`);
        return `<a href="${escapeHtml(target)}">${this.parser.parseInline(tokens)}</a>`;
      },
      image({ href }: Tokens.Image) {
        throw new Error(`${where}: an article's text holds no pictures (${href}); its cover is its picture`);
      },
      // What people type in a search box, written as they type it: romanised Nepali.
      codespan({ text }: Tokens.Codespan) {
        // Marked hands the text as written: HTML in it is shown, as everywhere in the text.
        return `<code lang="ne-Latn">${escapeHtml(text)}</code>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, sections, words: countWords(markdown) };
}
