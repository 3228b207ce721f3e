/**
 * Parts several pages' content files share (the home, story and values pages): a button, a page's
 * header, a closing banner, a card with an icon. Their shapes are those the page components take
 * (app/content/companyPages.ts).
 */
import { studioIconNames } from "../studioIcons";
import { choice, group, link, text, word } from "./fields";

/** A button or link: its words, and where it leads. */
export const callToAction = (label: string) =>
  group(label, {
    label: word("Text"),
    url: link("Leads to", "A page of this site, such as /contact."),
  });

/** A section's heading: the short line above its title, and the title. */
export const heading = {
  eyebrow: word("Eyebrow", "The short line above the title."),
  title: word("Title"),
};

export const icon = () => choice("Icon", studioIconNames, "The name of a lucide icon (lucide.dev/icons).");

/** A card or point with a title, a few words and an icon. */
export const feature = (label: string) =>
  group(label, { title: word("Title"), description: text("Description"), icon: icon() });

/** The header of an inner page: the small line above the title, the title, a sentence and a button. */
export const pageHero = group("Page header", {
  ...heading,
  promise: text("Promise", "The sentence under the title."),
  cta: callToAction("Button"),
});

/** The band at a page's foot that asks for the next step. */
export const closing = group("Closing banner", {
  ...heading,
  text: text("Text"),
  primary: callToAction("Main button"),
  secondary: callToAction("Second button").optional(),
});
