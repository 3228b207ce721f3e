import { linkLabel, pages } from "./pages";

export type NavLink = { title: string; url: string };

export const navigation = {
  services: { title: "What We Do", url: pages.services.path },
  company: { title: "Who We Are", url: pages.about.path },
  /** The plain links of the bar: the registry's pages placed there (pages.ts). */
  links: Object.values(pages).flatMap((page): NavLink[] =>
    "nav" in page && page.nav.place === "bar" ? [{ title: linkLabel(page), url: page.path }] : [],
  ),
  cta: { title: "Get Started", url: pages.contact.path },
  allServices: { title: "View all services", url: pages.services.path },
  skipLink: "Skip to main content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Site menu",
  homeLabel: "home",
};

/** The active item is highlighted when the path equals or starts with its url. */
export function isActivePath(pathname: string, url: string): boolean {
  const base = url.split("#")[0];
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(base.endsWith("/") ? base : `${base}/`);
}
