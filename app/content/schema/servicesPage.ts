/** content/{en,ne}/services-page.yaml: the /services page's own words, around the services explorer. */
import { count, group, list, text, word } from "./fields.ts";
import { button, heading, iconCard, pageHero } from "./sections.ts";

export const servicesPage = group("Services page", {
  hero: pageHero(),
  categoriesTitle: word("Title above the services", "Over the categories and their services."),
  explorerIntro: text("Line under that title"),
  consultation: group("Free consultation banner", {
    title: word("Title"),
    text: text("Text"),
    cta: button(),
  }),
  whyChooseUs: group("Why businesses choose us", {
    title: word("Title"),
    points: list("Reasons", iconCard("Reason"), { summary: "title" }),
  }),
});

/** content/{en,ne}/related-work.yaml: the case studies under each service's page. */
export const relatedWork = group("Related work on service pages", {
  ...heading(),
  intro: text("Introduction"),
  fallbackTitle: word(
    "Title where a service has none yet",
    "Over the portfolio's best piece, shown instead.",
  ),
  fallback: list("Shown where a service has none", count("Project number")),
  more: button("Link to all work"),
});
