import words from "content:pages";
import type { LucideIcon } from "lucide-react";
import { BookOpen, Briefcase, Gem, Target } from "lucide-react";
import { enquiryPages } from "./enquiry.mjs";
import { identity } from "./identity.mjs";
import { JOURNAL_PATH } from "./journalPaths";

/**
 * The site registry: every page, declared once (docs/SPEC.md section 2). This module holds the
 * site's own pages; service pages are content files (content/en/services/, servicePages.ts) and
 * projects are in portfolio.ts, and registry.ts and sitePages.ts list them all. The routes
 * (app/routes.ts), the pre-rendered paths, each page's metadata, the menus, the footer, the
 * sitemap (builder/sitemap.mjs) and the tests' route lists derive from it. Kept apart from the full list so a page with React carries only
 * this, not every service's and project's copy.
 *
 * Each page's words (its name, link text, title and description) are content/{en,ne}/pages.yaml,
 * by the page's id, with the lines under the pages' names in 'Who We Are'; their structure is
 * written here, once.
 */
export type PageMeta = {
  /** The canonical path. */
  path: string;
  /** <title> and meta description: unique. */
  title: string;
  description: string;
  /** A shared image instead of the page's own Open Graph card (app/lib/ogImage.mjs). */
  image?: string;
};

/** A page with its short name, as breadcrumbs call it (the first part of its title). */
export type NamedPage = PageMeta & { name: string };

export type PageEntry = NamedPage & {
  /** Other paths that show the same page and declare `path` canonical (DECISIONS.md 3). */
  twins?: string[];
  /** The route module that renders it. */
  route: string;
  /**
   * Where one route serves many pages of the same kind (the journal's articles: /insights/:id),
   * its path: one route, not one per page.
   */
  pattern?: string;
  /** Not a page to find: no canonical link or sitemap entry, and `noindex`. */
  noindex?: boolean;
  /**
   * Its place in the header: a top-level link right after 'What We Do' ("lead", second in the
   * phone menu), a plain link in the bar after 'Who We Are', or an entry of 'Who We Are'.
   */
  nav?: { place: "lead" } | { place: "bar" } | { place: "company"; description: string; icon: LucideIcon };
  /** Its link text in the menus and the footer, when shorter than its name. */
  label?: string;
  /** Listed in the footer's company links. */
  footer?: boolean;
};

/** The link text of a page in the menus and the footer. */
export const linkLabel = (page: PageEntry) => page.label ?? page.name;

// Read once, here: read inside the function, the file's whole object would stay in the pages'
// scripts beside the words the registry takes from it.
const ogImageAlt = words.ogImageAlt;

/** Words of every page's metadata. */
export const pageMetaCopy = {
  /** The Open Graph card's text alternative (og:image:alt): what the card shows. */
  ogImageAlt: (text: string) => ogImageAlt.replace("{words}", () => text),
};

export const pages = {
  home: {
    path: "/",
    route: "routes/home.tsx",
    ...words.home,
  },
  services: {
    path: "/services",
    route: "routes/services.tsx",
    ...words.services,
  },
  about: {
    path: "/about",
    route: "routes/about.tsx",
    nav: { place: "company", icon: Target, description: words.companyMenu.about },
    footer: true,
    ...words.about,
  },
  ourStory: {
    path: "/about/our-story",
    route: "routes/our-story.tsx",
    nav: { place: "company", icon: BookOpen, description: words.companyMenu.ourStory },
    footer: true,
    ...words.ourStory,
  },
  values: {
    path: "/about/values",
    route: "routes/values.tsx",
    nav: { place: "company", icon: Gem, description: words.companyMenu.values },
    ...words.values,
  },
  careers: {
    path: "/about/careers",
    route: "routes/careers.tsx",
    nav: { place: "company", icon: Briefcase, description: words.companyMenu.careers },
    footer: true,
    ...words.careers,
  },
  portfolio: {
    path: "/portfolio",
    route: "routes/portfolio.tsx",
    // "Work", top-level between 'What We Do' and 'Plans', second in the phone menu (DECISIONS.md 26).
    nav: { place: "lead" },
    footer: true,
    ...words.portfolio,
  },
  plans: {
    path: "/plans",
    route: "routes/plans.tsx",
    nav: { place: "bar" },
    footer: true,
    ...words.plans,
  },
  testimonials: {
    path: "/testimonials",
    route: "routes/testimonials.tsx",
    nav: { place: "bar" },
    footer: true,
    ...words.testimonials,
  },
  faq: {
    path: "/faq",
    route: "routes/faq.tsx",
    nav: { place: "bar" },
    footer: true,
    ...words.faq,
  },
  contact: {
    path: "/contact",
    route: "routes/contact.tsx",
    footer: true,
    ...words.contact,
  },
  insights: {
    path: JOURNAL_PATH,
    route: "routes/insights.tsx",
    footer: true,
    ...words.insights,
  },
  // Where a form sent without JavaScript lands (docs/OPERATIONS.md, "Contact form and newsletter: sending").
  contactSent: {
    path: enquiryPages.contact,
    route: "routes/form-outcome.tsx",
    noindex: true,
    image: "/og-image.png",
    ...words.contactSent,
  },
  newsletterSubscribed: {
    path: enquiryPages.newsletter,
    route: "routes/form-outcome.tsx",
    noindex: true,
    image: "/og-image.png",
    ...words.newsletterSubscribed,
  },
  formInvalid: {
    path: enquiryPages.invalid,
    route: "routes/form-outcome.tsx",
    noindex: true,
    image: "/og-image.png",
    ...words.formInvalid,
  },
  sendFailed: {
    path: enquiryPages.failed,
    route: "routes/form-outcome.tsx",
    noindex: true,
    image: "/og-image.png",
    ...words.sendFailed,
  },
  notFound: {
    // Pre-rendered here; the server sends it, with status 404, for any unknown path.
    path: "/404",
    route: "routes/not-found.tsx",
    noindex: true,
    image: "/og-image.png",
    ...words.notFound,
  },
} satisfies Record<string, PageEntry>;

/**
 * The journal's feeds' title in the page's language, which every page's head announces (issue
 * 34), made of words every page has anyway: "Sathi Digital Journal".
 */
export const feedTitle = () => `${identity.name} ${pages.insights.name}`;
