import { render, screen, within } from "@testing-library/react";
import { expect, it, onTestFinished } from "vitest";
import { portfolioPage, projects } from "~/content/portfolio";
import { PortfolioGrid } from "./PortfolioGrid";

const titles = () =>
  within(screen.getByRole("region", { name: portfolioPage.gridTitle }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

it("presses the chosen filter at once, and shows its projects after, marked busy meanwhile", async () => {
  render(<PortfolioGrid />);
  const [chosen] = projects;
  const all = projects.map((project) => project.title);
  expect(titles()).toEqual(all);
  const chip = screen.getByRole("button", { name: chosen.category });
  // A click as the browser dispatches it, outside act() (which would render the cards too): React
  // renders the press in a microtask, the cards in a task of their own after it.
  const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
  onTestFinished(() => {
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
  });
  chip.click();
  await Promise.resolve();
  expect(chip).toHaveAttribute("aria-pressed", "true");
  expect(titles()).toEqual(all);
  expect(screen.getByText(portfolioPage.results(all.length))).toBeInTheDocument();
  expect(screen.getAllByRole("article")[0].closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");

  const shown = projects.filter((project) => project.category === chosen.category);
  expect(await screen.findByText(portfolioPage.results(shown.length))).toBeInTheDocument();
  expect(titles()).toEqual(shown.map((project) => project.title));
  expect(screen.getAllByRole("article")[0].closest("[aria-busy]")).toBeNull();
});
