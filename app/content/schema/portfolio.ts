import { z } from "zod";
import { button } from "./sections.ts";
import {
  count,
  group,
  image,
  key,
  link,
  list,
  pictureBase,
  reference,
  sampleHint,
  text,
  withMeta,
  word,
} from "./fields.ts";

/**
 * content/{en,ne}/portfolio/NAME.md: one case study per file (SPEC.md section 3); adding a file
 * adds the page. Its id is the number its `link` gives it (/portfolio/7 is the case study 7); the
 * file's name is free (1.md for the launch's, the title's words for one added in the CMS).
 */
export const caseStudy = group("Case study", {
  title: word("Title"),
  category: reference("Category", "The id of one of the Portfolio categories, as web-design."),
  client: reference("Client", "The id of the client in the client list."),
  description: text("Description", "One or two sentences: on the cards and in search results."),
  headline: word("Headline", "The result in one short line, under the title on the cards."),
  link: withMeta(
    z
      .string()
      .regex(/^\/portfolio\/[1-9]\d{0,5}$/, "write /portfolio/ and the case study's number, as /portfolio/7"),
    {
      label: "Page",
      hint: "Its address: /portfolio/ and a number no other case study has, as /portfolio/7.",
      widget: "string",
    },
  ),
  image: image("Image", "The artwork's large JPEG, as /portfolio/project-7-1600.jpg."),
  artwork: group("Artwork", {
    base: pictureBase(
      "Files",
      "/portfolio/project-7 stands for project-7-800 and -1600 in AVIF and WebP, and project-7-1600.jpg.",
    ),
    width: count("Width", "In pixels, of the 1600 file."),
    height: count("Height", "In pixels, of the 1600 file."),
    alt: text("Alt text", "What the artwork shows, for people who cannot see it."),
  }),
  challenge: text("The challenge"),
  work: list("What we did", word("Step")),
  result: text("The result"),
  outcomes: list(
    "In numbers",
    group("Outcome", {
      value: word("Figure", "As written on the page: 2.5×, +80%, 10 min."),
      label: word("Label"),
    }),
    { summary: "label", hint: sampleHint("figures measured on the client's own project") },
  ),
  testimonial: reference(
    "The client's words",
    "The id of the client's testimonial (Testimonials), shown with their name and portrait. Leave empty when the client has none.",
  ).optional(),
  timeline: list(
    "Timeline",
    group("Phase", { name: word("Phase", "Discovery, Design, Build, Launch..."), weeks: count("Weeks") }),
    { summary: "name", hint: "The phases in order, each with how many weeks it took." },
  ).optional(),
  supplied: list(
    "What the client supplied",
    word("Item", "Photos of every product, the menu, the logo..."),
  ).optional(),
  before: group(
    "Before",
    {
      src: image(
        "Picture",
        "What the client had before: a picture under /portfolio/, as /portfolio/project-7-before.svg.",
      ),
      width: count("Width", "In pixels."),
      height: count("Height", "In pixels."),
      alt: text("Alt text", "What the picture shows, for people who cannot see it."),
    },
    "Shown beside the artwork (the after).",
  ).optional(),
  screens: list(
    "Phone screens",
    group("Screen", {
      x: count("Left", "In pixels of the 1600 artwork, from its left edge."),
      y: count("Top", "In pixels, from its top edge."),
      width: count("Width", "In pixels."),
      height: count("Height", "In pixels."),
    }),
    { hint: "Parts of the artwork shown on phones: a phone's screen, or a post in a feed." },
  ).optional(),
  site: link(
    "Live site",
    "The client's own website (https://...), where there is one; leave empty otherwise.",
  ).optional(),
});

/**
 * content/{en,ne}/portfolio-categories.yaml: the portfolio's categories, in the filter's order
 * after All (SPEC.md sections 2 and 9). Apart from the page's copy: every page that shows a case
 * study needs its category's name, and only /portfolio its copy.
 */
export const portfolioCategories = group("Portfolio categories", {
  categories: list(
    "Categories",
    group("Category", {
      id: key("Id", "How a case study names its category; never change it."),
      name: word("Name", "On the filter's chip and the case study's page."),
    }),
    { summary: "name" },
  ),
});

/** content/{en,ne}/portfolio-page.yaml: the copy of /portfolio. */
export const portfolioPage = group("Portfolio page", {
  hero: group("Heading", {
    eyebrow: word("Eyebrow"),
    title: word("Title"),
    promise: text("Promise"),
    cta: button("Button"),
  }),
  gridTitle: word("Heading of the projects"),
  closing: group("Closing banner", { title: word("Title"), text: text("Text"), primary: button("Button") }),
});

/** content/{en,ne}/case-study-page.yaml: what every case study's page says around its story. */
export const caseStudyPage = group("Case study pages", {
  cta: button("Button under its heading"),
  closing: group("Closing banner", {
    title: word("Title"),
    text: text("Text"),
    primary: button("Main button"),
    secondary: button("Second button"),
  }),
});

/** A case study as a card shows it: all but its story (the challenge, the work, the result, the figures). */
export const caseStudyCards = (studies: (z.output<typeof caseStudy> & { id: string })[]) =>
  studies.map(
    ({
      challenge: _challenge,
      work: _work,
      result: _result,
      outcomes: _outcomes,
      testimonial: _testimonial,
      timeline: _timeline,
      supplied: _supplied,
      before: _before,
      screens: _screens,
      site: _site,
      ...card
    }) => card,
  );
