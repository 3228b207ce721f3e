import { findClient } from "./clientLookup";
import { type CaseStudy, caseStudies } from "./caseStudies";
import { type PortfolioProject, projects } from "./portfolio";

// Lookups of the projects, apart from their data, which a Nepali build swaps (see clientLookup.ts).

/** The client a project was for, from the client list. */
export const clientOf = (project: PortfolioProject) => findClient(project.client);

export function findProject(pathname: string): CaseStudy | undefined {
  return caseStudies.find((project) => project.link === pathname);
}

/** The projects with these ids, in their order; an unknown id is a mistake in the content. */
export function projectsWithIds(ids: number[]): PortfolioProject[] {
  return ids.map((id) => {
    const project = projects.find((candidate) => candidate.id === id);
    if (!project) throw new Error(`No project ${id}`);
    return project;
  });
}
