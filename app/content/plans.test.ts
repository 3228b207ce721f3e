import { describe, expect, it } from "vitest";
import { CARD_FEATURE_LIMIT, type Plan, plans, plansPage } from "./plans";

const byId = (id: string) => plans.find((plan) => plan.id === id)!;
/** Every feature name, detail and tooltip of a plan, as one text to search. */
const textOf = (plan: Plan) =>
  plan.categories
    .flatMap((category) =>
      category.features.flatMap((feature) => [feature.name, feature.detail ?? "", feature.tooltip ?? ""]),
    )
    .join("\n");
const featureOf = (plan: Plan, name: string) =>
  plan.categories.flatMap((category) => category.features).find((feature) => feature.name === name);
const detailOf = (plan: Plan, name: string) => featureOf(plan, name)?.detail;

describe("plans", () => {
  it("are the three packages of SPEC.md section 3, with their buttons, prices and highlight", () => {
    expect(
      plans.map(({ name, priceLabel, billing, highlight, buttonText }) => ({
        name,
        priceLabel,
        billing,
        highlight,
        buttonText,
      })),
    ).toEqual([
      {
        name: "Startup Package",
        priceLabel: undefined,
        billing: undefined,
        highlight: false,
        buttonText: "Get Started",
      },
      {
        name: "Growth Package",
        priceLabel: undefined,
        billing: undefined,
        highlight: true,
        buttonText: "Most Popular",
      },
      {
        name: "Enterprise Solution",
        priceLabel: "Custom",
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
    expect([...values].sort()).toEqual(["excluded", "included", "limited", "partial"]);
  });

  it("show every partial or limited feature's limit as text, with a tooltip that adds to it", () => {
    for (const plan of plans) {
      for (const feature of plan.categories.flatMap((category) => category.features)) {
        const where = `${plan.name}: ${feature.name}`;
        if (feature.detail !== undefined) expect(feature.detail.trim(), where).not.toBe("");
        if (feature.included === "partial" || feature.included === "limited") {
          expect(feature.detail, where).toBeTruthy();
          expect(feature.tooltip, where).toBeTruthy();
          // The tooltip says more in other words; it does not repeat the visible detail.
          expect(feature.tooltip!.toLowerCase(), where).not.toContain(feature.detail!.toLowerCase());
          expect(feature.tooltip!.length, where).toBeGreaterThan(feature.detail!.length);
        } else {
          // What a plan includes is never hidden in a tooltip: its figure is the visible detail.
          expect(feature.tooltip, where).toBeUndefined();
        }
        if (feature.included === "excluded") expect(feature.detail, where).toBeUndefined();
      }
    }
  });

  it("keep details short enough for one line of a phone's table cell", () => {
    for (const plan of plans) {
      for (const feature of plan.categories.flatMap((category) => category.features)) {
        if (feature.detail) expect(feature.detail.length, feature.detail).toBeLessThanOrEqual(19);
      }
    }
  });

  it("state the constants of SPEC.md section 9 as visible details", () => {
    const startup = byId("startup");
    expect(detailOf(startup, "Custom website design")).toBe("5-page website");
    expect(detailOf(startup, "Support after launch")).toBe("3 months");
    expect(detailOf(startup, "Training for your team")).toBe("1 hour");
    expect(featureOf(startup, "Content writing")?.included).toBe("limited");
    expect(detailOf(startup, "Content writing")).toBe("3 pages written");

    const growth = byId("growth");
    expect(featureOf(growth, "Online shop")?.included).toBe("limited");
    expect(detailOf(growth, "Online shop")).toBe("Up to 50 products");
    expect(featureOf(growth, "Content updates")?.included).toBe("limited");
    expect(detailOf(growth, "Content updates")).toBe("Up to 5 per month");
    expect(detailOf(growth, "Content calendar")).toBe("3 months");
    expect(detailOf(growth, "Support after launch")).toBe("6 months");
    expect(detailOf(growth, "Training for your team")).toBe("3 hours");

    const enterprise = byId("enterprise");
    expect(detailOf(enterprise, "Support after launch")).toBe("12 months, priority");
    expect(detailOf(enterprise, "Content calendar")).toBe("12 months");
    expect(detailOf(enterprise, "Training for your team")).toBe("Unlimited");
    expect(detailOf(enterprise, "Content updates")).toBe("Unlimited");

    expect(textOf(startup)).not.toMatch(/unlimited/i);
  });

  it("put the figures that tell the plans apart among the five features a card shows", () => {
    for (const plan of plans) {
      const shown = plan.categories.flatMap((category) => category.features.slice(0, CARD_FEATURE_LIMIT));
      const names = shown.map((feature) => feature.name);
      expect(names).toEqual(
        expect.arrayContaining([
          "Custom website design",
          "Online shop",
          "Content writing",
          "Content updates",
          "Content calendar",
          "Support after launch",
          "Training for your team",
        ]),
      );
    }
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
