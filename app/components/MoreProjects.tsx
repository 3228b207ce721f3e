import { type PortfolioProject, projectPage, projects } from "~/content/portfolio";
import { ProjectCardList } from "./ProjectCardList";
import { Section, SectionHeader } from "./ui/section";

/** The other projects, as cards, after a case study. */
export function MoreProjects({ current }: { current: PortfolioProject }) {
  const others = projects.filter((project) => project.id !== current.id);
  return (
    // Far below the fold on phones: left unrendered until it nears the viewport, so its four
    // lazy images do not share the connection with the case study's artwork (LCP on 4G). The
    // size held meanwhile is its height on a phone.
    <Section
      tone="muted"
      aria-labelledby="more-projects-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_1750px]"
    >
      <SectionHeader id="more-projects-title" title={projectPage.moreTitle} />
      <ProjectCardList projects={others} />
    </Section>
  );
}
