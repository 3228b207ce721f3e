import type * as plansContent from "content:plans";
import {
  buttonUrl,
  comparison,
  custom,
  explorer,
  hero,
  plans as packages,
  popular,
  quote,
} from "content:plans/page";
import type { inclusions } from "./schema/plans";

type Content = typeof plansContent;

/** included: a tick; excluded: a cross; 'partial' and 'limited': shown as Limited. */
export type Inclusion = (typeof inclusions)[number];

/** A feature as one plan has it: its name and the plan's column of that row of the comparison. */
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

export type PlanColor = Content["plans"][number]["color"];

/**
 * A package (SPEC.md section 3): content/{en,ne}/plans.yaml. `shown` is its starting price and
 * typical timeline as the page's language writes them, where the agency has set them
 * (DECISIONS.md 27); none is set as shipped, so Startup and Growth say how they are quoted.
 */
export type Plan = (typeof packages)[number] & {
  /** Every category of the comparison, with this plan's column. */
  categories: PlanCategory[];
};

export const plans: Plan[] = packages.map((plan) => ({
  ...plan,
  categories: comparison.map(({ id, name, features }) => ({
    id,
    name,
    features: features.map((feature) => ({ name: feature.name, ...feature[plan.id] })),
  })),
}));

/** How the packages are shown: as cards or as one comparison table. */
export type PlanView = "cards" | "comparison";

/** Card view shows this many features per category, then '+N more features'. */
export const CARD_FEATURE_LIMIT = 5;

/** The page's words from content/{en,ne}/plans.yaml, in the language being built. */
export const plansCopy = {
  hero,
  explorer,
  popular,
  /** Shown where a package has no price: as shipped, the Startup and Growth packages are quoted. */
  quote,
  buttonUrl,
  custom: { ...custom, id: "custom-solution-title" },
};

export const plansPage = {
  ...plansCopy,
  viewLabel: "Show plans as",
  views: [
    { id: "cards", label: "Card View" },
    { id: "comparison", label: "Comparison" },
  ] satisfies { id: PlanView; label: string }[],
  moreFeatures: (count: number) => `+${count} more features`,
  fewerFeatures: "Show fewer features",
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
};
