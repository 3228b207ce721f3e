import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setMediaMatches } from "../../vitest.platform";
import { DESKTOP_QUERY, startMobileNav } from "./mobileNav";
import { renderPage, stayOnPage } from "./testPage";

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

// jsdom has no invoker commands (`command`, `commandfor`) and no `closedby`: the shell's script
// fills them in, as it does in browsers without them.
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

  it("closes at a tap on the backdrop, not at one inside the panel", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole("navigation", { name: "Mobile" }));
    expect(openMenu()).toBe(dialog);
    // The backdrop is the dialog's own box: a tap there lands on the dialog itself.
    await user.click(dialog);
    expect(openMenu()).toBeNull();
  });

  it("closes when a link in it is followed", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole("link", { name: "Plans" }));
    expect(openMenu()).toBeNull();
  });

  it("closes when the window widens to the desktop bar, not at a change that stays narrow", async () => {
    await open();
    setMediaMatches(DESKTOP_QUERY, true);
    expect(openMenu()).toBeNull();

    // Wide, then opened (a phone turned, a window zoomed), then narrower: it stays.
    await open();
    setMediaMatches(DESKTOP_QUERY, false);
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
