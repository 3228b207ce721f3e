/**
 * Every kind of content the agency edits, once: where its files are, and the schema the build
 * checks them with (builder/content/load.ts) and the CMS at /admin edits them by
 * (builder/content/cms-config.ts). A page reads a collection as `import data from "content:NAME"`.
 */
import type { z } from "zod";
import { about, team } from "./about.ts";
import { careers, job } from "./careers.ts";
import { faq, faqQuestions } from "./faq.ts";
import { home } from "./home.ts";
import { numbers, shownNumbers } from "./numbers.ts";
import { story } from "./story.ts";
import { values } from "./values.ts";
import { plans, plansPageView } from "./plans.ts";
import { clients } from "./clients.ts";
import { caseStudy, caseStudyCards, caseStudyPage, portfolioCategories, portfolioPage } from "./portfolio.ts";
import { testimonials } from "./testimonials.ts";
import { service, serviceCategories, serviceViews } from "./services.ts";
import { pages } from "./pages.ts";
import { contact } from "./contact.ts";
import { relatedWork, servicesPage } from "./servicesPage.ts";
import { chatView, site } from "./site.ts";
import { insight, insightTags, journal } from "./insights.ts";
import { errors } from "./errors.ts";
import { footer } from "./footer.ts";
import { formOutcomes } from "./formOutcomes.ts";

type Shared = {
  label: string;
  description?: string;
  schema: z.ZodType;
  format: "yaml" | "md";
  /**
   * Parts of the content, each made at build from what the files hold (and, where it needs them,
   * other collections'): `import data from "content:NAME/VIEW"` gives a page only the fields it
   * uses, where its JavaScript carries them.
   */
  views?: Record<string, (data: never, content: never, locale: never) => unknown>;
};
/** One file per language: content/en/FILE and content/ne/FILE. */
type FileCollection = Shared & { file: string; folder?: never };
/** One file per entry and language: content/en/FOLDER/ID.md; `unique` fields must differ between entries. */
export type FolderCollection = Shared & { folder: string; file?: never; unique?: readonly string[] };
export type Collection = FileCollection | FolderCollection;

export const collections = {
  faq: { label: "FAQ", file: "faq.yaml", format: "yaml", schema: faq, views: { questions: faqQuestions } },
  home: { label: "Home page", file: "home.yaml", format: "yaml", schema: home },
  numbers: {
    label: "The studio's numbers",
    description: "Years, projects, team, satisfaction and countries, as every band of numbers shows them.",
    file: "numbers.yaml",
    format: "yaml",
    schema: numbers,
    // As the bands show them ("50+", "५०+"), made at build: the pages carry no number formatting.
    views: { shown: shownNumbers },
  },
  story: { label: "Our story", file: "story.md", format: "md", schema: story },
  values: { label: "Our values", file: "values.yaml", format: "yaml", schema: values },
  plans: {
    label: "Plans",
    file: "plans.yaml",
    format: "yaml",
    schema: plans,
    // The contact form names a chosen package (`?package=`): the ids and names only.
    views: {
      page: plansPageView,
      names: (data: { plans: { id: string; name: string }[] }) =>
        data.plans.map(({ id, name }) => ({ id, name })),
    },
  },
  careers: { label: "Careers page", file: "careers.yaml", format: "yaml", schema: careers },
  jobs: {
    label: "Job openings",
    description: "One file per opening: posting a job is adding a file.",
    folder: "jobs",
    format: "md",
    schema: job,
    unique: ["title"],
    // The contact form takes the ids and titles only: the contact page loads them, not the descriptions.
    views: {
      titles: (jobs: { id: string; title: string }[]) => jobs.map(({ id, title }) => ({ id, title })),
    },
  },
  about: { label: "About page", file: "about.yaml", format: "yaml", schema: about },
  team: { label: "Team", file: "team.yaml", format: "yaml", schema: team },
  portfolio: {
    label: "Case studies",
    folder: "portfolio",
    format: "md",
    schema: caseStudy,
    unique: ["link", "image"],
    views: { cards: caseStudyCards },
  },
  portfolioCategories: {
    label: "Portfolio categories",
    file: "portfolio-categories.yaml",
    format: "yaml",
    schema: portfolioCategories,
  },
  portfolioPage: {
    label: "Portfolio page",
    file: "portfolio-page.yaml",
    format: "yaml",
    schema: portfolioPage,
  },
  caseStudyPage: {
    label: "Case study pages",
    description:
      "The button under a case study's heading and the banner that closes its page, on every case study.",
    file: "case-study-page.yaml",
    format: "yaml",
    schema: caseStudyPage,
  },
  clients: { label: "Clients", file: "clients.yaml", format: "yaml", schema: clients },
  testimonials: { label: "Testimonials", file: "testimonials.yaml", format: "yaml", schema: testimonials },
  services: {
    label: "Services",
    folder: "services",
    format: "md",
    schema: service,
    unique: ["order"],
    views: serviceViews,
  },
  servicesPage: { label: "Services page", file: "services-page.yaml", format: "yaml", schema: servicesPage },
  relatedWork: {
    label: "Related work on service pages",
    description:
      "The case studies under each service's page: their heading, and what shows where a service has none yet.",
    file: "related-work.yaml",
    format: "yaml",
    schema: relatedWork,
  },
  serviceCategories: {
    label: "Service categories",
    file: "service-categories.yaml",
    format: "yaml",
    schema: serviceCategories,
  },
  pages: {
    label: "Pages' names, titles and descriptions",
    description: "What the menus, the breadcrumbs, browser tabs and search results call each page.",
    file: "pages.yaml",
    format: "yaml",
    schema: pages,
  },
  contact: { label: "Contact page", file: "contact.yaml", format: "yaml", schema: contact },
  site: {
    label: "Contact details",
    description: "The agency's phone numbers, offices, opening hours and social profiles, on every page.",
    file: "site.yaml",
    format: "yaml",
    schema: site,
    // The chat links with the replier's name and hours (footer, /contact, service pages).
    views: { chat: chatView },
  },
  insights: {
    label: "Journal articles",
    description: "One file per article, in each language: publishing an article is adding its two files.",
    folder: "insights",
    format: "md",
    schema: insight,
    unique: ["title"],
  },
  insightTags: { label: "Journal tags", file: "insight-tags.yaml", format: "yaml", schema: insightTags },
  journal: { label: "Journal page", file: "journal.yaml", format: "yaml", schema: journal },
  footer: {
    label: "Footer",
    description: "On every page: a line about the studio and the newsletter box.",
    file: "footer.yaml",
    format: "yaml",
    schema: footer,
  },
  errors: {
    label: "Error pages",
    description: "The page of an address the site does not have (404), and of a page that failed.",
    file: "errors.yaml",
    format: "yaml",
    schema: errors,
  },
  formOutcomes: {
    label: "Pages after a form is sent",
    description:
      "Where the contact form and the newsletter box lead when a browser sends them without JavaScript.",
    file: "form-outcomes.yaml",
    format: "yaml",
    schema: formOutcomes,
  },
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;

type Entry<T extends Collection> = T extends FolderCollection
  ? (z.output<T["schema"]> & { id: string })[]
  : z.output<T["schema"]>;

/** What `import data from "content:NAME"` gives: the page's language's content, checked. */
export type Content<N extends CollectionName> = Entry<(typeof collections)[N]>;

type Views<N extends CollectionName> = (typeof collections)[N] extends { views: infer V } ? V : never;

/** What `import data from "content:NAME/VIEW"` gives: that view of the page's language's content. */
export type View<N extends CollectionName, V extends keyof Views<N>> = Views<N>[V] extends (
  data: never,
  content: never,
  locale: never,
) => infer R
  ? R
  : never;
