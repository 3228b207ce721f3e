import { type PageEntry, pages } from "./pages";
import { projectPage, projects } from "./portfolio";
import { type ServicePage, servicePath } from "./serviceTypes";

/**
 * The site registry (docs/SPEC.md section 2) from its parts: the site's own pages (pages.ts), the
 * service pages and the projects. The service pages are content files, which a page reads through
 * the build (sitePages.ts); the route config and the end-to-end tests, which run without it, read
 * them themselves (scripts/content/load.ts `readContent`) and build the same registry here.
 */
export function siteRegistry(servicePages: ServicePage[]) {
  /** The page shown at `pathname` (exact, case-sensitive match on its path or a twin). */
  const findServicePage = (pathname: string): ServicePage | undefined =>
    servicePages.find((page) => servicePath(page.id) === pathname || page.twins?.includes(pathname));

  const { notFound, ...named } = pages;
  /** The whole registry: the site's own pages, then the service pages and the projects. */
  const entries: PageEntry[] = [
    ...Object.values(named),
    ...servicePages.map((page) => ({
      name: page.eyebrow ?? page.title,
      path: servicePath(page.id),
      twins: page.twins,
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

  /** Every path with a page of its own, twins included: all but the not-found page's. */
  const pagePaths = (): string[] =>
    entries.filter((page) => page !== notFound).flatMap((page) => [page.path, ...(page.twins ?? [])]);

  return {
    findServicePage,
    /** Every service page route, canonical paths and twins (sixteen). */
    servicePagePaths: (): string[] =>
      servicePages.flatMap((page) => [servicePath(page.id), ...(page.twins ?? [])]),
    /** The whole registry, for the build (routes, pre-rendering), the static pages' metadata and the tests. */
    sitePages: () => entries,
    pagePaths,
    /** The page at `pathname` (exact and case-sensitive, as the server matches), if any. */
    pageAt: (pathname: string): PageEntry | undefined =>
      entries.find((page) => page.path === pathname || page.twins?.includes(pathname)),
  };
}
