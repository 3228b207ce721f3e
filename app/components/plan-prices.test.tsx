import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { plans, plansPage } from "~/content/plans";
import { shownPricing } from "~/content/schema/prices";
import { PlansExplorer } from "./PlansExplorer";

function renderPlans() {
  const Stub = createRoutesStub([{ path: "*", Component: () => <PlansExplorer /> }]);
  return render(<Stub initialEntries={["/plans"]} />);
}

// As shipped no package has a price (DECISIONS.md 27); here the Startup Package gets one, as the
// plans view gives it once the agency sets it (the fixture build sets it in content:
// builder/content/fixture-site.test.ts).
const startup = plans.find((plan) => plan.id === "startup")!;
const shipped = startup.shown;

describe("a package's price on /plans", () => {
  beforeEach(() => {
    startup.shown = shownPricing({ price: 45000, timeline: { fromWeeks: 3, toWeeks: 5 } }, "en");
  });
  afterEach(() => {
    startup.shown = shipped;
  });

  it("is on its card in place of the quote, with its timeline; the others still say how they are quoted", () => {
    renderPlans();
    const card = screen.getByRole("heading", { level: 3, name: "Startup Package" }).closest("li")!;
    expect(card).toHaveTextContent(/from\s*NPR 45,000\s*Usually 3–5 weeks/);
    expect(within(card).queryByText(plansPage.quote)).toBeNull();
    const growth = screen.getByRole("heading", { level: 3, name: "Growth Package" }).closest("li")!;
    expect(within(growth).getByText(plansPage.quote)).toBeVisible();
  });

  it("heads its column of the comparison, under its name", async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(screen.getByRole("button", { name: "Comparison" }));
    const head = await screen.findByRole("columnheader", { name: /^Startup Package/ });
    expect(head).toHaveTextContent(/^Startup Package\s*from\s*NPR 45,000\s*Usually 3–5 weeks$/);
    expect(screen.getByRole("columnheader", { name: /^Growth Package/ })).toHaveTextContent(
      /^Growth Package$/,
    );
  });
});

describe("as shipped", () => {
  it("no package has a price or a timeline: the packages say how they are quoted (SPEC.md)", () => {
    for (const plan of plans) expect(plan.shown, plan.id).toEqual({ price: undefined, timeline: undefined });
    expect(plansPage.quote).toBe("Fixed quote after a free consultation");
  });
});
