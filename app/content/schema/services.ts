import type { z } from "zod";
import { servicePath } from "../serviceTypes.ts";
import { apart, choice, count, flag, group, image, key, link, list, text, word } from "./fields.ts";
import { icon } from "./icons.ts";
import { priceField, timelineField } from "./prices.ts";

/** The categories, as the code knows them: /services#branding and the menus' groups name them. */
export const serviceCategoryIds = ["design-development", "branding", "digital-marketing"] as const;

const colors = ["blue", "crimson", "teal", "amber", "violet", "green"] as const;

/** The case study pictures a service page's hero can show on phone screens (content/heroVisuals.ts). */
export const phoneScreens = ["campaign-post", "campaign-story"] as const;

/**
 * The studio's drawings of what a service makes, one for each service page's hero
 * (app/components/hero-visuals/ServicePictures.tsx), by the names a service's file picks them.
 */
export const servicePictures = [
  "search-results",
  "before-after",
  "wireframe-to-screen",
  "app-screens",
  "article",
  "calendar",
  "reels-grid",
  "broadcast",
  "pack-shot",
  "identity",
  "strategy-board",
  "profile",
  "responsive-site",
] as const;

/** What a service page's hero can show: a case study's artwork or phones, the sample logos, a drawing. */
const visualKinds = ["artwork", "phones", "logos", ...servicePictures] as const;

const titled = (label: string, hint?: string) =>
  group(label, { title: word("Title"), description: text("Explanation") }, hint);

/** content/{en,ne}/service-categories.yaml: the three groups of services, on /services and in the menus. */
export const serviceCategories = group("Service categories", {
  categories: list(
    "Categories",
    group("Category", {
      id: key(
        "Id",
        "Names the category in links (/services#branding) and in each service's file; never change it.",
      ),
      title: word("Name"),
      icon: icon(),
      description: text("Description on /services"),
      summary: word("Line under its name in the menu"),
    }),
    { summary: "title" },
  ),
});

/**
 * content/{en,ne}/services/<id>.md: one service, its page at /services/<id> (the file's name, as
 * the address has it, capitals too) and where the site lists it: the menus, the footer, /services
 * and the home page.
 */
export const service = group("Service", {
  title: word("Name", "As the menus, the footer and /services name it."),
  eyebrow: word(
    "Name on its page",
    "Above the heading of its page and in its breadcrumbs, where not its name.",
  ).optional(),
  order: count("Order", "Its place in the menus, the footer and on /services: smallest first."),
  category: choice("Category", serviceCategoryIds),
  icon: icon(),
  twins: list("Other addresses of its page", link("Address"), {
    hint: "Older addresses that show the same page and name its own as the one to index.",
  }).optional(),
  metaTitle: word("Title in search results", "Under 60 characters, ending in | Sathi Digital."),
  metaDescription: text("Description in search results", "120 to 160 characters."),
  price: priceField("service"),
  timeline: timelineField("service"),
  work: list("Related case studies", count("Project number"), {
    hint: "Shown under its page; none: the portfolio's best piece.",
  }).optional(),
  visual: group("Picture beside its heading", {
    kind: choice(
      "Kind",
      visualKinds,
      "A drawing of what the service makes (search-results, pack-shot, ...); artwork or phones: a case study's work; logos: the sample logos of its page. No two pages show the same.",
    ),
    project: count("Case study", "The project whose artwork it shows (artwork and phones only).").optional(),
    screens: list("Phone screens", choice("Screen", phoneScreens)).optional(),
  }),
  menu: group("In the menu", {
    summary: word("Line under its name"),
    featured: flag("Shown tinted, as its category's lead service").optional(),
    footer: flag("Linked from the footer too").optional(),
    icon: icon("Icon in the menu", "Where not its icon: its name on lucide.dev/icons.").optional(),
  }).optional(),
  teaser: group("On the home page", {
    title: word("Name on the home page", "Where shorter than its name.").optional(),
    description: text("One line about it"),
    icon: icon("Icon on the home page", "Where not its icon: its name on lucide.dev/icons.").optional(),
  }).optional(),
  explorer: group("On /services", {
    anchor: key(
      "Id on /services",
      "Its address there (/services#ui-ux-design), which links point to; never change it.",
    ),
    link: link("Its link there", "Where not its page's own address: one of the other addresses.").optional(),
    color: choice("Colour of its icon", colors),
    details: apart(
      "What /services says of it",
      group("Details", {
        description: text("Description", "Two or three sentences."),
        features: list("What's included", titled("Feature"), { summary: "title" }),
        process: list("How we work", titled("Step"), { summary: "title" }),
      }),
    ),
  }).optional(),
  page: apart(
    "Its page",
    group("Page", {
      title: word("Heading"),
      intro: text("Introduction", "Two or three sentences."),
      capabilitiesTitle: word("Title of the capabilities"),
      capabilities: list(
        "Capabilities",
        group("Capability", {
          title: word("Title"),
          description: text("Explanation"),
          icon: icon(),
        }),
        { summary: "title" },
      ),
      process: group("Process", {
        title: word("Title"),
        steps: list("Steps", titled("Step"), { summary: "title" }),
      }).optional(),
      showcase: group("Sample logos", {
        title: word("Title"),
        images: list(
          "Logos",
          group("Logo", {
            src: image("Picture"),
            alt: text("What it shows"),
            width: count("Width"),
            height: count("Height"),
            client: key("Client", "The client's id in the client list."),
          }),
        ),
        link: group("Link", { label: word("Label"), url: link("Address") }),
      }).optional(),
      closing: group("Closing", {
        title: word("Title"),
        text: text("Text"),
        cta: group("Button", { label: word("Label"), url: link("Address") }),
      }),
    }),
  ),
}).superRefine((entry, context) => {
  if (entry.explorer?.link && !entry.twins?.includes(entry.explorer.link))
    context.addIssue({
      code: "custom",
      path: ["explorer", "link"],
      message: "must be one of the page's other addresses",
    });
  const { kind, project, screens } = entry.visual;
  const showsWork = kind === "artwork" || kind === "phones";
  if (showsWork !== (project !== undefined))
    context.addIssue({
      code: "custom",
      path: ["visual", "project"],
      message: showsWork
        ? "is needed: which case study?"
        : "is shown only with a case study's artwork or phones",
    });
  if ((kind === "phones") !== (screens !== undefined))
    context.addIssue({
      code: "custom",
      path: ["visual", "screens"],
      message: kind === "phones" ? "are needed: which screens?" : "are shown only on phones",
    });
});

/** A service as content:services gives it: the fields of its file, and its id (the file's name). */
export type ServiceEntry = z.output<typeof service> & { id: string };
export type ServiceCategoriesContent = z.output<typeof serviceCategories>;

/**
 * What /services lists, and nothing more (its JavaScript carries it): the categories, each with
 * its services: content:services/explorer.
 */
export const serviceViews = {
  explorer: (services: ServiceEntry[], content: { serviceCategories: ServiceCategoriesContent }) =>
    content.serviceCategories.categories.map(({ id, title, description, icon }) => ({
      id,
      title,
      description,
      icon,
      services: services.flatMap(({ id: file, title, icon, category, explorer }) =>
        explorer && category === id
          ? [
              {
                id: explorer.anchor,
                title,
                icon,
                color: explorer.color,
                page: explorer.link ?? servicePath(file),
                loadDetails: explorer.details,
              },
            ]
          : [],
      ),
    })),
};
