import type { LucideIcon } from "lucide-react";
import type { Feature } from "./home";
import { monthNames } from "./months";

/**
 * Types shared by the copy of /about, /about/our-story and /about/values, and the names of the
 * months their dates are written with (./milestoneDate.ts), per language (ne/companyPages.ts).
 */

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

export const months: readonly string[] = monthNames;
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
