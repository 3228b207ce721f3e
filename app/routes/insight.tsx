import { useLocation } from "react-router";
import { ArticleBody } from "~/components/ArticleBody";
import { ArticleByline } from "~/components/ArticleByline";
import { ArticleCover } from "~/components/ArticleCover";
import { ArticleRelated } from "~/components/ArticleRelated";
import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { closing } from "content:journal";
import { findArticle } from "~/content/journal";
import { pages } from "~/content/pages";
import { pageAt } from "~/content/sitePages";
import { articleMeta } from "~/lib/articleSeo";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/insight";

function articleAt(pathname: string) {
  const article = findArticle(pathname);
  if (!article) throw new Error(`No article at ${pathname}`);
  return article;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const entry = pageAt(location.pathname);
  if (!entry) throw new Error(`${location.pathname} is not in the site registry`);
  const article = articleAt(location.pathname);
  return [
    ...pageMeta(entry, "article"),
    ...articleMeta({ ...article, published: article.published.iso, updated: article.updated?.iso }),
    breadcrumbJsonLd([pages.insights, entry]),
  ];
};

/** An article of the journal: its hero with the byline and cover, its text, and where it leads. */
export default function Insight() {
  const article = articleAt(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={article.tags.map((tag) => tag.name).join(" · ")}
        title={article.title}
        intro={article.summary}
        visual={<ArticleCover article={article} />}
      >
        <ArticleByline article={article} />
      </PageHero>
      <ArticleBody article={article} />
      <ArticleRelated article={article} />
      <CtaBanner id="article-cta-title" {...closing} />
    </>
  );
}
