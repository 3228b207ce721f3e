import { count, fileName, group, image, key, link, list, sampleHint, text, word } from "./fields.ts";
import { icon } from "./icons.ts";
import { button, heading, iconCard } from "./sections.ts";

/**
 * content/{en,ne}/home.yaml: the home page's copy, section by section, but for the studio's numbers
 * (numbers.yaml) and what the services teased say of themselves (their files' teasers).
 */
export const home = group("Home page", {
  hero: group("Hero", {
    eyebrow: word("Eyebrow", "The short line above the headline."),
    title: word("Headline"),
    promise: text("Promise", "The sentence under the headline."),
    primary: button("Main button"),
    secondary: button("Second button"),
    highlightsTitle: word("Highlights title", "Read by screen readers only."),
    highlights: list(
      "Highlights",
      group("Highlight", {
        value: word("Figure", 'What stands out: "24h", "2-4 weeks".'),
        label: word("Label"),
      }),
      { summary: "label" },
    ),
    video: group("Background video", {
      webm: link("WebM file"),
      mp4: link("MP4 file"),
      poster: image("Poster", "Shown until the video plays, and instead of it."),
      fallback: word("Fallback text", "For browsers that cannot play video."),
      pauseLabel: word("Pause button label", "Read by screen readers."),
    }),
  }),
  selectedWork: group("Selected work", {
    ...heading(),
    intro: text("Introduction"),
    projectIds: list("Projects", count("Project", "A project's number in the portfolio."), {
      hint: "The projects shown, in order: one of each kind of work.",
    }),
    more: button("Link to all work"),
  }),
  servicesTeaser: group("Services", {
    ...heading(),
    intro: text("Introduction"),
    serviceIds: list(
      "Services shown",
      fileName("Service", "A service's file name in content/en/services/, one with a home page teaser."),
      { hint: "In order." },
    ),
    more: button("Link to all services"),
    cardLink: word("Each card's link"),
  }),
  process: group("Process", {
    ...heading(),
    steps: list("Steps", iconCard("Step"), { summary: "title" }),
  }),
  whyChooseUs: group("Why choose us", {
    ...heading(),
    points: list("Reasons", iconCard("Reason"), { summary: "title" }),
    promisesTitle: word("Promises title"),
    promises: list("Promises", iconCard("Promise"), { summary: "title" }),
  }),
  stats: group("Numbers band", {
    title: word("Title", "Read by screen readers only. The numbers are the studio's numbers (numbers.yaml)."),
  }),
  testimonials: group("Client stories", {
    ...heading(),
    previous: word("Previous button label", "Read by screen readers."),
    next: word("Next button label", "Read by screen readers."),
    goTo: word("Dot button label", "Read by screen readers, followed by the story's number."),
    ratingLabel: word("Rating label", 'Read by screen readers after the rating: "5 out of 5 stars".'),
    items: list(
      "Stories",
      group("Story", {
        client: key("Client", "The client's id in the client list: it gives the company and its case study."),
        quote: text("Quote"),
        name: word("Name"),
        position: word("Position"),
        rating: count("Rating", "Stars out of 5."),
      }),
      { summary: "name", hint: sampleHint("real clients' own words, with their permission") },
    ),
  }),
  contactCta: group("Contact banner", {
    ...heading(),
    text: text("Text"),
    primary: button("Main button"),
    secondary: button("Second button"),
    icon: icon(),
  }),
  locations: group("Offices", {
    ...heading(),
    text: text("Text"),
  }),
});
