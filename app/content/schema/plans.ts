/** The packages on /plans, the comparison of their features, and the page's words (SPEC.md section 3). */
import { z } from "zod";
import { choice, flag, group, key, link, list, text, word } from "./fields.ts";
import { icon } from "./icons.ts";
import { priceField, shownPricing, timelineField } from "./prices.ts";
import { button, pageHero } from "./sections.ts";

/** The packages, by id: each feature of the comparison says what each of them gives. */
export const planIds = ["startup", "growth", "enterprise"] as const;
export const planColors = ["blue", "crimson", "navy"] as const;
/** included: a tick; excluded: a cross; partial and limited: a yellow tick labelled Limited. */
export const inclusions = ["included", "excluded", "partial", "limited"] as const;

const plan = group("Package", {
  id: key("Id", "startup, growth or enterprise: the column of the comparison that is this package's.").pipe(
    z.enum(planIds),
  ),
  name: word("Name"),
  shortName: word("Short name", "In the phone comparison's switcher, where three full names do not fit."),
  description: text("Description"),
  priceLabel: word(
    "Price shown",
    "For example Custom, where the package has no starting price. Without either, the card says the package is quoted after a free consultation.",
  ).optional(),
  billing: word(
    "Beside the price",
    "For example: tailored to your needs. Only with a price shown.",
  ).optional(),
  price: priceField("package"),
  timeline: timelineField("package"),
  highlight: flag("Featured", "Marked as the most popular, with a coloured border and button."),
  buttonText: word("Button"),
  color: choice("Colour", planColors, "Of its icon's disc."),
  icon: icon(),
});

/** What one package gives of a feature. */
const column = (label: string) =>
  group(label, {
    included: choice(
      "Included",
      inclusions,
      "included: a tick; excluded: a cross; partial or limited: a yellow tick labelled Limited.",
    ),
    detail: word(
      "Detail",
      "What exactly the package gives (3 months), shown beside the mark. Short: it fits one line of a phone's table cell.",
    ).optional(),
    tooltip: text(
      "More about the limit",
      "Partial or limited only: a few words more (what the limit covers, how to lift it), in an info bubble. Do not repeat the detail.",
    ).optional(),
  }).superRefine((value, context) => {
    const limited = value.included === "partial" || value.included === "limited";
    if (limited && !value.detail)
      context.addIssue({ code: "custom", path: ["detail"], message: "is needed: say the limit" });
    if (limited && !value.tooltip)
      context.addIssue({ code: "custom", path: ["tooltip"], message: "is needed: say more about the limit" });
    if (!limited && value.tooltip)
      context.addIssue({
        code: "custom",
        path: ["tooltip"],
        message: "is only for partial or limited features: what a package includes is said in its detail",
      });
    if (value.included === "excluded" && value.detail)
      context.addIssue({
        code: "custom",
        path: ["detail"],
        message: "is not shown for a feature not included",
      });
  });

const feature = group("Feature", {
  id: key("Id", "Names the row; never shown."),
  name: word("Feature"),
  startup: column("Startup"),
  growth: column("Growth"),
  enterprise: column("Enterprise"),
});

export const plans = group("Plans", {
  hero: pageHero(),
  explorer: group("Packages section", {
    title: word("Title"),
    intro: text("Introduction"),
  }),
  popular: word("Featured package's badge"),
  quote: word("Instead of a price", "Shown where a package has no price shown."),
  buttonUrl: link("Packages' buttons lead to"),
  plans: list("Packages", plan, { summary: "name" }).superRefine((items, context) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other.id === item.id) !== index)
        context.addIssue({ code: "custom", path: [index, "id"], message: `"${item.id}" is used twice` });
    });
  }),
  comparison: list(
    "Comparison",
    group("Category", {
      id: key("Id", "Names the category in the comparison's HTML ids; never change it."),
      name: word("Name"),
      features: list("Features", feature, {
        summary: "name",
        hint: "Cards show the first five of each category: put there what tells the packages apart.",
      }),
    }),
    { summary: "name" },
  ),
  custom: group("Closing banner", {
    title: word("Title"),
    text: text("Text"),
    primary: button("Main button"),
    icon: icon(),
  }),
});

/**
 * The plans as /plans shows them: each package's price and timeline as the page's language writes
 * them (where set), and the comparison's rows without their ids, which line the two languages'
 * files up and which the page does not use (its script carries no more than it needs).
 */
export const plansPageView = (data: z.output<typeof plans>, _content: unknown, locale: "en" | "ne") => ({
  ...data,
  plans: data.plans.map(({ price, timeline, ...plan }) => ({
    ...plan,
    shown: shownPricing({ price, timeline }, locale),
  })),
  comparison: data.comparison.map((category) => ({
    ...category,
    features: category.features.map(({ id: _id, ...feature }) => feature),
  })),
});
