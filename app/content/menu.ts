import type { LucideIcon } from "lucide-react";
import { Gem, Megaphone, MonitorSmartphone } from "lucide-react";
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

/** The categories of 'What We Do' (menuPanels.ts lists their service pages). */
export const menuCategories: readonly { id: string; title: string; description: string; icon: LucideIcon }[] =
  [
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
  ];
