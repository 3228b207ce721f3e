import type { LucideIcon } from "lucide-react";
import type { Feature } from "./home";
import { site } from "./site";

/** Types and helpers shared by the copy of /about, /about/our-story and /about/values. */

export type CallToAction = { label: string; url: string };
export type PageHeroContent = { eyebrow: string; title: string; promise: string; cta: CallToAction };
/** A text section with a card beside it: a few short points with icons. */
export type StoryContent = {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  aside: { title: string; items: Feature[] };
  link?: CallToAction;
};
export type ClosingContent = {
  eyebrow: string;
  title: string;
  text: string;
  primary: CallToAction;
  secondary?: CallToAction;
};

export const months: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export type Month = (typeof months)[number];

/** A step of the story (SPEC.md section 3): a month of a year, or a year that runs to the present. */
export type Milestone = {
  year: number;
  month?: Month;
  /** The milestone is still going on: shown as "2025 – Present". */
  ongoing?: boolean;
  title: string;
  description: string;
  icon: LucideIcon;
};

const cities = site.offices.map((office) => office.city);
/** "Butwal, Kathmandu and Bangalore" */
export const cityList = `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;

export const contact = "/contact";
