import { describe, expect, it } from "vitest";
import { CARD_FEATURE_LIMIT, type Plan, plans, plansPage } from "./plans";

const byId = (id: string) => plans.find((plan) => plan.id === id)!;
/** Every feature name and tooltip of a plan, as one text to search. */
const textOf = (plan: Plan) =>
  plan.categories
    .flatMap((category) => category.features.flatMap((feature) => [feature.name, feature.tooltip ?? ""]))
    .join("\n");
const tooltipOf = (plan: Plan, name: string) =>
  plan.categories.flatMap((category) => category.features).find((feature) => feature.name === name)?.tooltip;

describe("plans", () => {
  it("are the three packages of SPEC.md section 3, with their buttons, prices and highlight", () => {
    expect(
      plans.map(({ name, price, billing, highlight, buttonText }) => ({
        name,
        price,
        billing,
        highlight,
        buttonText,
      })),
    ).toEqual([
      { name: "Startup Package", price: "", billing: "", highlight: false, buttonText: "Get Started" },
      { name: "Growth Package", price: "", billing: "", highlight: true, buttonText: "Most Popular" },
      {
        name: "Enterprise Solution",
        price: "Custom",
        billing: "tailored to your needs",
        highlight: false,
        buttonText: "Contact Us",
      },
    ]);
    expect(plansPage.buttonUrl).toBe("/contact");
  });

  it("have unique ids, a description and an icon each", () => {
    expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
    for (const plan of plans) {
      expect(plan.id).toMatch(/^[a-z-]+$/);
      expect(plan.description.length).toBeGreaterThan(40);
      expect(plan.icon).toBeTruthy();
    }
  });

  it("share the categories Website, Brand & Content, Support & Extras, in that order", () => {
    for (const plan of plans) {
      expect(plan.categories.map((category) => category.name)).toEqual([
        "Website",
        "Brand & Content",
        "Support & Extras",
      ]);
      expect(plan.categories.map((category) => category.id)).toEqual([
        "website",
        "brand-content",
        "support-extras",
      ]);
    }
  });

  it("list the same features in the same order, each included, excluded, partial or limited", () => {
    const names = (plan: Plan) => plan.categories.map((category) => category.features.map((f) => f.name));
    for (const plan of plans.slice(1)) expect(names(plan)).toEqual(names(plans[0]));
    const all = plans[0].categories.flatMap((category) => category.features.map((f) => f.name));
    expect(new Set(all).size).toBe(all.length);

    const values = new Set(
      plans.flatMap((plan) => plan.categories.flatMap((c) => c.features.map((f) => f.included))),
    );
    expect([...values].sort()).toEqual([false, true, "limited", "partial"].sort());
  });

  it("give every partial or limited feature a tooltip that says what the limit is", () => {
    for (const plan of plans) {
      for (const feature of plan.categories.flatMap((category) => category.features)) {
        if (feature.included === "partial" || feature.included === "limited") {
          expect(feature.tooltip, `${plan.name}: ${feature.name}`).toBeTruthy();
        }
        if (feature.tooltip !== undefined) expect(feature.tooltip.trim()).not.toBe("");
      }
    }
  });

  it("state the constants of SPEC.md section 9", () => {
    const startup = byId("startup");
    expect(tooltipOf(startup, "Custom website design")).toMatch(/5-page website/);
    expect(tooltipOf(startup, "Support after launch")).toBe("3 months");
    expect(tooltipOf(startup, "Training for your team")).toBe("1 hour");
    expect(tooltipOf(startup, "Content writing")).toMatch(/content written for 3 pages/i);

    const growth = byId("growth");
    expect(tooltipOf(growth, "Online shop")).toMatch(/e-commerce with up to 50 products/i);
    expect(tooltipOf(growth, "Content updates")).toMatch(/up to 5 content updates per month/i);
    expect(tooltipOf(growth, "Content calendar")).toMatch(/3-month content calendar/i);
    expect(tooltipOf(growth, "Support after launch")).toBe("6 months");
    expect(tooltipOf(growth, "Training for your team")).toBe("3 hours");

    const enterprise = byId("enterprise");
    expect(tooltipOf(enterprise, "Support after launch")).toMatch(/12 months, priority support/);
    expect(tooltipOf(enterprise, "Content calendar")).toMatch(/12-month content calendar/i);
    expect(tooltipOf(enterprise, "Training for your team")).toMatch(/unlimited training/i);
    expect(tooltipOf(enterprise, "Content updates")).toMatch(/unlimited updates/i);

    expect(textOf(startup)).not.toMatch(/unlimited/i);
  });

  it("show at most five features per category on a card, so '+N more features' appears", () => {
    expect(CARD_FEATURE_LIMIT).toBe(5);
    const counts = plans[0].categories.map((category) => category.features.length);
    expect(counts.some((count) => count > CARD_FEATURE_LIMIT)).toBe(true);
    expect(plansPage.moreFeatures(3)).toBe("+3 more features");
  });
});

describe("plans page copy", () => {
  it("keeps the binding strings", () => {
    expect(plansPage.hero.title).toBe("Choose Your Plan");
    expect(plansPage.views.map((view) => view.label)).toEqual(["Card View", "Comparison"]);
    expect(plansPage.popular).toBe("POPULAR");
    expect(plansPage.inclusion).toEqual({
      included: "Included",
      excluded: "Not included",
      limited: "Limited",
    });
    expect(plansPage.custom.title).toBe("Need a Custom Solution?");
    expect(plansPage.custom.primary.url).toBe("/contact");
    expect(plansPage.hero.cta.url).toBe("/contact");
  });

  it("names each info button after its feature, and in the table after its plan too", () => {
    expect(plansPage.tooltipLabel("Online shop")).toBe("About Online shop");
    expect(plansPage.tooltipLabel("Online shop", "Growth Package")).toBe(
      "About Online shop in the Growth Package",
    );
  });
});
