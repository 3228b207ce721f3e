import * as story from "content:story";
import { type ClosingContent, type Milestone, type PageHeroContent, months } from "./companyPages";
import { type Stat, studioNumbers } from "./home";
import { locale } from "./locale";
import { formatNumberIn } from "./locales.mjs";
import { milestoneDate } from "./milestoneDate";
import { site } from "./site";

// The copy of /about/our-story: content/{en,ne}/story.md. Kathmandu is where the story began, a
// historical fact rather than an office listing. The work began in April 2024; the company was
// registered in 2025 (DECISIONS.md 2: both readings stay).

const { presentLabel } = story.timeline;

/** The milestones, each month named in the page's language ("April", "अप्रिल"). */
const milestones: Milestone[] = story.timeline.milestones.map(({ month, ...milestone }) => ({
  ...milestone,
  month: month ? months[month - 1] : undefined,
}));

/** When the work began ("April 2024"): the first milestone, as the about page tells it too. */
export const workBegan = milestoneDate(milestones[0], presentLabel).label;

export const storyPage = {
  hero: story.hero satisfies PageHeroContent,
  timeline: { ...story.timeline, milestones },
  stats: {
    title: story.stats.title,
    items: [
      studioNumbers.years,
      studioNumbers.projects,
      studioNumbers.team,
      studioNumbers.satisfaction,
      studioNumbers.countries,
      { value: formatNumberIn(site.offices.length, locale), label: story.stats.officesLabel },
    ] satisfies Stat[],
  },
  purpose: story.purpose,
  closing: story.closing satisfies ClosingContent,
};
