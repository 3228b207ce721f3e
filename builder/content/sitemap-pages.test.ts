// @vitest-environment node
import { describe, expect, it } from "vitest";
import { journalArticles } from "../../app/content/journal";
import { pages } from "../../app/content/pages";
import { sitePages } from "../../app/content/sitePages";
import { sitemapPages } from "./sitemap-pages";

describe("sitemapPages", () => {
  it("is the registry, page for page, with the not-found and landing pages marked noindex", () => {
    const listed = sitemapPages();
    expect(listed.map((page) => page.path)).toEqual(sitePages().map((page) => page.path));
    expect(listed.find((page) => page.path === pages.notFound.path)?.noindex).toBe(true);
    expect(listed.find((page) => page.path === pages.contactSent.path)?.noindex).toBe(true);
    expect(listed.find((page) => page.path === "/")?.noindex).toBeFalsy();
  });

  it("dates each article by its updated day, else its published day, and no other page", () => {
    const dated = sitemapPages().filter((page) => page.modified);
    expect(dated).toEqual(
      journalArticles.map((article) => ({
        path: article.path,
        noindex: undefined,
        modified: article.updated?.iso ?? article.published.iso,
      })),
    );
    expect(journalArticles.some((article) => article.updated)).toBe(true);
  });
});
