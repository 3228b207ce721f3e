/**
 * Parts many pages' copy is made of, as fields (./fields.ts): a section's heading, a page's top, a
 * button, a card with an icon, a closing banner. A page's schema puts them together with its own
 * sections; their shapes are those the page components take.
 */
import { group, link, list, text, word } from "./fields.ts";
import { icon } from "./icons.ts";

export const eyebrow = () => word("Small heading", "The short line above the title.");

/** A section's heading: the short line above its title, and the title. */
export const heading = () => ({ eyebrow: eyebrow(), title: word("Title") });

/** A link styled as a button: its words and where it goes. */
export const button = (label = "Button") =>
  group(label, { label: word("Label"), url: link("Link", "A page of this site, such as /contact.") });

/** The top of a page: its title, a sentence or two under it and a button. */
export const pageHero = () =>
  group("Top of the page", {
    eyebrow: eyebrow(),
    title: word("Title", "The page's main heading."),
    promise: text("Introduction", "What the page offers, in a sentence or two under the title."),
    cta: button(),
  });

/** Paragraphs of a section, each a paragraph on the page. */
export const paragraphs = (label = "Paragraphs") => list(label, text("Paragraph"));

/** A card with an icon, a title and a few words: a benefit, a value, a step. */
export const iconCard = (label = "Item") =>
  group(label, { title: word("Title"), description: text("Text"), icon: icon() });

/** The banner that closes a page: a heading, a sentence and one or two buttons. */
export const closingBanner = () =>
  group("Closing banner", {
    ...heading(),
    text: text("Text"),
    primary: button("Main button"),
    secondary: button("Second button").optional(),
  });
