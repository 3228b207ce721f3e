import { FolderCheck, Flag, Globe, Handshake, Target, Telescope, Users } from "lucide-react";
import { type ClosingContent, type PageHeroContent, type Milestone, cityList, contact } from "./companyPages";
import { milestoneDate } from "./milestoneDate";
import { type Stat, studioNumbers } from "./home";
import { site } from "./site";

const presentLabel = "Present";

// Kathmandu is where the story began, a historical fact rather than an office listing. The work
// began in April 2024; the company was registered in 2025 (DECISIONS.md 2: both readings stay).
const milestones = [
  {
    year: 2024,
    month: "April",
    title: "Founded in Kathmandu",
    description:
      "A handful of designers and developers started working together in Kathmandu with one goal: websites that local businesses could actually use. The studio began here; the company papers followed.",
    icon: Flag,
  },
  {
    year: 2024,
    month: "June",
    title: "Our first client",
    description:
      "A family-run business trusted us with its first website. That project taught us more than any course, and we still work together today.",
    icon: Handshake,
  },
  {
    year: 2024,
    month: "September",
    title: "A team of 10",
    description:
      "Word of mouth brought more work than a few people could handle, so we grew to ten across design, development, writing and marketing.",
    icon: Users,
  },
  {
    year: 2024,
    month: "December",
    title: "50+ projects delivered",
    description:
      "By the end of the year we had completed more than 50 projects: websites, logos, social media pages and campaigns.",
    icon: FolderCheck,
  },
  {
    year: site.foundingYear,
    ongoing: true,
    title: "Serving clients in 3 countries",
    description: `In ${site.foundingYear} we registered the company, ${site.legalName}. Today we work with businesses in three countries, from a team spread across ${cityList}.`,
    icon: Globe,
  },
] satisfies Milestone[];

/** When the work began ("April 2024"): the first milestone, as the about page tells it too. */
export const workBegan = milestoneDate(milestones[0], presentLabel).label;

/** Copy of /about/our-story. */
export const storyPage = {
  hero: {
    eyebrow: "Our Story",
    title: "From Kathmandu to clients in three countries",
    promise:
      "How a small team grew, one honest project at a time, into a studio trusted by businesses in Nepal and beyond.",
    cta: { label: "Work With Us", url: contact },
  } satisfies PageHeroContent,

  timeline: {
    eyebrow: "Our journey",
    title: "How we got here",
    intro: "Five moments that shaped the studio we are today.",
    presentLabel,
    milestones,
  },

  stats: {
    title: "Our story in numbers",
    items: [
      studioNumbers.years,
      studioNumbers.projects,
      studioNumbers.team,
      studioNumbers.satisfaction,
      studioNumbers.countries,
      { value: String(site.offices.length), label: "Offices in Nepal and India" },
    ] satisfies Stat[],
  },

  purpose: {
    eyebrow: "Looking ahead",
    title: "Our vision and mission",
    items: [
      {
        title: "Our Vision",
        statement: "A Nepal where every good business, however small, is found, trusted and chosen online.",
        description:
          "We want a family shop in a small town to compete online on equal terms with a national chain, because what it offers is just as good.",
        icon: Telescope,
      },
      {
        title: "Our Mission",
        statement: "Honest, well-made websites, brands and marketing at prices small businesses can afford.",
        description:
          "And the know-how to run them: every project ends with training and simple notes, so our clients never depend on us for everyday changes.",
        icon: Target,
      },
    ],
  },

  closing: {
    eyebrow: "Your turn",
    title: "Let's write the next chapter together",
    text: "Whether you are opening your first shop or growing a business you have run for years, we would love to hear your story.",
    primary: { label: "Start Your Journey", url: contact },
    secondary: { label: "Our Values", url: "/about/values" },
  } satisfies ClosingContent,
};
