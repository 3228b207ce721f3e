/** The journal, /insights (DECISIONS.md 29): its tags (insight-tags.yaml) and articles (insights/). */
import { count, date, fileName, group, image, key, list, prose, reference, text, word } from "./fields.ts";
import { button, closingBanner } from "./sections.ts";

/** content/{en,ne}/insight-tags.yaml: what articles are about; each has a page, /insights/tag/ID. */
export const insightTags = group("Journal tags", {
  tags: list(
    "Tags",
    group("Tag", {
      id: key("Id", "Its page's address, /insights/tag/ID, and how articles name it; never change it."),
      name: word("Name"),
      description: text("Description", "One sentence at the top of its page."),
    }),
    { summary: "name" },
  ),
});

/**
 * content/{en,ne}/insights/ID.md: one article in both languages, at /insights/ID and
 * /ne/insights/ID (the file's name). The text below the fields is the article.
 */
export const insight = group("Article", {
  title: word("Title", "Under 70 characters: it is also the title in search results."),
  summary: text(
    "Summary",
    "One or two sentences, 110 to 160 characters: in lists, feeds and search results.",
  ),
  date: date("Published"),
  updated: date("Updated", "The day of the last change that matters to a reader.").optional(),
  author: reference("Author", "A team member's id, as content/en/team.yaml has it (sarita-bhandari)."),
  tags: list("Tags", reference("Tag", "A tag's id from the journal's tags.")),
  services: list(
    "Related services",
    fileName("Service", "Its file's name, as its page's address has it: SEO."),
    {
      hint: "Shown at the end of the article; the service's page lists the article in turn.",
    },
  ).optional(),
  caseStudies: list("Related case studies", count("Project number"), {
    hint: "Shown at the end of the article; the case study lists the article in turn.",
  }).optional(),
  cover: group("Cover", {
    src: image("Picture", "Made for the article, 1200 by 630, without words: both languages show it."),
    width: count("Width"),
    height: count("Height"),
    alt: text("What it shows"),
  }),
  body: prose(
    "Article",
    "Markdown: an opening paragraph, then sections under ## headings (they make the table of contents).",
  ),
});

/** content/{en,ne}/journal.yaml: the journal's own words, on its index and on the home page. */
export const journal = group("Journal page", {
  hero: group("Top of the index", {
    eyebrow: word("Eyebrow"),
    title: word("Title"),
    intro: text("Introduction"),
    cta: button("Button, also on each topic's page"),
  }),
  home: group("On the home page", {
    eyebrow: word("Eyebrow"),
    title: word("Title"),
    intro: text("Introduction"),
    more: word("Link to the journal"),
  }),
  related: group("At the end of a service page or a case study", {
    eyebrow: word("Eyebrow"),
    title: word("Title"),
  }),
  closing: closingBanner(),
});
