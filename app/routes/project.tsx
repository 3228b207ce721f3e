import { useLocation } from "react-router";
import { CtaBanner } from "~/components/CtaBanner";
import { InsightsNaming } from "~/components/JournalTeaser";
import { MoreProjects } from "~/components/MoreProjects";
import { PageHero } from "~/components/PageHero";
import { CASE_STUDY_IMAGE_SIZES, CaseStudyArtwork } from "~/components/hero-visuals/CaseStudyArtwork";
import { CaseStudyClient, ProjectCaseStudy } from "~/components/ProjectCaseStudy";
import { artworkSrcSet } from "~/components/ProjectPicture";
import { StatsBand } from "~/components/StatsBand";
import { pages } from "~/content/pages";
import { pageAt } from "~/content/sitePages";
import type { CaseStudy } from "~/content/caseStudies";
import { projectPage } from "~/content/portfolio";
import { findProject } from "~/content/projectLookup";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project";

// One template for the five project pages: each route's path picks its project.
function projectFor(pathname: string): CaseStudy {
  const project = findProject(pathname);
  if (!project) throw new Error(`No project for ${pathname}`);
  return project;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const project = projectFor(location.pathname);
  const page = pageAt(location.pathname);
  if (!page) throw new Error(`${location.pathname} is not in the site registry`);
  return [
    ...pageMeta(page),
    breadcrumbJsonLd([pages.portfolio, page]),
    // The artwork is the page's largest paint: fetch it with the HTML, not after the CSS.
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: artworkSrcSet(project.artwork, "avif"),
      imageSizes: CASE_STUDY_IMAGE_SIZES,
      fetchPriority: "high",
    },
  ];
};

export default function Project() {
  const project = projectFor(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={project.category}
        title={project.title}
        intro={project.description}
        cta={projectPage.heroCta}
        layout="showcase"
        visual={<CaseStudyArtwork project={project} />}
      >
        <CaseStudyClient project={project} />
      </PageHero>
      <ProjectCaseStudy project={project} />
      <StatsBand id="outcomes-title" title={projectPage.outcomesTitle} items={project.outcomes} />
      <MoreProjects current={project} />
      <InsightsNaming caseStudy={project.id} />
      <CtaBanner id="project-cta-title" {...projectPage.closing} />
    </>
  );
}
