import { type PortfolioProject, projectPage, projects } from "~/content/portfolio";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { ProjectCard } from "./ProjectCard";
import { Section, SectionHeader } from "./ui/section";

/** The other projects, as cards, after a case study. */
export function MoreProjects({ current }: { current: PortfolioProject }) {
  const others = projects.filter((project) => project.id !== current.id);
  return (
    <Section tone="muted" aria-labelledby="more-projects-title">
      <SectionHeader id="more-projects-title" title={projectPage.moreTitle} />
      <FadeInStagger as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((project, index) => (
          <FadeInItem as="li" key={project.id} index={index} stagger={100}>
            <ProjectCard project={project} />
          </FadeInItem>
        ))}
      </FadeInStagger>
    </Section>
  );
}
