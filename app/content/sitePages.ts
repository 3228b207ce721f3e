import { type PageEntry, pages } from "./pages";
import { projects } from "./portfolio";
import { servicePages } from "./servicePages";

/**
 * The whole registry (pages.ts): the site's own pages, then the service pages and the projects,
 * for the build (routes, pre-rendering), the static pages' metadata and the tests.
 */
export function sitePages(): PageEntry[] {
  const { notFound, ...named } = pages;
  return [
    ...Object.values(named),
    ...servicePages.map((page) => ({
      name: page.eyebrow,
      path: page.path,
      twins: page.aliases,
      route: "routes/service-page.tsx",
      scripts: false,
      title: page.metaTitle,
      description: page.metaDescription,
    })),
    ...projects.map((project) => ({
      name: project.title,
      path: project.link,
      route: "routes/project.tsx",
      scripts: false,
      title: `${project.title}: ${project.category} Case Study | Sathi Digital`,
      description: project.description,
    })),
    notFound,
  ];
}

/** Every path with a page of its own, twins included: all but the not-found page's. */
export function pagePaths(): string[] {
  return sitePages()
    .filter((page) => page !== pages.notFound)
    .flatMap((page) => [page.path, ...(page.twins ?? [])]);
}

/** The page at `pathname` (exact and case-sensitive, as the server matches), if any. */
export function pageAt(pathname: string): PageEntry | undefined {
  return sitePages().find((page) => page.path === pathname || page.twins?.includes(pathname));
}
