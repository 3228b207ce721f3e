import { FolderCheck, Flag, Globe, Handshake, Target, Telescope, Users } from "lucide-react";
import { type ClosingContent, type PageHeroContent, type Milestone, cityList, contact } from "./companyPages";
import type { Stat } from "./home";

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
    presentLabel: "Present",
    // Kathmandu is where the story began, a historical fact rather than an office listing.
    milestones: [
      {
        year: 2024,
        month: "April",
        title: "Founded in Kathmandu",
        description:
          "A handful of designers and developers started working together in Kathmandu with one goal: websites that local businesses could actually use.",
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
        year: 2025,
        ongoing: true,
        title: "Serving clients in 3 countries",
        description: `Today we work with businesses in three countries, from a team spread across ${cityList}.`,
        icon: Globe,
      },
    ] satisfies Milestone[],
  },

  stats: {
    title: "Our story in numbers",
    items: [
      { value: "1+", label: "Years in Business" },
      { value: "50+", label: "Projects Completed" },
      { value: "10+", label: "Team Members" },
      { value: "100%", label: "Client Satisfaction" },
      { value: "3", label: "Countries with Clients" },
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
