import { Check } from "lucide-react";
import type { CaseStudy } from "~/content/caseStudies";
import { projectPage } from "~/content/portfolio";
import { FadeIn } from "./FadeIn";
import { Container } from "./ui/container";

/** The challenge, what we did and the result (the artwork is in the hero, CaseStudyArtwork). */
export function ProjectCaseStudy({ project }: { project: CaseStudy }) {
  return (
    <Container className="grid gap-12 py-16 md:py-24 lg:grid-cols-2 lg:gap-20">
      <FadeIn className="space-y-12">
        {[
          { id: "challenge-title", title: projectPage.challengeTitle, text: project.challenge },
          { id: "result-title", title: projectPage.resultTitle, text: project.result },
        ].map((part) => (
          <section key={part.id} aria-labelledby={part.id}>
            <h2 id={part.id} className="text-3xl font-extrabold md:text-4xl">
              {part.title}
            </h2>
            <p className="mt-4 max-w-[65ch] text-lg leading-relaxed text-muted-foreground">{part.text}</p>
          </section>
        ))}
      </FadeIn>
      <FadeIn>
        <section
          aria-labelledby="work-done-title"
          className="rounded-lg border border-border bg-surface p-7 shadow-sm md:p-9"
        >
          <h2 id="work-done-title" className="text-2xl font-extrabold">
            {projectPage.workTitle}
          </h2>
          <ul className="mt-6 space-y-4">
            {project.work.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={2.25} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      </FadeIn>
    </Container>
  );
}
