import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { themeCopy } from "~/content/theme";
import { toastCopy } from "~/content/toast";
import { THEME_COLORS, THEME_STORAGE_KEY } from "~/lib/theme";
import { addThemeColorMetas } from "../../test/theme";
import { renderPage } from "../../test/shell/testPage";

it("runs the whole shell from the top of the page, the visitor's theme first", async () => {
  addThemeColorMetas();
  window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
  renderPage({ pathname: "/about" });
  // The inline script's entry (root.tsx inlines it as one script).
  await import("./index");

  const root = document.documentElement;
  expect(root).toHaveClass("dark", "js");
  expect(
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content),
  ).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  for (const toggle of screen.getAllByRole("button", { name: themeCopy.toggle, hidden: true }))
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("region", { name: toastCopy.regionLabel })).toBeInTheDocument();
  expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
});
