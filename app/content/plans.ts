import { Building2, PencilRuler, Rocket, TrendingUp, type LucideIcon } from "lucide-react";

/** true = included, false = not included, 'partial' and 'limited' = shown as Limited. */
export type Inclusion = true | false | "partial" | "limited";

export type PlanFeature = {
  name: string;
  included: Inclusion;
  /**
   * What exactly the plan gives ("3 months", "Up to 50 products"), shown as visible text beside the
   * mark: the figures that tell the plans apart are read without opening anything.
   */
  detail?: string;
  /**
   * Partial and limited features only: a few words more on the limit (what it covers, how to lift
   * it), in an info button's bubble on hover and keyboard focus. It does not repeat the detail.
   */
  tooltip?: string;
};

/** `id` names the category in HTML ids (the comparison's rows). */
export type PlanCategory = { id: string; name: string; features: PlanFeature[] };

export type PlanColor = "blue" | "crimson" | "navy";

/** A package (SPEC.md section 3). Startup and Growth have no published price or billing. */
export type Plan = {
  id: string;
  name: string;
  /** Its name in the phone comparison's plan switcher, where three full names do not fit. */
  shortName: string;
  price: string;
  billing: string;
  description: string;
  highlight: boolean;
  buttonText: string;
  color: PlanColor;
  icon: LucideIcon;
  categories: PlanCategory[];
};

/**
 * One row of the comparison per feature: the same feature names in the same order in every plan,
 * so each plan's categories are read off this table. The cards show the first five rows of each
 * category, so those hold what tells the plans apart (shop, content updates, support, training).
 * Details are short: they sit in a narrow table cell on a phone.
 */
type FeatureRow = [
  name: string,
  startup: Omit<PlanFeature, "name">,
  growth: Omit<PlanFeature, "name">,
  enterprise: Omit<PlanFeature, "name">,
];

const yes = { included: true } as const;
const no = { included: false } as const;
/** Included, with the figure shown beside the tick. */
const yesWith = (detail: string) => ({ included: true, detail }) as const;
/** A yellow 'Limited' tick with the limit as visible text, and more about it in a tooltip. */
const limited = (detail: string, tooltip: string) => ({ included: "limited", detail, tooltip }) as const;
const partial = (detail: string, tooltip: string) => ({ included: "partial", detail, tooltip }) as const;

const matrix: { id: string; name: string; rows: FeatureRow[] }[] = [
  {
    id: "website",
    name: "Website",
    rows: [
      [
        "Custom website design",
        yesWith("5-page website"),
        yesWith("Up to 15 pages"),
        yesWith("No page limit"),
      ],
      ["Mobile-first, fast-loading build", yes, yes, yes],
      ["Basic SEO setup", yes, yes, yes],
      [
        "Online shop",
        no,
        limited(
          "Up to 50 products",
          "Cart, checkout and product pages for a small catalogue. Enterprise has no product limit.",
        ),
        yesWith("Unlimited products"),
      ],
      ["Blog or news section", no, yes, yes],
      ["Contact form and WhatsApp button", yes, yes, yes],
      [
        "Google Business Profile",
        partial("Setup only", "We create and verify your profile; after launch you keep it up to date."),
        yesWith("Fully optimised"),
        yesWith("Managed for you"),
      ],
      [
        "Payments and custom integrations",
        no,
        partial(
          "One integration",
          "For example eSewa or Khalti payments, or a booking tool. Each further one is quoted separately.",
        ),
        yesWith("As many as needed"),
      ],
    ],
  },
  {
    id: "brand-content",
    name: "Brand & Content",
    rows: [
      [
        "Content writing",
        limited(
          "3 pages written",
          "We write your key pages, such as Home, About and Services; you supply the text for the rest.",
        ),
        yesWith("Every page written"),
        yesWith("Every page written"),
      ],
      [
        "Logo design",
        limited(
          "1 concept, 2 rounds",
          "One direction, refined with you twice, then handed over in every file format you need.",
        ),
        yes,
        yes,
      ],
      [
        "Content updates",
        no,
        limited(
          "Up to 5 per month",
          "New text, photos, prices or events on your site. Unused updates do not carry over.",
        ),
        yesWith("Unlimited"),
      ],
      ["Content calendar", no, yesWith("3 months"), yesWith("12 months")],
      ["Social media profile setup", no, yes, yes],
      ["Brand colours and type guide", no, yes, yes],
      [
        "Copy in English and Nepali",
        no,
        partial("Key pages only", "Home and your main service pages in both languages; the rest in English."),
        yes,
      ],
    ],
  },
  {
    id: "support-extras",
    name: "Support & Extras",
    rows: [
      ["Support after launch", yesWith("3 months"), yesWith("6 months"), yesWith("12 months, priority")],
      ["Training for your team", yesWith("1 hour"), yesWith("3 hours"), yesWith("Unlimited")],
      ["Hosting and domain setup", yes, yes, yes],
      ["Replies to requests within 24 hours", yes, yes, yes],
      ["Critical issues answered within 4 hours", no, yes, yes],
      ["Monthly performance report", no, yes, yes],
      ["Payment plans", yes, yes, yes],
      ["Dedicated account manager", no, no, yes],
    ],
  },
];

const categoriesFor = (column: 1 | 2 | 3): PlanCategory[] =>
  matrix.map(({ id, name, rows }) => ({
    id,
    name,
    features: rows.map((row) => ({ name: row[0], ...row[column] })),
  }));

export const plans: Plan[] = [
  {
    id: "startup",
    shortName: "Startup",
    name: "Startup Package",
    price: "",
    billing: "",
    description: "A professional website and the basics to get a new business found and trusted online.",
    highlight: false,
    buttonText: "Get Started",
    color: "blue",
    icon: Rocket,
    categories: categoriesFor(1),
  },
  {
    id: "growth",
    shortName: "Growth",
    name: "Growth Package",
    price: "",
    billing: "",
    description: "For a business ready to sell online and post regularly, with a brand and content to match.",
    highlight: true,
    buttonText: "Most Popular",
    color: "crimson",
    icon: TrendingUp,
    categories: categoriesFor(2),
  },
  {
    id: "enterprise",
    shortName: "Enterprise",
    name: "Enterprise Solution",
    price: "Custom",
    billing: "tailored to your needs",
    description: "Larger sites, custom features and a year of content and priority support from one team.",
    highlight: false,
    buttonText: "Contact Us",
    color: "navy",
    icon: Building2,
    categories: categoriesFor(3),
  },
];

/** Card view shows this many features per category, then '+N more features'. */
export const CARD_FEATURE_LIMIT = 5;

export const plansPage = {
  hero: {
    eyebrow: "Plans & pricing",
    title: "Choose Your Plan",
    promise:
      "Three clear packages for every stage of your business, each with a fixed quote after a free consultation.",
    cta: { label: "Get a Free Consultation", url: "/contact" },
  },
  explorer: {
    title: "Three packages, one team",
    intro:
      "Each package is designed, built and supported by the same people. Switch to the comparison to see every feature side by side.",
  },
  viewLabel: "Show plans as",
  views: [
    { id: "cards", label: "Card View" },
    { id: "comparison", label: "Comparison" },
  ] as const,
  popular: "POPULAR",
  /** Shown where Enterprise has its price: the other two packages are quoted, not priced. */
  quote: "Fixed quote after a free consultation",
  moreFeatures: (count: number) => `+${count} more features`,
  fewerFeatures: "Show fewer features",
  buttonUrl: "/contact",
  inclusion: { included: "Included", excluded: "Not included", limited: "Limited" },
  /** The accessible name of a feature's info button; in the table it names the plan too. */
  tooltipLabel: (feature: string, plan?: string) =>
    plan ? `About ${feature} in the ${plan}` : `About ${feature}`,
  table: {
    caption: "Features of the three plans compared",
    feature: "Feature",
    /** Phones show one plan's column at a time, chosen with these buttons. */
    planSwitcher: "Plan shown in the comparison",
  },
  custom: {
    id: "custom-solution-title",
    icon: PencilRuler,
    title: "Need a Custom Solution?",
    text: "Every business is different. Tell us what you need and we will put together a package and a price that fit.",
    primary: { label: "Talk to Us", url: "/contact" },
  },
};
