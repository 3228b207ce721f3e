import { choice, count, flag, group, list, text, word } from "./fields.ts";
import { monthNames } from "../months.ts";
import { icon } from "./icons.ts";
import { closingBanner, heading, pageHero } from "./sections.ts";

/** A milestone's month, named in the file; the site gets its number (4 for April) and names it in the page's language. */
const month = choice("Month", monthNames).transform((name) => monthNames.indexOf(name) + 1);

/**
 * content/{en,ne}/story.md: the copy of /about/our-story. Its numbers band shows the studio's
 * numbers (numbers.yaml) and the count of offices.
 */
export const story = group("Our story", {
  hero: pageHero(),
  timeline: group("Timeline", {
    ...heading(),
    intro: text("Introduction"),
    presentLabel: word("Present", 'How a milestone still going on ends: "2025 – Present".'),
    milestones: list(
      "Milestones",
      group("Milestone", {
        year: count("Year"),
        month: month.optional(),
        ongoing: flag("Still going on", 'Shown as "2025 – Present"; give no month.').optional(),
        title: word("Title"),
        description: text("Description"),
        icon: icon(),
      }),
      { summary: "title", hint: "In order: the first is when the work began (the about page says so too)." },
    ),
  }),
  stats: group("Numbers band", {
    title: word("Title", "Read by screen readers only. The numbers are the studio's numbers (numbers.yaml)."),
    officesLabel: word("Offices label", "Beside the count of offices (the site's settings)."),
  }),
  purpose: group("Vision and mission", {
    ...heading(),
    items: list(
      "Statements",
      group("Statement", {
        title: word("Title"),
        statement: text("Statement"),
        description: text("Description"),
        icon: icon(),
      }),
      { summary: "title" },
    ),
  }),
  closing: closingBanner(),
});
