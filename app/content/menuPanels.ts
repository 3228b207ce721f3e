// The menus' panels, fetched when a visitor heads for a menu: kept out of menu.ts, which every
// page loads for the top bar.
import type { LucideIcon } from "lucide-react";
import {
  BookOpen,
  Briefcase,
  Compass,
  Gem,
  LayoutTemplate,
  Mail,
  Megaphone,
  MonitorSmartphone,
  Package,
  PenTool,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  Target,
  UserRound,
  Users,
} from "lucide-react";

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

/** 'What We Do' mega-menu: three categories, each with its service pages. */
export const serviceMenu: MenuCategory[] = [
  {
    id: "design-development",
    title: "Design & Development",
    url: "/services#design-development",
    description: "Fast, accessible websites and apps built to turn visitors into customers.",
    icon: MonitorSmartphone,
    items: [
      {
        title: "Website Design",
        url: "/services/website-design",
        description: "Custom sites that load fast on any phone in Nepal.",
        icon: LayoutTemplate,
        featured: true,
      },
      {
        title: "Website Redesign",
        url: "/services/webredesign",
        description: "Turn an outdated site into one that sells.",
        icon: RefreshCcw,
      },
      {
        title: "Mobile App Design",
        url: "/services/mobile-app",
        description: "App screens people understand at first tap.",
        icon: Smartphone,
      },
      {
        title: "UI/UX Design",
        url: "/services/uiux",
        description: "Research-led interfaces that remove friction.",
        icon: PenTool,
      },
    ],
  },
  {
    id: "branding",
    title: "Branding",
    url: "/services#branding",
    description: "Names, marks and voices that make a small business look established.",
    icon: Gem,
    items: [
      {
        title: "Logo & Identity",
        url: "/services/logo-design",
        description: "A mark and visual system you can use everywhere.",
        icon: Sparkles,
        featured: true,
      },
      {
        title: "Brand Strategy",
        url: "/services/BrandStrategy",
        description: "Positioning, audience and message, written down.",
        icon: Compass,
      },
      {
        title: "Personal Branding",
        url: "/services/PersonalBranding",
        description: "For founders, coaches and creative professionals.",
        icon: UserRound,
      },
      {
        title: "Packaging Design",
        url: "/services/PackagingDesign",
        description: "Packs that stand out on a crowded shelf.",
        icon: Package,
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    url: "/services#digital-marketing",
    description: "Campaigns on the channels your customers already use every day.",
    icon: Megaphone,
    items: [
      {
        title: "Social Media Marketing",
        url: "/services/social-media",
        description: "Facebook, Instagram and TikTok, planned and run.",
        icon: Users,
        featured: true,
      },
      {
        title: "Content Strategy",
        url: "/services/ContentStrategy",
        description: "What to say, where, and how often.",
        icon: BookOpen,
      },
      {
        title: "SEO Optimization",
        url: "/services/SEO",
        description: "Be found on Google when people search for you.",
        icon: Search,
      },
      {
        title: "Email & WhatsApp Marketing",
        url: "/services/EmailWhatsappMarketing",
        description: "Messages customers open, read and answer.",
        icon: Mail,
      },
    ],
  },
];

/** 'Who We Are' dropdown. */
export const companyMenu: MenuEntry[] = [
  { title: "About", url: "/about", description: "Who we are and how we work.", icon: Target },
  {
    title: "Our Story",
    url: "/about/our-story",
    description: "From a Kathmandu room to three countries.",
    icon: BookOpen,
  },
  { title: "Values", url: "/about/values", description: "What we stand for.", icon: Gem },
  {
    title: "Careers",
    url: "/about/careers",
    description: "Join a small team that ships.",
    icon: Briefcase,
  },
];
