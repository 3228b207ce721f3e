/** content/{en,ne}/services-page.yaml: the /services page's own words, around the services explorer. */
import { group, list, text, word } from "./fields";
import { button, iconCard, pageHero } from "./sections";

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
