import {
  BookOpen,
  Compass,
  LayoutTemplate,
  Mail,
  Package,
  PenTool,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import type { ServicePage } from "./serviceTypes";

/**
 * The static service pages (SPEC.md section 2, "Service pages"). Sixteen routes, fourteen
 * entries: /services/logo-identity and /services/Branding show their twin's content and declare
 * its canonical URL (DECISIONS.md 3). Each page's content is a module of its own in
 * service-pages/, so the one route module that renders them all carries none of it. A page's
 * `menu` entry places it in 'What We Do' (the mega menu and the phone menu) and, for the two lead
 * services of each category, in the footer: its title, path and icon are written here only.
 */
export const servicePages: ServicePage[] = [
  {
    path: "/services/website-design",
    eyebrow: "Website Design",
    metaTitle: "Website Design in Nepal | Sathi Digital",
    metaDescription:
      "Custom, mobile-first websites for Nepali businesses: fast on mobile data, in Nepali and English, with WhatsApp buttons, Google Maps and enquiry forms built in.",
    loadContent: () => import("./service-pages/website-design"),
    work: [1, 4],
    menu: {
      category: "design-development",
      title: "Website Design",
      summary: "Custom sites that load fast on any phone in Nepal.",
      icon: LayoutTemplate,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/webredesign",
    eyebrow: "Website Redesign",
    metaTitle: "Website Redesign Services | Sathi Digital",
    metaDescription:
      "Redesign an outdated website without losing Google traffic: an audit, a faster rebuild, careful content migration, safe redirects and clearer calls to action.",
    loadContent: () => import("./service-pages/webredesign"),
    work: [1, 4],
    menu: {
      category: "design-development",
      title: "Website Redesign",
      summary: "Turn an outdated site into one that sells.",
      icon: RefreshCcw,
      footer: true,
    },
  },
  {
    path: "/services/mobile-app",
    eyebrow: "Mobile App Design",
    metaTitle: "Mobile App Design for Android & iOS | Sathi Digital",
    metaDescription:
      "Android and iOS app design for Nepali startups and businesses: user flows, eSewa and Khalti checkout screens, clickable prototypes and developer-ready files.",
    loadContent: () => import("./service-pages/mobile-app"),
    work: [5],
    menu: {
      category: "design-development",
      title: "Mobile App Design",
      summary: "App screens people understand at first tap.",
      icon: Smartphone,
    },
  },
  {
    path: "/services/uiux",
    eyebrow: "UI/UX Design",
    metaTitle: "UI/UX Design & Usability Testing | Sathi Digital",
    metaDescription:
      "Research-led UI/UX design for websites, web apps and dashboards. We interview users, test real tasks and redesign interfaces to be easy to use and accessible.",
    loadContent: () => import("./service-pages/uiux"),
    work: [5, 1],
    menu: {
      category: "design-development",
      title: "UI/UX Design",
      summary: "Research-led interfaces that remove friction.",
      icon: PenTool,
    },
  },
  {
    path: "/services/logo-design",
    aliases: ["/services/logo-identity"],
    eyebrow: "Logo Design",
    metaTitle: "Logo Design & Visual Identity | Sathi Digital",
    metaDescription:
      "Original logo design for Nepali businesses, with colour palette, fonts and print-ready files. Works on signboards, social media, stamps and packaging alike.",
    loadContent: () => import("./service-pages/logo-design"),
    work: [2],
    menu: {
      category: "branding",
      title: "Logo & Identity",
      summary: "A mark and visual system you can use everywhere.",
      icon: Sparkles,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/BrandStrategy",
    eyebrow: "Brand Strategy",
    metaTitle: "Brand Strategy & Positioning | Sathi Digital",
    metaDescription:
      "Brand strategy for Nepali startups and small businesses: positioning, audience, key messages, naming advice and tone of voice, written down and agreed together.",
    loadContent: () => import("./service-pages/brand-strategy"),
    work: [2],
    menu: {
      category: "branding",
      title: "Brand Strategy",
      summary: "Positioning, audience and message, written down.",
      icon: Compass,
      footer: true,
    },
  },
  {
    path: "/services/PersonalBranding",
    eyebrow: "Personal Branding",
    metaTitle: "Personal Branding for Professionals | Sathi Digital",
    metaDescription:
      "Personal branding for doctors, consultants, coaches, artists and founders in Nepal: a clear story, polished profiles, a personal website and a posting plan.",
    loadContent: () => import("./service-pages/personal-branding"),
    menu: {
      category: "branding",
      title: "Personal Branding",
      summary: "For founders, coaches and creative professionals.",
      icon: UserRound,
    },
  },
  {
    path: "/services/PackagingDesign",
    eyebrow: "Packaging Design",
    metaTitle: "Packaging & Label Design | Sathi Digital",
    metaDescription:
      "Packaging and label design for tea, coffee, food, cosmetics and handicraft producers in Nepal: bilingual labels, gift editions and print-ready dielines.",
    loadContent: () => import("./service-pages/packaging-design"),
    menu: {
      category: "branding",
      title: "Packaging Design",
      summary: "Packs that stand out on a crowded shelf.",
      icon: Package,
    },
  },
  {
    path: "/services/social-media",
    eyebrow: "Social Media Marketing",
    metaTitle: "Social Media Marketing in Nepal | Sathi Digital",
    metaDescription:
      "Facebook, Instagram and TikTok marketing for Nepali businesses: content calendars, reels, Meta ads with agreed budgets and plain-language monthly reports.",
    loadContent: () => import("./service-pages/social-media"),
    work: [6],
    menu: {
      category: "digital-marketing",
      title: "Social Media Marketing",
      summary: "Facebook, Instagram and TikTok, planned and run.",
      icon: Users,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/ContentStrategy",
    eyebrow: "Content Strategy",
    metaTitle: "Content Strategy & Planning | Sathi Digital",
    metaDescription:
      "Content strategy for small businesses in Nepal: customer research, content pillars, channel plans and an editorial calendar your team can actually keep up with.",
    loadContent: () => import("./service-pages/content-strategy"),
    work: [6, 4],
    menu: {
      category: "digital-marketing",
      title: "Content Strategy",
      summary: "What to say, where, and how often.",
      icon: BookOpen,
      footer: true,
    },
  },
  {
    path: "/services/SEO",
    eyebrow: "SEO Optimization",
    metaTitle: "SEO & Local Search Services | Sathi Digital",
    metaDescription:
      "SEO for Nepali businesses: technical fixes, keyword research, on-page work and Google Maps optimisation, with honest monthly reports and no false promises.",
    loadContent: () => import("./service-pages/seo"),
    work: [4],
    menu: {
      category: "digital-marketing",
      title: "SEO Optimization",
      summary: "Be found on Google when people search for you.",
      icon: Search,
    },
  },
  {
    path: "/services/EmailWhatsappMarketing",
    eyebrow: "Email & WhatsApp Marketing",
    metaTitle: "Email & WhatsApp Marketing | Sathi Digital",
    metaDescription:
      "WhatsApp Business, Viber and email marketing for Nepali businesses: opt-in lists, broadcasts, newsletters and automated reminders that bring customers back.",
    loadContent: () => import("./service-pages/email-whatsapp-marketing"),
    work: [6, 1],
    menu: {
      category: "digital-marketing",
      title: "Email & WhatsApp Marketing",
      summary: "Messages customers open, read and answer.",
      icon: Mail,
    },
  },
  {
    path: "/services/branding",
    aliases: ["/services/Branding"],
    eyebrow: "Branding",
    metaTitle: "Branding & Brand Identity Design | Sathi Digital",
    metaDescription:
      "Brand identity design for Nepali businesses: logo, colours, typography, tone of voice, brand guidelines and ready-made templates for print and social media.",
    loadContent: () => import("./service-pages/branding"),
    work: [2],
  },
  {
    path: "/services/content-writing",
    eyebrow: "Content Writing",
    metaTitle: "Content Writing in English & Nepali | Sathi Digital",
    metaDescription:
      "Website copy, blog articles, product descriptions and social captions in English and Nepali, written in plain language for your customers and for search.",
    loadContent: () => import("./service-pages/content-writing"),
    work: [6],
  },
];

/** The service pages' related work: their case studies, or the fallback where none fits yet. */
export const relatedWork = {
  eyebrow: "Case studies",
  title: "Related work",
  intro: "Real projects for businesses like yours: the challenge, what we did and the result.",
  fallbackTitle: "From our portfolio",
  /** The portfolio's best piece, where a page has no case study of its own. */
  fallback: [2],
  more: { label: "See all our work", url: "/portfolio" },
};
