import type { ServicePage } from "./serviceTypes";

/**
 * The static service pages (SPEC.md section 2, "Service pages"). Sixteen routes, fourteen
 * entries: /services/logo-identity and /services/Branding show their twin's content and declare
 * its canonical URL (DECISIONS.md 3). Each page's content is a module of its own in
 * service-pages/, so the one route module that renders them all carries none of it.
 */
export const servicePages: ServicePage[] = [
  {
    path: "/services/website-design",
    eyebrow: "Website Design",
    metaTitle: "Website Design in Nepal | Sathi Digital",
    metaDescription:
      "Custom, mobile-first websites for Nepali businesses: fast on mobile data, in Nepali and English, with WhatsApp buttons, Google Maps and enquiry forms built in.",
    loadContent: () => import("./service-pages/website-design"),
  },
  {
    path: "/services/webredesign",
    eyebrow: "Website Redesign",
    metaTitle: "Website Redesign Services | Sathi Digital",
    metaDescription:
      "Redesign an outdated website without losing Google traffic: an audit, a faster rebuild, careful content migration, safe redirects and clearer calls to action.",
    loadContent: () => import("./service-pages/webredesign"),
  },
  {
    path: "/services/mobile-app",
    eyebrow: "Mobile App Design",
    metaTitle: "Mobile App Design for Android & iOS | Sathi Digital",
    metaDescription:
      "Android and iOS app design for Nepali startups and businesses: user flows, eSewa and Khalti checkout screens, clickable prototypes and developer-ready files.",
    loadContent: () => import("./service-pages/mobile-app"),
  },
  {
    path: "/services/uiux",
    eyebrow: "UI/UX Design",
    metaTitle: "UI/UX Design & Usability Testing | Sathi Digital",
    metaDescription:
      "Research-led UI/UX design for websites, web apps and dashboards. We interview users, test real tasks and redesign interfaces to be easy to use and accessible.",
    loadContent: () => import("./service-pages/uiux"),
  },
  {
    path: "/services/logo-design",
    aliases: ["/services/logo-identity"],
    eyebrow: "Logo Design",
    metaTitle: "Logo Design & Visual Identity | Sathi Digital",
    metaDescription:
      "Original logo design for Nepali businesses, with colour palette, fonts and print-ready files. Works on signboards, social media, stamps and packaging alike.",
    loadContent: () => import("./service-pages/logo-design"),
  },
  {
    path: "/services/BrandStrategy",
    eyebrow: "Brand Strategy",
    metaTitle: "Brand Strategy & Positioning | Sathi Digital",
    metaDescription:
      "Brand strategy for Nepali startups and small businesses: positioning, audience, key messages, naming advice and tone of voice, written down and agreed together.",
    loadContent: () => import("./service-pages/brand-strategy"),
  },
  {
    path: "/services/PersonalBranding",
    eyebrow: "Personal Branding",
    metaTitle: "Personal Branding for Professionals | Sathi Digital",
    metaDescription:
      "Personal branding for doctors, consultants, coaches, artists and founders in Nepal: a clear story, polished profiles, a personal website and a posting plan.",
    loadContent: () => import("./service-pages/personal-branding"),
  },
  {
    path: "/services/PackagingDesign",
    eyebrow: "Packaging Design",
    metaTitle: "Packaging & Label Design | Sathi Digital",
    metaDescription:
      "Packaging and label design for tea, coffee, food, cosmetics and handicraft producers in Nepal: bilingual labels, gift editions and print-ready dielines.",
    loadContent: () => import("./service-pages/packaging-design"),
  },
  {
    path: "/services/social-media",
    eyebrow: "Social Media Marketing",
    metaTitle: "Social Media Marketing in Nepal | Sathi Digital",
    metaDescription:
      "Facebook, Instagram and TikTok marketing for Nepali businesses: content calendars, reels, Meta ads with agreed budgets and plain-language monthly reports.",
    loadContent: () => import("./service-pages/social-media"),
  },
  {
    path: "/services/ContentStrategy",
    eyebrow: "Content Strategy",
    metaTitle: "Content Strategy & Planning | Sathi Digital",
    metaDescription:
      "Content strategy for small businesses in Nepal: customer research, content pillars, channel plans and an editorial calendar your team can actually keep up with.",
    loadContent: () => import("./service-pages/content-strategy"),
  },
  {
    path: "/services/SEO",
    eyebrow: "SEO Optimization",
    metaTitle: "SEO & Local Search Services | Sathi Digital",
    metaDescription:
      "SEO for Nepali businesses: technical fixes, keyword research, on-page work and Google Maps optimisation, with honest monthly reports and no false promises.",
    loadContent: () => import("./service-pages/seo"),
  },
  {
    path: "/services/EmailWhatsappMarketing",
    eyebrow: "Email & WhatsApp Marketing",
    metaTitle: "Email & WhatsApp Marketing | Sathi Digital",
    metaDescription:
      "WhatsApp Business, Viber and email marketing for Nepali businesses: opt-in lists, broadcasts, newsletters and automated reminders that bring customers back.",
    loadContent: () => import("./service-pages/email-whatsapp-marketing"),
  },
  {
    path: "/services/branding",
    aliases: ["/services/Branding"],
    eyebrow: "Branding",
    metaTitle: "Branding & Brand Identity Design | Sathi Digital",
    metaDescription:
      "Brand identity design for Nepali businesses: logo, colours, typography, tone of voice, brand guidelines and ready-made templates for print and social media.",
    loadContent: () => import("./service-pages/branding"),
  },
  {
    path: "/services/content-writing",
    eyebrow: "Content Writing",
    metaTitle: "Content Writing in English & Nepali | Sathi Digital",
    metaDescription:
      "Website copy, blog articles, product descriptions and social captions in English and Nepali, written in plain language for your customers and for search.",
    loadContent: () => import("./service-pages/content-writing"),
  },
];

/** Every service page route, canonical paths and aliases (sixteen). */
export const servicePagePaths: string[] = servicePages.flatMap((page) => [
  page.path,
  ...(page.aliases ?? []),
]);

/** The page shown at `pathname` (exact, case-sensitive match on its path or an alias). */
export function findServicePage(pathname: string): ServicePage | undefined {
  return servicePages.find((page) => page.path === pathname || (page.aliases ?? []).includes(pathname));
}
