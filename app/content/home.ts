import {
  contactCta as contactCtaCopy,
  hero as heroCopy,
  locations as locationsCopy,
  process as processCopy,
  selectedWork as selectedWorkCopy,
  servicesTeaser as servicesTeaserCopy,
  stats as statsCopy,
  testimonials as testimonialsCopy,
  whyChooseUs as whyChooseUsCopy,
} from "content:home";
import { clients, countries, projects, satisfaction, team, years } from "content:numbers/shown";
import type { LucideIcon } from "lucide-react";
import { type ClientId } from "./clients";
import { type CaseStudyLink, caseStudyLink, clientPlace, findClient } from "./clientLookup";

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

// The home page's copy: content/{en,ne}/home.yaml.

export const hero = heroCopy;

/** The strip of case studies right after the hero: the work first (issue 25). */
export const selectedWork = selectedWorkCopy;

/** The services it shows, by their ids (content/en/services/<id>.md: their home page `teaser`). */
export const servicesTeaser = servicesTeaserCopy;

export const process = processCopy;

export const whyChooseUs = whyChooseUsCopy;

/**
 * The studio's numbers (content/{en,ne}/numbers.yaml), written once so that every band that shows
 * them agrees: the home page, the story page and the about page (SPEC.md section 1). The projects,
 * the team and the clients are counted from the content (schema/numbers.ts).
 */
export const studioNumbers = { years, projects, team, clients, satisfaction, countries } satisfies Record<
  string,
  Stat
>;

/**
 * `text` with each `{team}`, `{projects}` or `{clients}` (…) written as the number the site counts,
 * in the page's digits: a sentence that states a number takes it from the one place.
 */
export const withStudioNumbers = (text: string) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in studioNumbers ? studioNumbers[name as keyof typeof studioNumbers].value : placeholder,
  );

export const stats = {
  title: statsCopy.title,
  items: [studioNumbers.years, studioNumbers.projects, studioNumbers.team, studioNumbers.satisfaction],
};

/** A carousel testimonial as its file has it; the company and case study come from its client. */
type CarouselSource = (typeof testimonialsCopy.items)[number];

function carouselItem(source: CarouselSource): CarouselTestimonial {
  // An id the client list does not have stops the build here.
  const id = source.client as ClientId;
  const client = findClient(id);
  return { ...source, client: id, company: clientPlace(client), caseStudy: caseStudyLink(client) };
}

export const homeTestimonials = {
  ...testimonialsCopy,
  /** Each slide's name for screen readers: "2 of 3". */
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  items: testimonialsCopy.items.map(carouselItem),
};

export const contactCta = contactCtaCopy;

export const locations = locationsCopy;
