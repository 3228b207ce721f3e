import { ArrowUpRight, Check, PackageOpen, Quote } from "lucide-react";
import type { ReactNode } from "react";
import type { CaseStudy } from "~/content/caseStudies";
import { clientPlace } from "~/content/clientLookup";
import { projectPage } from "~/content/portfolio";
import { clientOf } from "~/content/projectLookup";
import { formatNumber } from "~/lib/formatNumber";
import { cn } from "~/lib/utils";
import { FadeIn } from "./FadeIn";
import { PhoneMockup } from "./hero-visuals/PhoneMockup";
import { ProjectPicture } from "./ProjectPicture";
import { Avatar } from "./ui/avatar";
import { Container } from "./ui/container";
import { Section, SectionHeader } from "./ui/section";

/** Under the hero's title: who the work was for, and their live website where there is one. */
export function CaseStudyClient({ project }: { project: CaseStudy }) {
  const client = clientOf(project);
  return (
    <div className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm font-semibold">
      <p className="text-inverse-muted">
        {projectPage.clientLabel}: <span className="text-inverse-foreground">{clientPlace(client)}</span>
      </p>
      {project.site && (
        <a
          href={project.site}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-sm text-inverse-foreground underline decoration-white/40 underline-offset-4 hover:decoration-inverse-accent"
        >
          {projectPage.site(client.name)}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </div>
  );
}

/** A titled part of the story: an h2 and what follows it. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-extrabold md:text-4xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

// A column never wider than the page: a long word or a row of tags does not widen it at 320px.
const twoColumns = "grid grid-cols-[minmax(0,1fr)] gap-12 py-16 md:py-24 lg:grid-cols-2 lg:gap-20";
const prose = "mt-4 max-w-[65ch] text-lg leading-relaxed text-muted-foreground";

/** A card beside the story: what the client brought, what we did. */
function SideCard({
  id,
  title,
  items,
  icon: Icon,
}: {
  id: string;
  title: string;
  items: string[];
  icon: typeof Check;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-7 shadow-sm md:p-9">
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={2.25} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the client had, beside what the project made: two pictures of one size, labelled. */
function BeforeAfter({ project }: { project: CaseStudy }) {
  const { before } = project;
  if (!before) return null;
  const label = "text-xs font-bold tracking-[0.14em] uppercase";
  return (
    <Section tone="muted" aria-labelledby="before-after-title">
      <SectionHeader id="before-after-title" title={projectPage.beforeAfterTitle} />
      <FadeIn className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2 md:gap-6">
        <figure>
          <div className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
            <img
              src={before.src}
              alt={before.alt}
              width={before.width}
              height={before.height}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full dark:brightness-90"
            />
          </div>
          <figcaption className={cn(label, "mt-3 text-muted-foreground")}>{projectPage.before}</figcaption>
        </figure>
        <figure>
          <div className="overflow-hidden rounded-lg border border-border shadow-lg">
            <ProjectPicture
              artwork={project.artwork}
              sizes="(min-width: 1280px) 588px, (min-width: 768px) 50vw, 100vw"
              className="h-auto w-full dark:brightness-90"
            />
          </div>
          <figcaption className={cn(label, "mt-3 text-accent-text")}>{projectPage.after}</figcaption>
        </figure>
      </FadeIn>
    </Section>
  );
}

/** The phases in order, each a bar as long as its weeks, and the weeks in all. */
function Timeline({ project }: { project: CaseStudy }) {
  const total = project.timeline.reduce((sum, phase) => sum + phase.weeks, 0);
  return (
    <Part id="timeline-title" title={projectPage.timelineTitle}>
      <p className="mt-3 text-lg font-semibold text-muted-foreground">{projectPage.totalWeeks(total)}</p>
      <ol className="mt-8 space-y-5">
        {project.timeline.map((phase, index) => (
          <li key={phase.name} className="grid gap-2">
            <span className="flex items-baseline justify-between gap-4">
              <span className="font-bold">
                <span aria-hidden="true" className="mr-2 text-sm text-accent-text tabular-nums">
                  {formatNumber(index + 1, 2)}
                </span>
                {phase.name}
              </span>
              <span className="shrink-0 text-sm font-semibold text-muted-foreground">
                {projectPage.weeks(phase.weeks)}
              </span>
            </span>
            {/* Where the phase falls in the whole: its start and length, to scale. */}
            <span aria-hidden="true" className="relative block h-2 rounded-full bg-muted">
              <span
                className="absolute inset-y-0 rounded-full bg-brand"
                style={{
                  left: `${(100 * project.timeline.slice(0, index).reduce((sum, p) => sum + p.weeks, 0)) / total}%`,
                  width: `${(100 * phase.weeks) / total}%`,
                }}
              />
            </span>
          </li>
        ))}
      </ol>
    </Part>
  );
}

/** The client's own words from /testimonials, with the name and portrait the testimonials show. */
function ClientQuote({ project }: { project: CaseStudy }) {
  const { testimonial } = project;
  if (!testimonial) return null;
  return (
    <section aria-labelledby="client-quote-title">
      <h2 id="client-quote-title" className="sr-only">
        {projectPage.quoteTitle}
      </h2>
      <figure className="relative rounded-lg border border-border bg-surface p-7 shadow-sm md:p-10">
        <Quote aria-hidden="true" className="size-10 text-accent-text" strokeWidth={1.5} />
        <blockquote className="mt-4 text-xl leading-relaxed font-medium text-foreground">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-7 flex items-center gap-4">
          <Avatar name={testimonial.name} className="size-14 text-xl" />
          <span>
            <span className="block font-bold">{testimonial.name}</span>
            <span className="block text-sm text-muted-foreground">
              {testimonial.role}, {testimonial.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}

/**
 * A case study told in order: the challenge and what the client brought, before and after, what
 * we did and how long it took, the phone screens, then the result in the client's words. The
 * artwork is in the hero (CaseStudyArtwork); the figures follow (StatsBand).
 */
export function ProjectCaseStudy({ project }: { project: CaseStudy }) {
  return (
    <>
      <Container className={twoColumns}>
        <FadeIn>
          <Part id="challenge-title" title={projectPage.challengeTitle}>
            <p className={prose}>{project.challenge}</p>
          </Part>
        </FadeIn>
        {project.supplied.length > 0 && (
          <FadeIn>
            <SideCard
              id="supplied-title"
              title={projectPage.suppliedTitle}
              items={project.supplied}
              icon={PackageOpen}
            />
          </FadeIn>
        )}
      </Container>
      <BeforeAfter project={project} />
      <Container className={twoColumns}>
        <FadeIn>
          <SideCard id="work-done-title" title={projectPage.workTitle} items={project.work} icon={Check} />
        </FadeIn>
        {project.timeline.length > 0 && (
          <FadeIn>
            <Timeline project={project} />
          </FadeIn>
        )}
      </Container>
      {project.screens.length > 0 && (
        <Section tone="inverse" aria-labelledby="screens-title" className="overflow-hidden">
          <SectionHeader id="screens-title" title={projectPage.screensTitle} inverse align="center" />
          <PhoneMockup project={project} screens={project.screens} lazy />
        </Section>
      )}
      <Container
        className={cn(
          "grid grid-cols-[minmax(0,1fr)] gap-12 py-16 md:py-24",
          project.testimonial && "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-20",
        )}
      >
        <FadeIn>
          <Part id="result-title" title={projectPage.resultTitle}>
            <p className={prose}>{project.result}</p>
          </Part>
        </FadeIn>
        {project.testimonial && (
          <FadeIn>
            <ClientQuote project={project} />
          </FadeIn>
        )}
      </Container>
    </>
  );
}
