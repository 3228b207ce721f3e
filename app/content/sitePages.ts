import { journalPageEntries } from "./journal";
import { type PageEntry, pages } from "./pages";
import { projectPage, projects } from "./portfolio";
import { servicePages } from "./servicePages";
import { type ServicePage, servicePath } from "./serviceTypes";

/**
 * The site registry (docs/SPEC.md section 2) from its parts: the site's own pages (pages.ts), the
 * service pages and the projects (content files). React Router's route config reads it through
 * builder/content/import.ts, the end-to-end tests through builder/content/node-hooks.mjs.
 */

/** The page shown at `pathname` (exact, case-sensitive match on its path or a twin). */
export const findServicePage = (pathname: string): ServicePage | undefined =>
  servicePages.find((page) => servicePath(page.id) === pathname || page.twins?.includes(pathname));

const { notFound, ...named } = pages;
/** The whole registry: the site's own pages, then the service pages, the projects and the journal. */
const entries: PageEntry[] = [
  ...Object.values(named),
  ...servicePages.map((page) => ({
    name: page.eyebrow ?? page.title,
    path: servicePath(page.id),
    twins: page.twins,
    route: "routes/service-page.tsx",
    title: page.metaTitle,
    description: page.metaDescription,
  })),
  ...projects.map((project) => ({
    name: project.title,
    path: project.link,
    route: "routes/project.tsx",
    title: projectPage.metaTitle(project.title, project.category),
    description: project.description,
  })),
  ...journalPageEntries(),
  notFound,
];

/** Every path with a page of its own, twins included: all but the not-found page's. */
export const pagePaths = (): string[] =>
  entries.filter((page) => page !== notFound).flatMap((page) => [page.path, ...(page.twins ?? [])]);

/** Every service page route, canonical paths and twins (sixteen). */
export const servicePagePaths = (): string[] =>
  servicePages.flatMap((page) => [servicePath(page.id), ...(page.twins ?? [])]);

/** The whole registry, for the build (routes, pre-rendering), the static pages' metadata and the tests. */
export const sitePages = () => entries;

/** The page at `pathname` (exact and case-sensitive, as the server matches), if any. */
export const pageAt = (pathname: string): PageEntry | undefined =>
  entries.find((page) => page.path === pathname || page.twins?.includes(pathname));
