import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { CARD_FEATURE_LIMIT, plans } from "~/content/plans";
import { PlanCards } from "./PlanCards";
import { PlansExplorer } from "./PlansExplorer";
import { clickOutsideAct } from "../../test/react";
import { Tooltip } from "./ui/tooltip";

function inRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={["/plans"]} />);
}

const stateOf = (trigger: HTMLElement) => trigger.parentElement!.getAttribute("data-state");

/** Text on show: the element holding exactly `text`, outside any tooltip bubble. */
function visibleText(container: HTMLElement, text: string) {
  const found = within(container)
    .queryAllByText(text, { exact: true })
    .filter((element) => !element.closest('[role="tooltip"]'));
  expect(found, `"${text}" as visible text`).toHaveLength(1);
  return found[0];
}

const planFeature = (planIndex: number, name: string) =>
  plans[planIndex].categories.flatMap((category) => category.features).find((f) => f.name === name)!;

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

  it("closes on a second tap of its button, which a tap also focuses", () => {
    render(<Tooltip label="About Training" text="1 hour" />);
    const trigger = screen.getByRole("button", { name: "About Training" });
    fireEvent.focus(trigger);
    fireEvent.click(trigger);
    expect(stateOf(trigger)).toBe("open");
    fireEvent.click(trigger);
    expect(stateOf(trigger)).toBe("closed");
    fireEvent.click(trigger);
    expect(stateOf(trigger)).toBe("open");
  });
});

describe("PlanCards", () => {
  it("shows each category's heading and first five features, in order, and how many more there are", () => {
    inRouter(<PlanCards />);
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(cards).toHaveLength(3);
    for (const [index, card] of cards.entries()) {
      const plan = plans[index];
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(plan.name);
      expect(
        within(card)
          .getAllByRole("heading", { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual(plan.categories.map((category) => category.name));
      const lists = within(card).getAllByRole("list");
      expect(lists).toHaveLength(plan.categories.length);
      for (const [i, category] of plan.categories.entries()) {
        expect(
          within(lists[i])
            .getAllByRole("listitem")
            .map((item) => item.textContent),
        ).toEqual(
          category.features
            .slice(0, CARD_FEATURE_LIMIT)
            .map((feature) => expect.stringContaining(feature.name)),
        );
      }
      expect(
        within(card)
          .getAllByText(/^\+\d+ more features$/)
          .map((more) => more.textContent),
      ).toEqual(
        plan.categories.map((category) => `+${category.features.length - CARD_FEATURE_LIMIT} more features`),
      );
      // To the contact form, naming the package (its message then starts with the package's name).
      expect(within(card).getByRole("link", { name: plan.buttonText })).toHaveAttribute(
        "href",
        `/contact?package=${plan.id}`,
      );
    }
  });

  it("'+N more features' shows the category's other features in place, and hides them again", async () => {
    const user = userEvent.setup();
    inRouter(<PlanCards />);
    const card = screen.getByRole("heading", { level: 3, name: plans[0].name }).closest("li")!;
    const category = plans[0].categories[0];
    const list = within(card).getAllByRole("list")[0];
    // The first category's (another may have as many more).
    const [more] = within(card).getAllByRole("button", {
      name: `+${category.features.length - CARD_FEATURE_LIMIT} more features`,
    });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", list.id);

    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(more).toHaveTextContent("Show fewer features");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(category.features.map((feature) => expect.stringContaining(feature.name)));
    expect(within(within(card).getAllByRole("list")[1]).getAllByRole("listitem")).toHaveLength(
      CARD_FEATURE_LIMIT,
    );

    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(within(list).getAllByRole("listitem")).toHaveLength(CARD_FEATURE_LIMIT);
  });

  it("shows each plan's figures as text under the feature name, not only in a tooltip", () => {
    inRouter(<PlanCards />);
    const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")!;
    const item = (name: string, feature: string) =>
      within(card(name))
        .getAllByRole("listitem")
        .find((li) => li.textContent!.startsWith(feature))!;

    const startup = "Startup Package";
    expect(item(startup, "Custom website design")).toContainElement(
      visibleText(card(startup), "5-page website"),
    );
    expect(item(startup, "Support after launch")).toContainElement(visibleText(card(startup), "3 months"));
    expect(item(startup, "Training for your team")).toContainElement(visibleText(card(startup), "1 hour"));
    visibleText(item(startup, "Content writing"), "3 pages written");
    visibleText(card("Growth Package"), "6 months");
    visibleText(card("Growth Package"), "3 hours");
    visibleText(card("Enterprise Solution"), "12 months, priority");

    // Included features with a figure have no info button; a limited one keeps its label and
    // tooltip, which says more than the figure beside it.
    expect(within(item(startup, "Support after launch")).queryByRole("button")).toBeNull();
    const shop = item("Growth Package", "Online shop");
    visibleText(shop, "Limited");
    visibleText(shop, "Up to 50 products");
    const info = within(shop).getByRole("button", { name: "About Online shop" });
    expect(info).toHaveAccessibleDescription(planFeature(1, "Online shop").tooltip!);
    expect(planFeature(1, "Online shop").tooltip).not.toContain("Up to 50 products");
    // A feature left out says so in words, for screen readers, and nothing more.
    expect(item(startup, "Online shop")).toHaveTextContent(/^Online shop\s*Not included$/);
  });
});

describe("PlanComparison", () => {
  it("shows each plan's figure in its cell, so rows compare at a glance", async () => {
    const user = userEvent.setup();
    inRouter(<PlansExplorer />);
    await user.click(screen.getByRole("button", { name: "Comparison" }));
    await user.click(await screen.findByRole("button", { name: "Support & Extras" }));
    await user.click(screen.getByRole("button", { name: "Brand & Content" }));
    const cells = (feature: string) =>
      within(screen.getByRole("rowheader", { name: feature }).closest("tr")!).getAllByRole("cell");

    const support = cells("Support after launch");
    expect(support).toHaveLength(3);
    ["3 months", "6 months", "12 months, priority"].forEach((text, i) => visibleText(support[i], text));
    ["1 hour", "3 hours", "Unlimited"].forEach((text, i) =>
      visibleText(cells("Training for your team")[i], text),
    );
    ["5-page website", "Up to 15 pages", "No page limit"].forEach((text, i) =>
      visibleText(cells("Custom website design")[i], text),
    );
    for (const cell of support) expect(within(cell).queryByRole("button")).toBeNull();

    // Limited: the label, the limit as text and a tooltip that adds to it.
    const shop = cells("Online shop")[1];
    visibleText(shop, "Limited");
    visibleText(shop, "Up to 50 products");
    expect(
      within(shop).getByRole("button", { name: "About Online shop in the Growth Package" }),
    ).toHaveAccessibleDescription(planFeature(1, "Online shop").tooltip!);
    visibleText(cells("Content writing")[0], "3 pages written");
    visibleText(cells("Content updates")[1], "Up to 5 per month");
    expect(within(cells("Content updates")[0]).getByText("Not included")).toBeInTheDocument();
  });
});

describe("PlansExplorer", () => {
  it("starts on the cards and switches to the table, where only Website is open and each category toggles on its own", async () => {
    const user = userEvent.setup();
    inRouter(<PlansExplorer />);
    const cardsButton = screen.getByRole("button", { name: "Card View" });
    expect(cardsButton).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("table")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Comparison" }));
    expect(cardsButton).toHaveAttribute("aria-pressed", "false");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Feature", ...plans.map((plan) => plan.name)]);

    const website = screen.getByRole("button", { name: "Website" });
    const brand = screen.getByRole("button", { name: "Brand & Content" });
    const support = screen.getByRole("button", { name: "Support & Extras" });
    expect(website).toHaveAttribute("aria-expanded", "true");
    expect(brand).toHaveAttribute("aria-expanded", "false");
    expect(support).toHaveAttribute("aria-expanded", "false");
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

    // Each category toggles on its own.
    await user.click(website);
    expect(website).toHaveAttribute("aria-expanded", "false");
    expect(brand).toHaveAttribute("aria-expanded", "true");
    for (const row of controlled(website)) expect(row).toHaveAttribute("hidden");
    await user.click(website);

    // The open categories are kept when the view switches back and forth.
    await user.click(cardsButton);
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Comparison" }));
    expect(await screen.findByRole("button", { name: "Brand & Content" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("works from the keyboard: the views and the comparison's categories", async () => {
    const user = userEvent.setup();
    inRouter(<PlansExplorer />);
    const comparison = screen.getByRole("button", { name: "Comparison" });
    comparison.focus();
    await user.keyboard(" ");
    expect(comparison).toHaveAttribute("aria-pressed", "true");
    const category = within(await screen.findByRole("table")).getByRole("button", {
      name: "Brand & Content",
    });
    expect(category).toHaveAttribute("aria-expanded", "false");
    category.focus();
    await user.keyboard("{Enter}");
    expect(category).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(category).toHaveAttribute("aria-expanded", "false");
    const cards = screen.getByRole("button", { name: "Card View" });
    cards.focus();
    await user.keyboard("{Enter}");
    expect(cards).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
  });

  it("presses the chosen view's button at once, and shows the view after, marked busy meanwhile", async () => {
    inRouter(<PlansExplorer />);
    const comparison = screen.getByRole("button", { name: "Comparison" });
    const cards = screen.getByRole("heading", { name: plans[0].name });
    await clickOutsideAct(comparison);
    expect(comparison).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("table")).toBeNull();
    expect(cards).toBeVisible();
    expect(cards.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");

    const table = await screen.findByRole("table");
    expect(cards).not.toBeInTheDocument();
    expect(table.closest("[aria-busy]")).toBeNull();
  });
});
