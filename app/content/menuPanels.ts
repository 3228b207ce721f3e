import type { LucideIcon } from "lucide-react";
import { Gem, Megaphone, MonitorSmartphone } from "lucide-react";
import { linkLabel, pages } from "./pages";
import { servicePages } from "./servicePages";

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

const categories = [
  {
    id: "design-development",
    title: "Design & Development",
    description: "Fast, accessible websites and apps built to turn visitors into customers.",
    icon: MonitorSmartphone,
  },
  {
    id: "branding",
    title: "Branding",
    description: "Names, marks and voices that make a small business look established.",
    icon: Gem,
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    description: "Campaigns on the channels your customers already use every day.",
    icon: Megaphone,
  },
] as const;

// Functions, not values: the menus are static HTML (components/SiteHeader.tsx), so a page's
// bundle must not compute them, nor carry the service pages they list.

/**
 * 'What We Do' (the mega menu and the phone menu): three categories, each with the service pages
 * that name it in their `menu` entry (servicePages.ts), in the registry's order.
 */
export function serviceMenu(): MenuCategory[] {
  return categories.map((category) => ({
    ...category,
    url: `${pages.services.path}#${category.id}`,
    items: servicePages.flatMap(({ path, menu }) =>
      menu?.category === category.id
        ? [
            {
              title: menu.title,
              url: path,
              description: menu.summary,
              icon: menu.icon,
              featured: menu.featured,
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
