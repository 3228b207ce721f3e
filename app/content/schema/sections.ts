/**
 * Parts many pages' copy is made of, as fields (./fields.ts): a page's top, a button, a card with
 * an icon, a closing banner. A page's schema puts them together with its own sections.
 */
import { choice, group, link, list, text, word } from "./fields";

export const eyebrow = () => word("Small heading", "The short line above the title.");

/** A link styled as a button: its words and where it goes. */
export const button = (label = "Button") => group(label, { label: word("Label"), url: link("Link") });

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
export const iconCard = <const T extends readonly [string, ...string[]]>(icons: T, label = "Item") =>
  group(label, {
    title: word("Title"),
    description: text("Text"),
    icon: choice("Icon", icons, "The picture beside the title."),
  });

/** The banner that closes a page: a heading, a sentence and one or two buttons. */
export const closingBanner = () =>
  group("Closing banner", {
    eyebrow: eyebrow(),
    title: word("Title"),
    text: text("Text"),
    primary: button("Main button"),
    secondary: button("Second button").optional(),
  });
