import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CARD_FEATURE_LIMIT, plans } from "~/content/plans";
import { PlanCards } from "./PlanCards";
import { PlansExplorer } from "./PlansExplorer";
import { Tooltip } from "./ui/tooltip";

function inRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={["/plans"]} />);
}

const stateOf = (trigger: HTMLElement) => trigger.parentElement!.getAttribute("data-state");

describe("Tooltip", () => {
  it("describes its button, opens on keyboard focus and closes on Escape and blur", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tooltip label="About Online shop" text="E-commerce with up to 50 products" />
      </>,
    );
    const trigger = screen.getByRole("button", { name: "About Online shop" });
    expect(trigger).toHaveAccessibleDescription("E-commerce with up to 50 products");
    expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent(
      "E-commerce with up to 50 products",
    );
    expect(stateOf(trigger)).toBe("closed");

    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(stateOf(trigger)).toBe("open");
    await user.keyboard("{Escape}");
    expect(stateOf(trigger)).toBe("closed");
    expect(trigger).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab();
    expect(stateOf(trigger)).toBe("open");
    await user.tab({ shift: true });
    expect(stateOf(trigger)).toBe("closed");
  });

  it("opens while a mouse hovers it or its bubble, and Escape dismisses it under the pointer", () => {
    render(<Tooltip label="About Support" text="3 months" />);
    const trigger = screen.getByRole("button", { name: "About Support" });
    const root = trigger.parentElement!;
    fireEvent.pointerEnter(root, { pointerType: "mouse" });
    expect(stateOf(trigger)).toBe("open");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(stateOf(trigger)).toBe("closed");
    fireEvent.pointerLeave(root, { pointerType: "mouse" });
    fireEvent.pointerEnter(root, { pointerType: "mouse" });
    expect(stateOf(trigger)).toBe("open");
    fireEvent.pointerLeave(root, { pointerType: "mouse" });
    expect(stateOf(trigger)).toBe("closed");
  });

  it("opens on a tap and closes when a press lands elsewhere", () => {
    render(
      <>
        <Tooltip label="About Training" text="1 hour" />
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole("button", { name: "About Training" });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: "touch" });
    expect(stateOf(trigger)).toBe("closed");
    fireEvent.click(trigger);
    expect(stateOf(trigger)).toBe("open");
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    expect(stateOf(trigger)).toBe("closed");
  });
});

describe("PlanCards", () => {
  it("shows five features per category and how many more there are", () => {
    inRouter(<PlanCards />);
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(cards).toHaveLength(3);
    for (const [index, card] of cards.entries()) {
      const plan = plans[index];
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(plan.name);
      const lists = within(card).getAllByRole("list");
      expect(lists).toHaveLength(plan.categories.length);
      for (const [i, category] of plan.categories.entries()) {
        expect(within(lists[i]).getAllByRole("listitem")).toHaveLength(CARD_FEATURE_LIMIT);
        const more = category.features.length - CARD_FEATURE_LIMIT;
        expect(within(card).getAllByText(`+${more} more features`).length).toBeGreaterThan(0);
      }
      expect(within(card).getByRole("link", { name: plan.buttonText })).toHaveAttribute("href", "/contact");
    }
  });
});

describe("PlansExplorer", () => {
  it("starts on the cards and switches to the table, where only Website is open", async () => {
    const user = userEvent.setup();
    inRouter(<PlansExplorer />);
    const cardsButton = screen.getByRole("button", { name: "Card View" });
    expect(cardsButton).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("table")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Comparison" }));
    expect(cardsButton).toHaveAttribute("aria-pressed", "false");
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Feature", ...plans.map((plan) => plan.name)]);

    const website = screen.getByRole("button", { name: "Website" });
    const brand = screen.getByRole("button", { name: "Brand & Content" });
    expect(website).toHaveAttribute("aria-expanded", "true");
    expect(brand).toHaveAttribute("aria-expanded", "false");
    const controlled = (button: HTMLElement) =>
      button
        .getAttribute("aria-controls")!
        .split(" ")
        .map((id) => document.getElementById(id)!);
    expect(controlled(website)).toHaveLength(plans[0].categories[0].features.length);
    for (const row of controlled(website)) expect(row).not.toHaveAttribute("hidden");
    for (const row of controlled(brand)) expect(row).toHaveAttribute("hidden");

    await user.click(brand);
    expect(brand).toHaveAttribute("aria-expanded", "true");
    expect(website).toHaveAttribute("aria-expanded", "true");
    for (const row of controlled(brand)) expect(row).not.toHaveAttribute("hidden");

    // The open categories are kept when the view switches back and forth.
    await user.click(cardsButton);
    await user.click(screen.getByRole("button", { name: "Comparison" }));
    expect(screen.getByRole("button", { name: "Brand & Content" })).toHaveAttribute("aria-expanded", "true");
  });
});
