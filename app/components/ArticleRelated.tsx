import { ArrowLeft, ArrowRight } from "lucide-react";
import { type Article, neighbours } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { localHref } from "~/lib/localHref";
import { ArrowLink } from "./ui/arrow-link";
import { ProjectCardList } from "./ProjectCardList";
import { Section, SectionHeader } from "./ui/section";

/** The end of an article: its topics, the services and case studies it names, and its neighbours. */
export function ArticleRelated({ article }: { article: Article }) {
  const { newer, older } = neighbours(article);
  return (
    <>
      {(article.services.length > 0 || article.caseStudies.length > 0) && (
        <Section tone="muted" aria-labelledby="related-title">
          {article.services.length > 0 && (
            <>
              <h2 id="related-title" className="text-2xl font-extrabold">
                {journalCopy.relatedServices}
              </h2>
              <ul className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
                {article.services.map((service) => (
                  <li key={service.path}>
                    <ArrowLink href={localHref(service.path)}>{service.title}</ArrowLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          {article.caseStudies.length > 0 && (
            <div className={article.services.length > 0 ? "mt-14" : undefined}>
              <SectionHeader
                id={article.services.length > 0 ? "related-work-title" : "related-title"}
                title={journalCopy.relatedWork}
              />
              <ProjectCardList projects={article.caseStudies} />
            </div>
          )}
        </Section>
      )}
      <Section aria-labelledby="neighbours-title">
        <h2 id="neighbours-title" className="text-2xl font-extrabold">
          {journalCopy.neighbours}
        </h2>
        <p className="mt-4 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <a
              key={tag.id}
              href={localHref(tag.path)}
              className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-sm font-semibold hover:border-brand hover:text-brand"
            >
              {tag.name}
            </a>
          ))}
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {[
            { article: newer, label: journalCopy.newer, Icon: ArrowLeft },
            { article: older, label: journalCopy.older, Icon: ArrowRight },
          ].map(({ article: other, label, Icon }) =>
            other ? (
              <li key={label} className={Icon === ArrowRight ? "md:col-start-2 md:text-right" : undefined}>
                <a
                  href={localHref(other.path)}
                  className="block h-full rounded-lg border border-border bg-surface p-5 hover:border-brand"
                >
                  <span className="inline-flex items-center gap-2 text-sm font-semibold text-accent-text">
                    {Icon === ArrowLeft && <Icon aria-hidden="true" className="size-4" />}
                    {label}
                    {Icon === ArrowRight && <Icon aria-hidden="true" className="size-4" />}
                  </span>
                  <span className="mt-2 block text-lg font-bold leading-snug">{other.title}</span>
                </a>
              </li>
            ) : null,
          )}
        </ul>
      </Section>
    </>
  );
}
