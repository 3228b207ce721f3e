import { useLocation } from "react-router";
import { CtaBanner } from "~/components/CtaBanner";
import { MoreProjects } from "~/components/MoreProjects";
import { PageHero } from "~/components/PageHero";
import { CASE_STUDY_IMAGE_SIZES, ProjectCaseStudy } from "~/components/ProjectCaseStudy";
import { artworkSrcSet } from "~/components/ProjectPicture";
import { StatsBand } from "~/components/StatsBand";
import { portfolioMeta } from "~/content/meta/portfolio";
import { findProject, type PortfolioProject, projectPage } from "~/content/portfolio";
import { metaFor, type PageHandle } from "~/lib/pagePath";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project";

// One template for the five project pages: each route's path picks its project.
function projectFor(pathname: string): PortfolioProject {
  const project = findProject(pathname);
  if (!project) throw new Error(`No project for ${pathname}`);
  return project;
}

export const handle: PageHandle = { isPage: (pathname) => Boolean(findProject(pathname)) };

export const meta = metaFor(handle, ({ location }: Route.MetaArgs) => {
  const project = projectFor(location.pathname);
  return [
    ...pageMeta({
      path: project.link,
      title: `${project.title}: ${project.category} Case Study | Sathi Digital`,
      description: project.description,
    }),
    breadcrumbJsonLd([portfolioMeta, { name: project.title, path: project.link }]),
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
});

export default function Project() {
  const project = projectFor(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={project.category}
        title={project.title}
        intro={project.description}
        cta={projectPage.heroCta}
      >
        <p className="mt-6 text-sm font-semibold text-inverse-muted">
          {projectPage.clientLabel}: <span className="text-inverse-foreground">{project.client}</span>
        </p>
      </PageHero>
      <ProjectCaseStudy project={project} />
      <StatsBand id="outcomes-title" title={projectPage.outcomesTitle} items={project.outcomes} />
      <MoreProjects current={project} />
      <CtaBanner id="project-cta-title" {...projectPage.closing} />
    </>
  );
}
