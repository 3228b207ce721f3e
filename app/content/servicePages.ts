import type { LucideIcon } from "lucide-react";
import services from "content:services";
import relatedWorkCopy from "content:relatedWork";
import { type ServicePage, servicePath } from "./serviceTypes";

/**
 * The services, each with its static page (SPEC.md section 2, "Service pages"): one file each in
 * content/en/services/ (the page at /services/<file name>) and its words in content/ne/services/.
 * Sixteen routes, fourteen pages: /services/logo-identity and /services/Branding are twins, which
 * show their page and declare its canonical URL (DECISIONS.md 3). A page's own copy is fetched
 * apart (`page()`), so the one route module that renders them all carries none of it. Where the
 * site lists services (the menus, the footer, /services, the home page) it reads these.
 */
export const servicePages: ServicePage[] = services;

export type ServiceCard = { title: string; description: string; icon: LucideIcon; url: string };

/** The home page's cards of the services it names (home.ts `servicesTeaser`): their files' `teaser`. */
export function teaserCards(ids: readonly string[]): ServiceCard[] {
  return ids.map((id) => {
    const service = servicePages.find((page) => page.id === id);
    if (!service?.teaser) throw new Error(`The home page shows the service ${id}: its file has no teaser`);
    const { title = service.title, description, icon = service.icon } = service.teaser;
    return { title, description, icon, url: servicePath(service.id) };
  });
}

/**
 * The service pages' related work (content/{en,ne}/related-work.yaml): their case studies, or the
 * portfolio's best piece where none fits yet.
 */
export const relatedWork = relatedWorkCopy;
