import type { Article } from "~/content/journal";

/**
 * The article's cover, made for it (wordless, so both languages show it): the hero's visual. A
 * little taller on phones, cropped at its sides, so it is not a thin strip under the title.
 */
export function ArticleCover({ article }: { article: Article }) {
  return (
    <img
      src={article.cover.src}
      width={article.cover.width}
      height={article.cover.height}
      alt={article.cover.alt}
      fetchPriority="high"
      className="aspect-[16/10] w-full rounded-lg object-cover shadow-2xl ring-1 ring-white/10 sm:aspect-[1200/630]"
    />
  );
}
