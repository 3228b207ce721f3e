import type { ReactNode } from "react";
import type { StoryContent } from "~/content/companyPages";
import { cn } from "~/lib/utils";
import { FadeIn } from "./FadeIn";
import { ArrowLink } from "./ui/arrow-link";
import { Section, SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

type StorySectionProps = StoryContent & {
  id: string;
  tone?: "default" | "muted" | "surface";
  /** More of the section below the story and its card (the team's people on /about). */
  children?: ReactNode;
};

/** A few paragraphs of story beside a card of short points: who we are, our team, commitments. */
export function StorySection({
  id,
  eyebrow,
  title,
  paragraphs,
  aside,
  link,
  tone = "default",
  children,
}: StorySectionProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <SectionHeader id={id} eyebrow={eyebrow} title={title} spaced={false} />
          <div className="mt-6 max-w-[65ch] space-y-5 text-lg leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {link && (
            <ArrowLink href={localHref(link.url)} className="mt-8">
              {link.label}
            </ArrowLink>
          )}
        </div>
        <FadeIn
          className={cn(
            "rounded-lg border border-border p-6 shadow-sm sm:p-8",
            tone === "surface" ? "bg-background" : "bg-surface",
          )}
        >
          <h3 className="text-sm font-bold tracking-[0.14em] text-accent-text uppercase">{aside.title}</h3>
          <ul className="mt-6 space-y-6">
            {aside.items.map(({ title: itemTitle, description, icon: Icon }) => (
              <li key={itemTitle} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-md bg-secondary text-brand">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                </span>
                <div>
                  <h4 className="text-lg leading-snug font-bold">{itemTitle}</h4>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </FadeIn>
      </div>
      {children}
    </Section>
  );
}
