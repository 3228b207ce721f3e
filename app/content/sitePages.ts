import { type PageEntry, pages } from "./pages";
import { projectPage, projects } from "./portfolio";
import { servicePages } from "./servicePages";
import type { ServicePage } from "./serviceTypes";

// Readers of the registry, apart from its data: a Nepali build reads the pages' words in Nepali
// (content/ne/pages.yaml) and swaps servicePages.ts and portfolio.ts for their ne/ twins
// (vite.config.ts, localeContent), and these read those.

/** The link text of a page in the menus and the footer. */
export const linkLabel = (page: PageEntry) => page.label ?? page.name;

/** Every service page route, canonical paths and aliases (sixteen). */
export function servicePagePaths(): string[] {
  return servicePages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
}

/** The page shown at `pathname` (exact, case-sensitive match on its path or an alias). */
export function findServicePage(pathname: string): ServicePage | undefined {
  return servicePages.find((page) => page.path === pathname || (page.aliases ?? []).includes(pathname));
}

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
      title: projectPage.metaTitle(project.title, project.category),
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
