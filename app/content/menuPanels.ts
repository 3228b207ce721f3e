import type { LucideIcon } from "lucide-react";
import serviceCategories from "content:serviceCategories";
import type { NavLink } from "./menu";
import { linkLabel, pages } from "./pages";
import { servicePages } from "./servicePages";
import { servicePath } from "./serviceTypes";

export type MenuEntry = {
  title: string;
  url: string;
  description: string;
  icon: LucideIcon;
  featured?: boolean;
};

export type MenuCategory = {
  id: string;
  title: string;
  url: string;
  description: string;
  icon: LucideIcon;
  items: MenuEntry[];
};

// Functions, not values: the menus are static HTML (components/SiteHeader.tsx), so a page's
// bundle must not compute them, nor carry the service pages they list.

/**
 * 'What We Do' (the mega menu and the phone menu): the three service categories
 * (content/en/service-categories.yaml), each with the services whose file places them in the menu
 * (content/en/services/), in their order.
 */
export function serviceMenu(): MenuCategory[] {
  return serviceCategories.categories.map(({ id, title, summary, icon }) => ({
    id,
    title,
    url: `${pages.services.path}#${id}`,
    description: summary,
    icon,
    items: servicePages.flatMap((service) =>
      service.menu && service.category === id
        ? [
            {
              title: service.title,
              url: servicePath(service.id),
              description: service.menu.summary,
              icon: service.menu.icon ?? service.icon,
              featured: service.menu.featured,
            },
          ]
        : [],
    ),
  }));
}

/** 'Who We Are': the registry's pages placed there (pages.ts). */
export function companyMenu(): MenuEntry[] {
  return Object.values(pages).flatMap((page) =>
    "nav" in page && page.nav.place === "company"
      ? [{ title: linkLabel(page), url: page.path, description: page.nav.description, icon: page.nav.icon }]
      : [],
  );
}

/** The plain links of the bar, in the place the registry gives them (pages.ts): "lead" links
 * come right after 'What We Do', "bar" links after 'Who We Are'. */
export function barLinks(place: "lead" | "bar" = "bar"): NavLink[] {
  return Object.values(pages).flatMap((page) =>
    "nav" in page && page.nav.place === place ? [{ title: linkLabel(page), url: page.path }] : [],
  );
}

/** The active item is highlighted when the path equals or starts with its url. */
export function isActivePath(pathname: string, url: string): boolean {
  const base = url.split("#")[0];
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(base.endsWith("/") ? base : `${base}/`);
}

/** The footer's company links: the pages placed there. */
export function footerPages(): { title: string; url: string }[] {
  return Object.values(pages).flatMap((page) =>
    "footer" in page && page.footer ? [{ title: linkLabel(page), url: page.path }] : [],
  );
}

/** The footer's service links: the services whose file says so, two lead services a category. */
export function footerServices(): { title: string; url: string }[] {
  return servicePages.flatMap((service) =>
    service.menu?.footer ? [{ title: service.title, url: servicePath(service.id) }] : [],
  );
}
