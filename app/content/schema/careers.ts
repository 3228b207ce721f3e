/** /about/careers: its words (careers.yaml) and the job openings, one file each (jobs/). */
import { count, group, list, text, word } from "./fields.ts";
import { icon } from "./icons.ts";
import { closingBanner, eyebrow, iconCard, paragraphs } from "./sections.ts";

const card = iconCard();

export const careers = group("Careers page", {
  hero: group("Top of the page", {
    eyebrow: eyebrow(),
    title: word("Title", "The page's main heading."),
    promise: text("Introduction", "What the page offers, in a sentence or two under the title."),
    cta: group("Button", {
      label: word("Label", "The button leads to the openings, further down the page."),
    }),
  }),
  culture: group("Culture", {
    eyebrow: eyebrow(),
    title: word("Title"),
    paragraphs: paragraphs(),
    factsTitle: word("Title of the facts"),
    facts: list(
      "Facts",
      group("Fact", {
        label: word("Label"),
        value: word("Value", "{team} is written as the number of people on /about, counted by the site."),
        icon: icon(),
      }),
      { summary: "label" },
    ),
  }),
  benefits: group("Benefits", {
    eyebrow: eyebrow(),
    title: word("Title"),
    intro: text("Introduction"),
    items: list("Benefits", card, { summary: "title" }),
  }),
  openings: group("Openings", {
    eyebrow: eyebrow(),
    title: word("Title"),
    intro: text("Introduction"),
    responsibilitiesTitle: word("Heading of the responsibilities"),
    requirementsTitle: word("Heading of the requirements"),
    apply: word("Apply button"),
    applyFor: word(
      "After the apply button, for screen readers",
      "Joins the button's words to the job's title: Apply Now for Full Stack Developer.",
    ),
  }),
  hiring: group("How we hire", {
    eyebrow: eyebrow(),
    title: word("Title"),
    steps: list("Steps", card, { summary: "title" }),
  }),
  cta: group("Closing banner", {
    ...closingBanner().shape,
    icon: icon(),
  }),
});

/**
 * A job opening: content/en/jobs/ID.md and content/ne/jobs/ID.md, the file's name its id (in the
 * page's address, /about/careers#ID). The text under the front matter is its description.
 */
export const job = group("Job opening", {
  order: count("Order", "Openings are listed by this number, smallest first."),
  title: word(
    "Job title",
    "No two openings share one: an application (/contact?role=ID) starts its message with this title.",
  ),
  department: word("Department"),
  location: word("Location", "For example Remote Worldwide, or Hybrid."),
  type: word("Type", "For example Full-time."),
  hours: word(
    "Hours with the team",
    "Where the role works from elsewhere: the time it shares with the team in Nepal (UTC+5:45).",
  ).optional(),
  salary: word(
    "Salary band",
    "For example NPR 1,00,000-1,40,000 a month. Empty until the agency sets it: the opening then shows none.",
  ).optional(),
  responsibilities: list("Responsibilities", word("Responsibility")),
  requirements: list("Requirements", word("Requirement")),
  body: text("Description", "What the role is, in a few sentences: the text below the fields."),
});
