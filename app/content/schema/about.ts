/** /about: the page's words (about.yaml) and the people of the studio (team.yaml). */
import { group, image, key, list, sampleHint, text, word } from "./fields.ts";
import { button, closingBanner, eyebrow, iconCard, pageHero, paragraphs } from "./sections.ts";

const card = iconCard();

/** Paragraphs beside a card of a few short points with icons. */
const story = (label: string) =>
  group(label, {
    eyebrow: eyebrow(),
    title: word("Title"),
    paragraphs: paragraphs(),
    aside: group("Card beside the text", {
      title: word("Title"),
      items: list("Points", card, { summary: "title" }),
    }),
  });

const cards = (label: string, listLabel: string) =>
  group(label, {
    eyebrow: eyebrow(),
    title: word("Title"),
    intro: text("Introduction"),
    items: list(listLabel, card, { summary: "title" }),
  });

export const about = group("About page", {
  hero: pageHero(),
  beginning: story("Our beginning"),
  stats: group("Numbers", {
    title: word("Title"),
    items: list(
      "Numbers after the projects (the site counts the case studies)",
      group("Number", {
        value: word("Number", "As shown, in the language's digits: 100%, 24/7."),
        label: word("What it counts", "A number called the same on another page must have the same value."),
      }),
      { summary: "label" },
    ),
  }),
  coreValues: cards("Core values", "Values"),
  approach: group("How we work", {
    eyebrow: eyebrow(),
    title: word("Title"),
    steps: list("Steps", card, { summary: "title" }),
  }),
  audiences: cards("Who we work with", "Audiences"),
  team: group("Our team", {
    ...story("Our team").shape,
    link: button("Link under the text"),
    peopleLabel: word("Heading of the people", "Above the team's portraits (team.yaml)."),
    founderNote: group("Founder's note", {
      title: word("Title"),
      paragraphs: paragraphs(),
      founder: key(
        "Signed by",
        "The id of a person in team.yaml: the note shows their portrait, name and role.",
      ),
    }),
  }),
  closing: closingBanner(),
});

/** The people on /about (and the faces at the top of /about/careers), in this order. */
export const team = group("Team", {
  people: list(
    "People",
    group("Person", {
      id: key("Id", "Names the person, for the founder's note; never shown."),
      name: word("Name"),
      role: word("Role"),
      town: word("Works from", "The town they work from."),
      note: text("One line about them"),
      portrait: group("Portrait", {
        src: image(
          "Picture",
          "An illustration, never a photo: /team/NAME.svg, drawn by media/make-portraits.mjs.",
        ),
        alt: word("What the picture shows", "For people who cannot see it: Illustrated portrait of NAME."),
      }),
    }),
    { summary: "name", hint: sampleHint("the studio's own people, and the founder's note with them") },
  ),
});
