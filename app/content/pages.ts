import type { LucideIcon } from "lucide-react";
import { BookOpen, Briefcase, Gem, Images, Target } from "lucide-react";
import { enquiryPages } from "./enquiry.mjs";

/**
 * The site registry: every page, declared once (docs/SPEC.md section 2). This module holds the
 * site's own pages; service pages are content files (content/en/services/, servicePages.ts) and
 * projects are in portfolio.ts, and registry.ts and sitePages.ts list them all. The routes
 * (app/routes.ts), the pre-rendered paths, each page's metadata, the menus, the footer, the
 * sitemap (from the pages' canonical links) and the tests' route lists derive from it. Kept apart from the full list so a page with React carries only
 * this, not every service's and project's copy.
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
  /** It has widgets that need React in the browser; a page without ships no framework at all
   * (docs/DECISIONS.md 19). */
  scripts: boolean;
  /** Not a page to find: no canonical link or sitemap entry, and `noindex`. */
  noindex?: boolean;
  /** Its place in the header: a plain link in the bar, or an entry of 'Who We Are'. */
  nav?: { place: "bar" } | { place: "company"; description: string; icon: LucideIcon };
  /** Its link text in the menus and the footer, when shorter than its name. */
  label?: string;
  /** Listed in the footer's company links. */
  footer?: boolean;
};

/** Words of every page's metadata. */
export const pageMetaCopy = {
  /** The Open Graph card's text alternative (og:image:alt): what the card shows. */
  ogImageAlt: (brand: string, words: string) => `${brand} logo and the words “${words}”`,
};

export const pages = {
  home: {
    name: "Home",
    path: "/",
    route: "routes/home.tsx",
    scripts: true,
    title: "Sathi Digital | Web Design, Branding & Digital Marketing in Nepal",
    description:
      "Sathi Digital designs fast websites, memorable brands and social media campaigns for startups and small businesses in Nepal. Offices in Butwal, Kathmandu and Bangalore.",
  },
  services: {
    name: "Services",
    path: "/services",
    route: "routes/services.tsx",
    scripts: true,
    title: "Services: Websites, Branding & Marketing | Sathi Digital",
    description:
      "Website design, redesign, apps and UI/UX; logos, brand identity and packaging; social media, content, SEO and WhatsApp marketing for businesses in Nepal.",
  },
  about: {
    name: "About Us",
    label: "About",
    path: "/about",
    route: "routes/about.tsx",
    scripts: false,
    nav: { place: "company", description: "Who we are and how we work.", icon: Target },
    footer: true,
    title: "About Us: A Small Digital Studio in Nepal | Sathi Digital",
    description:
      "Founded in 2025 by a small team that began working together in April 2024, Sathi Digital builds websites, brands and marketing for small businesses in Nepal.",
  },
  ourStory: {
    name: "Our Story",
    path: "/about/our-story",
    route: "routes/our-story.tsx",
    scripts: false,
    nav: { place: "company", description: "From a Kathmandu room to three countries.", icon: BookOpen },
    footer: true,
    title: "Our Story: From Kathmandu to Three Countries | Sathi Digital",
    description:
      "How Sathi Digital grew from a Kathmandu start in April 2024 to a team of 10, more than 50 projects, a company registered in 2025 and clients in three countries.",
  },
  values: {
    name: "Our Values",
    label: "Values",
    path: "/about/values",
    route: "routes/values.tsx",
    scripts: false,
    nav: { place: "company", description: "What we stand for.", icon: Gem },
    title: "Our Values: How We Work and Who We Are | Sathi Digital",
    description:
      "Passion, collaboration, innovation, excellence, inclusivity and integrity: the six values behind every project at Sathi Digital, at work and in our community.",
  },
  careers: {
    name: "Careers",
    path: "/about/careers",
    route: "routes/careers.tsx",
    scripts: false,
    nav: { place: "company", description: "Join a small team that ships.", icon: Briefcase },
    footer: true,
    title: "Careers: Join Our Remote-First Team | Sathi Digital",
    description:
      "Open roles at Sathi Digital: Senior UX/UI Designer, Full Stack Developer and Digital Marketing Specialist. Benefits, culture and our three-step hiring process.",
  },
  portfolio: {
    name: "Portfolio",
    label: "Our Work",
    path: "/portfolio",
    route: "routes/portfolio.tsx",
    scripts: true,
    // In 'Who We Are' (DECISIONS.md 20): the bar has no room for one more link from 768px to 1024px.
    nav: { place: "company", description: "Case studies, and what they changed.", icon: Images },
    footer: true,
    title: "Portfolio: Websites, Brands and Campaigns | Sathi Digital",
    description:
      "Selected work by Sathi Digital: an online shop, a brand identity, a travel blog, a SaaS dashboard and a restaurant campaign, with the challenge, the work and the result.",
  },
  plans: {
    name: "Plans and Packages",
    label: "Plans",
    path: "/plans",
    route: "routes/plans.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "Plans and Packages: Startup, Growth, Enterprise | Sathi Digital",
    description:
      "Compare the Startup Package, Growth Package and Enterprise Solution: website, brand and content, support and training, side by side. Payment plans available.",
  },
  testimonials: {
    name: "Client Testimonials",
    label: "Testimonials",
    path: "/testimonials",
    route: "routes/testimonials.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "Client Testimonials: Early Success Stories | Sathi Digital",
    description:
      "What our first clients in retail, creative services and food and beverage say about their websites, brands and social media built by Sathi Digital.",
  },
  faq: {
    name: "FAQ",
    label: "FAQ",
    path: "/faq",
    route: "routes/faq.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "FAQ: Services, Pricing, Process and Support | Sathi Digital",
    description:
      "Answers about our services, packages and payment plans, how long a website takes, support hours and response times, and how to get started with Sathi Digital.",
  },
  contact: {
    name: "Contact Us",
    label: "Contact",
    path: "/contact",
    route: "routes/contact.tsx",
    scripts: true,
    footer: true,
    title: "Contact Us: Start Your Project | Sathi Digital",
    description:
      "Tell Sathi Digital about your website, brand or marketing project. We reply within 24 hours. Based in Butwal, Nepal; open Sunday to Friday, 9:00 AM to 6:00 PM.",
  },
  // Where a form sent without JavaScript lands (README, "Without JavaScript").
  contactSent: {
    name: "Message sent",
    path: enquiryPages.contact,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "Message Sent | Sathi Digital",
    description: "Your message reached Sathi Digital. We reply within 24 hours, Sunday to Friday.",
  },
  newsletterSubscribed: {
    name: "Subscribed",
    path: enquiryPages.newsletter,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "Subscribed to the Newsletter | Sathi Digital",
    description:
      "You are on the Sathi Digital newsletter: practical tips for Nepali businesses, once a month.",
  },
  sendFailed: {
    name: "Not sent",
    path: enquiryPages.failed,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "Message Not Sent | Sathi Digital",
    description: "Your message could not be sent. Nothing is lost: go back, and try again or write to us.",
  },
  notFound: {
    name: "Page not found",
    // Pre-rendered here; the server sends it, with status 404, for any unknown path.
    path: "/404",
    route: "routes/not-found.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "Page not found | Sathi Digital",
    description: "The page you were looking for does not exist. Return to the Sathi Digital home page.",
  },
} satisfies Record<string, PageEntry>;
