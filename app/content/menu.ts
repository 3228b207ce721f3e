import { pages } from "./pages";

export type NavLink = { title: string; url: string };

export const navigation = {
  services: { title: "What We Do", url: pages.services.path },
  company: { title: "Who We Are", url: pages.about.path },
  cta: { title: "Get Started", url: pages.contact.path },
  allServices: { title: "View all services", url: pages.services.path },
  skipLink: "Skip to main content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Site menu",
  homeLabel: "home",
  /** The names of the header's navigation landmarks. */
  mainLabel: "Main",
  phoneLabel: "Mobile",
};
