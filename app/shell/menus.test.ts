import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { movePointer, renderPage, stayOnPage } from "../../test/shell/testPage";
import { windowWidth } from "../../test/media";
import { HOVER_INTENT_MS, startMenus } from "./menus";

/** How long the pointer may be off a menu (crossing the gap to its panel) before it closes. */
const CLOSE_DELAY_MS = 150;
/** A click within this time of the hover that opened a menu belongs to the same gesture. */
const HOVER_CLICK_GRACE_MS = 500;

// The header's bar as a desktop shows it: the site's stylesheet hangs each panel below its item,
// where the pointer can cross from one to the other.
import "~/app.css";

beforeAll(() => {
  startMenus();
  stayOnPage();
});
beforeEach(() => windowWidth(1280));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The pointer's timing is checked with fake timers and events dispatched by hand; real input
 * (Vitest's userEvent, through Playwright) drives whole gestures, with real timers.
 */
const fakeTimers = () => vi.useFakeTimers();
const setupUser = () => userEvent.setup();

/** A menu of the header's bar: its button, its panel (a popover) and the item holding both. */
function menu(name: "What We Do" | "Who We Are") {
  const trigger = screen.getByRole("button", { name });
  const panel = document.getElementById(trigger.getAttribute("popovertarget") ?? "");
  if (!panel) throw new Error(`${name} has no panel`);
  return { trigger, panel, item: trigger.closest("[data-menu]")! };
}
const isOpen = (panel: Element) => panel.matches(":popover-open");

describe("the header's menus", () => {
  it("open when a mouse rests on them, not at a touch", () => {
    fakeTimers();
    renderPage({ pathname: "/services/SEO" });
    const { trigger, panel } = menu("What We Do");
    movePointer(document.body, trigger, "touch");
    expect(isOpen(panel)).toBe(false);

    movePointer(document.body, trigger);
    expect(isOpen(panel)).toBe(true);
    expect(within(panel).getByRole("link", { name: /^SEO Optimization/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("close a moment after the mouse leaves, long enough to cross into the panel", () => {
    fakeTimers();
    renderPage();
    const { trigger, panel } = menu("Who We Are");
    movePointer(document.body, trigger);
    movePointer(trigger, document.body);
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(isOpen(panel)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(panel)).toBe(false);

    // Off the button, across a gap, onto the panel: it stays.
    movePointer(document.body, trigger);
    movePointer(trigger, document.body);
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 50);
    movePointer(document.body, within(panel).getByRole("link", { name: /^Our Story/ }));
    vi.advanceTimersByTime(CLOSE_DELAY_MS * 4);
    expect(isOpen(panel)).toBe(true);

    // From the button straight into its panel starts no closing at all.
    movePointer(within(panel).getByRole("link", { name: /^Our Story/ }), trigger);
    movePointer(trigger, panel);
    vi.advanceTimersByTime(CLOSE_DELAY_MS * 4);
    expect(isOpen(panel)).toBe(true);
  });

  it("stay open when the click follows the hover that opened them; a later click closes", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("Who We Are");
    // A mouse comes over the button before it clicks: the hover opens the menu, the click keeps it.
    await user.click(trigger);
    expect(isOpen(panel)).toBe(true);
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^About/),
      expect.stringMatching(/^Our Story/),
      expect.stringMatching(/^Values/),
      expect.stringMatching(/^Careers/),
    ]);
    await user.click(trigger);
    expect(isOpen(panel)).toBe(false);

    // Resting there until it opens, then clicking a while later: the visitor means to close it.
    await user.unhover(trigger);
    await user.hover(trigger);
    expect(isOpen(panel)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, HOVER_CLICK_GRACE_MS));
    await user.click(trigger);
    expect(isOpen(panel)).toBe(false);
  });

  it("open at a key or a tap that comes right after a hover that closed", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("Who We Are");
    const hoverAndLeave = async () => {
      await user.hover(trigger);
      expect(isOpen(panel)).toBe(true);
      await user.unhover(trigger);
      await new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS + 50));
      expect(isOpen(panel)).toBe(false);
    };
    // Within the hover's grace, but neither is the click of the mouse that opened it.
    await hoverAndLeave();
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(isOpen(panel)).toBe(true);
    await user.keyboard("{Escape}");

    // A tap: a click no hover of a mouse came before.
    await hoverAndLeave();
    trigger.dispatchEvent(new PointerEvent("click", { bubbles: true, detail: 1, pointerType: "touch" }));
    expect(isOpen(panel)).toBe(true);
    panel.hidePopover();
  });

  it("open from the keyboard, and Escape inside a panel hands the focus back to its button", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("What We Do");
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(isOpen(panel)).toBe(true);
    await user.tab();
    expect(within(panel).getByRole("link", { name: /^Design & Development/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(isOpen(panel)).toBe(false);
    expect(trigger).toHaveFocus();

    // Opened by the mouse while the focus was elsewhere, then entered from the keyboard.
    const logo = screen.getAllByRole("link", { name: /home$/ })[0];
    logo.focus();
    movePointer(document.body, trigger);
    within(panel)
      .getByRole("link", { name: /^Branding/ })
      .focus();
    await user.keyboard("{Escape}");
    expect(isOpen(panel)).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it("close when the focus leaves them, not while it moves inside", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("Who We Are");
    trigger.focus();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(within(panel).getByRole("link", { name: /^About/ })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole("link", { name: /^Our Story/ })).toHaveFocus();
    expect(isOpen(panel)).toBe(true);

    within(screen.getByRole("navigation", { name: "Main" }))
      .getByRole("link", { name: "Plans" })
      .focus();
    expect(isOpen(panel)).toBe(false);
  });

  it("close when a link in a panel is followed", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("Who We Are");
    await user.click(trigger);
    await user.click(within(panel).getByRole("link", { name: /^Careers/ }));
    expect(isOpen(panel)).toBe(false);
  });

  it("hang the panel from its item, also after the window is resized", async () => {
    renderPage();
    const { trigger, panel, item } = menu("Who We Are");
    /** Where the panel is told its item is, and where the item is on the screen. */
    const anchor = () => ({
      told: ["left", "center", "bottom"].map((edge) => panel.style.getPropertyValue(`--anchor-${edge}`)),
      item: (({ left, width, bottom }) => [`${left}px`, `${left + width / 2}px`, `${bottom}px`])(
        item.getBoundingClientRect(),
      ),
    });
    movePointer(document.body, trigger);
    const { told, item: box } = anchor();
    expect(told).toEqual(box);
    // Drawn there: the panel's top at the item's foot.
    expect(panel.getBoundingClientRect().top).toBeCloseTo(item.getBoundingClientRect().bottom);

    // A narrower window centres the bar's items elsewhere: the panel follows its item.
    await windowWidth(1100);
    expect(anchor().item).not.toEqual(box);
    expect(anchor().told).toEqual(anchor().item);
  });
});

describe("the 'What We Do' panel", () => {
  /** The services the panel shows: those of one category. */
  const services = (panel: HTMLElement) =>
    within(panel)
      .queryAllByRole("listitem")
      .filter((item) => !item.querySelector("[data-menu-category]"))
      .map((item) => item.textContent);

  it("opens on the category of the service page shown", () => {
    renderPage({ pathname: "/services/SEO" });
    const { trigger, panel } = menu("What We Do");
    movePointer(document.body, trigger);
    expect(within(panel).getByRole("link", { name: /^SEO Optimization/ })).toBeVisible();
    expect(within(panel).queryByRole("link", { name: /^Logo & Identity/ })).toBeNull();
    expect(services(panel)).toEqual([
      expect.stringMatching(/^Social Media Marketing/),
      expect.stringMatching(/^Content Strategy/),
      expect.stringMatching(/^SEO Optimization/),
      expect.stringMatching(/^Email & WhatsApp Marketing/),
    ]);
  });

  it("shows the category the pointer rests on, not one it crosses on the way", () => {
    fakeTimers();
    renderPage({ pathname: "/services/SEO" });
    const { trigger, panel } = menu("What We Do");
    movePointer(document.body, trigger);
    const design = within(panel).getByRole("link", { name: /^Design & Development/ });
    const branding = within(panel).getByRole("link", { name: /^Branding/ });

    movePointer(trigger, design);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    movePointer(design, branding);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(within(panel).getByRole("link", { name: /^SEO Optimization/ })).toBeVisible();
    expect(within(panel).queryByRole("link", { name: /^Website Design/ })).toBeNull();

    vi.advanceTimersByTime(1);
    expect(within(panel).getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();
    expect(within(panel).queryByRole("link", { name: /^SEO Optimization/ })).toBeNull();
    expect(branding).toHaveAttribute("data-active");
    expect(within(panel).getByRole("link", { name: /^Digital Marketing/ })).not.toHaveAttribute(
      "data-active",
    );
    // Passing over a category on the way out of the list shows nothing either.
    const services = within(panel).getByRole("link", { name: /^Logo & Identity/ });
    movePointer(services, design);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    movePointer(design, services);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(within(panel).getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();

    // Another category's services are unseen, not removed: the panel keeps the tallest's height.
    const seo = within(panel).getByText("SEO Optimization").closest("a");
    expect(seo).not.toBeVisible();
    expect(seo?.closest("[hidden]")).toBeNull();
  });

  it("shows a category as soon as it has the focus", async () => {
    const user = setupUser();
    renderPage();
    const { trigger, panel } = menu("What We Do");
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(within(panel).getByRole("link", { name: /^Website Design/ })).toBeVisible();
    await user.tab();
    await user.tab();
    expect(within(panel).getByRole("link", { name: /^Website Design/ })).toHaveFocus();
    within(panel)
      .getByRole("link", { name: /^Branding/ })
      .focus();
    expect(within(panel).getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();
  });

  it("forgets a category the pointer was resting on when the panel closed", () => {
    fakeTimers();
    renderPage({ pathname: "/services/SEO" });
    const { trigger, panel } = menu("What We Do");
    movePointer(document.body, trigger);
    const branding = within(panel).getByRole("link", { name: /^Branding/ });
    movePointer(trigger, branding);
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    branding.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(isOpen(panel)).toBe(false);
    vi.advanceTimersByTime(HOVER_INTENT_MS);

    movePointer(branding, document.body);
    movePointer(document.body, trigger);
    expect(isOpen(panel)).toBe(true);
    expect(within(panel).getByRole("link", { name: /^SEO Optimization/ })).toBeVisible();
  });

  it("starts again on the page's category each time it opens", async () => {
    const user = setupUser();
    renderPage({ pathname: "/services/SEO" });
    const { trigger, panel } = menu("What We Do");
    await user.click(trigger);
    within(panel)
      .getByRole("link", { name: /^Branding/ })
      .focus();
    expect(within(panel).getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(isOpen(panel)).toBe(false);

    await user.keyboard("{Enter}");
    expect(isOpen(panel)).toBe(true);
    expect(within(panel).getByRole("link", { name: /^SEO Optimization/ })).toBeVisible();
    expect(within(panel).getByRole("link", { name: /^Branding/ })).not.toHaveAttribute("data-active");
  });
});
