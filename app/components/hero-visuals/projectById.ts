import { type PortfolioProject, projects } from "~/content/portfolio";

/** The case study with this id, for a hero that shows its work. */
export function projectById(id: number): PortfolioProject {
  const project = projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`No project ${id} to show in a hero`);
  return project;
}
