import { pages } from "./pages";
import { projectPaths } from "./portfolio";
import { servicePagePaths } from "./servicePages";

/**
 * Every concrete path pre-rendered at build time. Read by the build only, so page bundles do
 * not carry the other pages' content.
 */
export const prerenderPaths: string[] = [
  pages.home.path,
  pages.services.path,
  ...servicePagePaths,
  pages.about.path,
  pages.ourStory.path,
  pages.values.path,
  pages.careers.path,
  pages.testimonials.path,
  pages.faq.path,
  pages.portfolio.path,
  ...projectPaths,
  pages.plans.path,
  pages.contact.path,
];
