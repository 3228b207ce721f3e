import { useMemo, useState } from "react";
import type { PortfolioCategory, PortfolioProject } from "~/content/portfolio";

export const ALL_PROJECTS = "All";
export type PortfolioFilter = PortfolioCategory | typeof ALL_PROJECTS;

/** All shows every project; a category shows the projects whose category matches exactly. */
export function filterProjects(projects: PortfolioProject[], filter: PortfolioFilter): PortfolioProject[] {
  return filter === ALL_PROJECTS ? projects : projects.filter((project) => project.category === filter);
}

/** The portfolio's category filter, starting at All (SPEC.md section 4). */
export function usePortfolioFilter(projects: PortfolioProject[]) {
  const [filter, setFilter] = useState<PortfolioFilter>(ALL_PROJECTS);
  const visible = useMemo(() => filterProjects(projects, filter), [projects, filter]);
  return { filter, setFilter, visible };
}
