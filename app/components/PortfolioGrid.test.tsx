import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { portfolioPage, projects } from "~/content/portfolio";
import { clickOutsideAct } from "../../test/react";
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
  await clickOutsideAct(chip);
  expect(chip).toHaveAttribute("aria-pressed", "true");
  expect(titles()).toEqual(all);
  expect(screen.getByText(portfolioPage.results(all.length))).toBeInTheDocument();
  expect(screen.getAllByRole("article")[0].closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");

  const shown = projects.filter((project) => project.category === chosen.category);
  expect(await screen.findByText(portfolioPage.results(shown.length))).toBeInTheDocument();
  expect(titles()).toEqual(shown.map((project) => project.title));
  expect(screen.getAllByRole("article")[0].closest("[aria-busy]")).toBeNull();
});
