import type { MetaDescriptor } from "react-router";
import { locale } from "~/content/locale";
import { site } from "~/content/site";
import { absoluteUrl, jsonLd, ORGANIZATION_ID, pageUrl } from "./seo";

/**
 * An article's Open Graph facts (og:type article, its days: its sitemap <lastmod> must be the same
 * day, builder/checks/check-sitemap.mjs) and its schema.org BlogPosting: author, days, cover and
 * language.
 */
export function articleMeta(article: {
  path: string;
  title: string;
  summary: string;
  published: string;
  updated?: string;
  author: { name: string };
  cover: { src: string; width: number; height: number };
  tags: { name: string }[];
}): MetaDescriptor[] {
  const modified = article.updated ?? article.published;
  return [
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: modified },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    jsonLd({
      "@type": "BlogPosting",
      "@id": `${pageUrl(article.path)}#article`,
      mainEntityOfPage: pageUrl(article.path),
      headline: article.title,
      description: article.summary,
      inLanguage: locale.lang,
      datePublished: article.published,
      dateModified: modified,
      author: { "@type": "Person", name: article.author.name, url: pageUrl("/about") },
      publisher: { "@type": "ProfessionalService", "@id": ORGANIZATION_ID, name: site.name },
      image: {
        "@type": "ImageObject",
        url: absoluteUrl(article.cover.src),
        width: article.cover.width,
        height: article.cover.height,
      },
      keywords: article.tags.map((tag) => tag.name).join(", "),
    }),
  ];
}
