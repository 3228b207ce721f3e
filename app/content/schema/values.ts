import { group, list, text, word } from "./fields.ts";
import { icon } from "./icons.ts";
import { closingBanner, heading, iconCard, pageHero } from "./sections.ts";

/** content/{en,ne}/values.yaml: the copy of /about/values. */
export const values = group("Our values", {
  hero: pageHero(),
  values: group("Values", {
    ...heading(),
    intro: text("Introduction"),
    items: list("Values", iconCard("Value"), { summary: "title" }),
  }),
  practice: group("Values in practice", {
    ...heading(),
    intro: text("Introduction"),
    columns: list(
      "Columns",
      group("Column", {
        title: word("Title"),
        icon: icon(),
        items: list("Points", group("Point", { title: word("Title"), description: text("Description") }), {
          summary: "title",
        }),
      }),
      { summary: "title" },
    ),
  }),
  responsibility: group("Social responsibility", {
    ...heading(),
    paragraphs: list("Paragraphs", text("Paragraph")),
    aside: group("Commitments", {
      title: word("Title"),
      items: list("Commitments", iconCard("Commitment"), { summary: "title" }),
    }),
  }),
  closing: closingBanner(),
});
