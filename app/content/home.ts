import * as home from "content:home";
import * as numbers from "content:numbers";
import type { LucideIcon } from "lucide-react";
import { type ClientId } from "./clients";
import { type CaseStudyLink, caseStudyLink, clientPlace, findClient } from "./clientLookup";
import { locale } from "./locale";
import { formatNumberIn } from "./locales.mjs";
import { withIcon, withIcons } from "./studioIcons";

export type Feature = { title: string; description: string; icon: LucideIcon };
export type Stat = { value: string; label: string };
export type CarouselTestimonial = {
  quote: string;
  name: string;
  position: string;
  client: ClientId;
  /** The client's name and town, from the client list. */
  company: string;
  /** Optional photo URL; avatars show the first letter of the name (DECISIONS.md 14). */
  image?: string;
  rating: number;
  /** The link to the client's case study, where there is one. */
  caseStudy?: CaseStudyLink;
};

// The home page's copy: content/{en,ne}/home.yaml, but for the services it teases.

export const hero = home.hero;

/** The strip of case studies right after the hero: the work first (issue 25). */
export const selectedWork = home.selectedWork;

export const servicesTeaser = {
  eyebrow: "What we do",
  title: "Everything your business needs to look good and get found",
  intro:
    "One small team for your website, your brand and your marketing, so nothing gets lost between agencies.",
  /** The services it shows, by their ids (content/en/services/<id>.md: their home page `teaser`). */
  serviceIds: ["website-design", "branding", "social-media", "content-writing", "SEO"],
  more: { label: "Explore all services", url: "/services" },
  cardLink: "Learn more",
};

export const process = { ...home.process, steps: withIcons(home.process.steps) };

export const whyChooseUs = {
  ...home.whyChooseUs,
  points: withIcons(home.whyChooseUs.points),
  promises: withIcons(home.whyChooseUs.promises),
};

type StudioNumber = (typeof numbers)[keyof typeof numbers];

/** A number as the bands show it, in the page's digits: "50+", "५०+". */
const studioNumber = /* @__NO_SIDE_EFFECTS__ */ ({ figure, sign, label }: StudioNumber): Stat => ({
  value: `${formatNumberIn(figure, locale)}${sign ?? ""}`,
  label,
});

/**
 * The studio's numbers (content/{en,ne}/numbers.yaml), written once so that every band that shows
 * them agrees: the home page, the story page and the about page (SPEC.md section 1).
 */
export const studioNumbers = {
  years: studioNumber(numbers.years),
  projects: studioNumber(numbers.projects),
  team: studioNumber(numbers.team),
  satisfaction: studioNumber(numbers.satisfaction),
  countries: studioNumber(numbers.countries),
} satisfies Record<keyof typeof numbers, Stat>;

export const stats = {
  title: home.stats.title,
  items: [studioNumbers.years, studioNumbers.projects, studioNumbers.team, studioNumbers.satisfaction],
};

/** A carousel testimonial as its file has it; the company and case study come from its client. */
type CarouselSource = (typeof home.testimonials.items)[number];

function carouselItem(source: CarouselSource): CarouselTestimonial {
  // An id the client list does not have stops the build here.
  const id = source.client as ClientId;
  const client = findClient(id);
  return { ...source, client: id, company: clientPlace(client), caseStudy: caseStudyLink(client) };
}

export const homeTestimonials = {
  ...home.testimonials,
  /** Each slide's name for screen readers: "2 of 3". */
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  items: home.testimonials.items.map(carouselItem),
};

export const contactCta = withIcon(home.contactCta);

export const locations = home.locations;
