import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderPage, stayOnPage } from "../../test/shell/testPage";
import { windowWidth } from "../../test/media";
import { DESKTOP_QUERY, startMobileNav } from "./mobileNav";

/** The narrowest window the desktop bar shows in. */
const DESKTOP_WIDTH = Number(/min-width: (\d+)px/.exec(DESKTOP_QUERY)![1]);

beforeAll(() => {
  startMobileNav();
  stayOnPage();
});
beforeEach(() => renderPage({ pathname: "/services/SEO" }));

const menuButton = () => screen.getByRole("button", { name: "Open menu" });
/** The phone menu, while it is open (a closed dialog is not rendered). */
const openMenu = () => screen.queryByRole("dialog", { name: "Site menu" });

async function open() {
  const user = userEvent.setup();
  await user.click(menuButton());
  const dialog = openMenu();
  if (!dialog) throw new Error("The phone menu did not open");
  return { user, dialog };
}

// Chromium opens and closes the menu itself (invoker commands, `closedby`), from real input.
describe("the phone menu", () => {
  it("opens from its button and closes from its own", async () => {
    expect(openMenu()).toBeNull();
    const { user, dialog } = await open();
    expect(dialog).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "SEO Optimization" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(openMenu()).toBeNull();
  });

  it("works from the keyboard: its button, a service group, and its close button, which hands focus back", async () => {
    const user = userEvent.setup();
    menuButton().focus();
    await user.keyboard("{Enter}");
    const dialog = openMenu();
    if (!dialog) throw new Error("The phone menu did not open from the keyboard");
    const branding = [...dialog.querySelectorAll("summary")].find((summary) =>
      summary.textContent?.includes("Branding"),
    )!;
    branding.focus();
    await user.keyboard("{Enter}");
    expect(branding.closest("details")).toHaveProperty("open", true);
    await user.tab();
    expect(within(dialog).getByRole("link", { name: "Logo & Identity" })).toHaveFocus();

    within(dialog).getByRole("button", { name: "Close menu" }).focus();
    await user.keyboard("{Enter}");
    expect(openMenu()).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it("closes at a tap on the backdrop, not at one inside the panel", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole("navigation", { name: "Mobile" }));
    expect(openMenu()).toBe(dialog);
    // Beside the panel, on the backdrop (the dialog's own, over the page behind it); the panel as
    // wide as the site's on a phone (app.css: 88vw), which the test's page does not load.
    dialog.style.width = "88vw";
    await user.click(dialog, { position: { x: -8, y: 8 } });
    expect(openMenu()).toBeNull();
  });

  it("closes when a link in it is followed", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole("link", { name: "Plans" }));
    expect(openMenu()).toBeNull();
  });

  it("closes when the window widens to the desktop bar, not at a change that stays narrow", async () => {
    await open();
    await windowWidth(DESKTOP_WIDTH);
    expect(openMenu()).toBeNull();

    // Wide, then opened (a phone turned, a window zoomed), then narrower: it stays.
    await open();
    await windowWidth(DESKTOP_WIDTH - 1);
    expect(openMenu()).not.toBeNull();
  });

  it("keeps the service group of the page shown open, and the others closed", async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole("link", { name: "SEO Optimization" })).toBeVisible();
    for (const group of ["Design & Development", "Branding"])
      expect(within(dialog).getByText(group).closest("details")).not.toHaveAttribute("open");
    expect(within(dialog).getByText("Logo & Identity")).not.toBeVisible();
  });
});
