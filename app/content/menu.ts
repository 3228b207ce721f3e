export type NavLink = { title: string; url: string };

export const navigation = {
  services: { title: "What We Do", url: "/services" },
  company: { title: "Who We Are", url: "/about" },
  links: [
    { title: "Plans", url: "/plans" },
    { title: "Testimonials", url: "/testimonials" },
    { title: "FAQ", url: "/faq" },
  ] satisfies NavLink[],
  cta: { title: "Get Started", url: "/contact" },
  allServices: { title: "View all services", url: "/services" },
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
