import { type PortfolioProject, projectPage, projects } from "~/content/portfolio";
import { WorkTiles } from "./SelectedWork";
import { Section, SectionHeader } from "./ui/section";

/** How many other projects follow a case study: one full row of three at 1440. */
export const MORE_PROJECTS = 3;

/** The projects after this one in the portfolio's order, going round to the first: each page its own three. */
export function projectsAfter(current: PortfolioProject, all = projects): PortfolioProject[] {
  const at = all.findIndex((project) => project.id === current.id);
  return Array.from(
    { length: Math.min(MORE_PROJECTS, all.length - 1) },
    (_, step) => all[(at + 1 + step) % all.length],
  );
}

/** Three other projects after a case study, as the home page's strip shows them (client, title, result). */
export function MoreProjects({ current }: { current: PortfolioProject }) {
  return (
    // Far below the fold on phones: left unrendered until it nears the viewport, so its lazy
    // images do not share the connection with the case study's artwork (LCP on 4G). The size
    // held meanwhile is its content's height at each width (one, two, then three tiles a row), so
    // the page does not shrink under the scrollbar as it is rendered.
    <Section
      tone="muted"
      aria-labelledby="more-projects-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_1130px] sm:[contain-intrinsic-size:auto_700px] md:[contain-intrinsic-size:auto_780px] lg:[contain-intrinsic-size:auto_420px]"
    >
      <SectionHeader id="more-projects-title" title={projectPage.moreTitle} />
      <WorkTiles projects={projectsAfter(current)} />
    </Section>
  );
}
