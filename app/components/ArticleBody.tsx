import type { Article } from "~/content/journal";
import { journalCopy } from "~/content/journalCopy";
import { Section } from "./ui/section";

/** Sections an article needs before a table of contents helps. */
const CONTENTS_FROM = 4;

/**
 * The article's text, rendered at build from its Markdown (the agency's own words, in which HTML
 * shows as text: app/content/articleHtml.ts), beside a table of contents of its sections on wide
 * screens, above it on phones, for the long ones.
 */
export function ArticleBody({ article }: { article: Article }) {
  const contents = article.sections.length >= CONTENTS_FROM;
  return (
    <Section className="py-12 md:py-16">
      <div className={contents ? "grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16" : undefined}>
        {contents && (
          <nav aria-labelledby="contents-title" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="contents-title"
              className="text-sm font-bold uppercase tracking-[0.14em] text-accent-text"
            >
              {journalCopy.contents}
            </h2>
            <ol className="mt-4 space-y-1 border-l border-border">
              {article.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 leading-snug text-muted-foreground hover:border-brand hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          className="article-text"
          // Rendered at build from the content file; HTML in it is escaped there.
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </div>
    </Section>
  );
}
