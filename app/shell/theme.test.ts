import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { themeCopy } from "~/content/theme";
import { applyThemeChoice, THEME_COLORS, THEME_STORAGE_KEY, themeColorMedia } from "~/lib/theme";
import { addThemeColorMetas } from "~/lib/themeTestUtils";
import { setMediaMatches } from "../../vitest.platform";
import { startThemeToggles } from "./theme";
import { renderPage } from "./testPage";

const root = document.documentElement;
const SYSTEM_DARK = themeColorMedia("dark");

/** Every theme switch of the page: the header's, and the phone menu's (in its closed dialog). */
const toggles = () => screen.getAllByRole("button", { name: themeCopy.toggle, hidden: true });
const pressed = () => toggles().map((toggle) => toggle.getAttribute("aria-pressed"));
const themeColors = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

// The page is rendered once, as a visitor gets it: the switches live as long as the page.
beforeAll(() => {
  addThemeColorMetas();
  renderPage();
  startThemeToggles();
});
afterEach(() => {
  // A fresh visit: no choice stored, the system's theme (light) shown.
  window.localStorage.clear();
  applyThemeChoice(null);
  root.classList.remove("theme-switching");
  vi.useRealTimers();
});

describe("the theme switches", () => {
  it("say on load whether the dark theme shows", () => {
    expect(toggles()).toHaveLength(2);
    expect(pressed()).toEqual(["false", "false"]);
  });

  it("switch the theme at a press: the page, every switch and the stored choice follow", async () => {
    const user = userEvent.setup();
    const [header] = toggles();
    await user.click(header);
    expect(root).toHaveClass("dark");
    expect(root).not.toHaveClass("light");
    expect(pressed()).toEqual(["true", "true"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);

    await user.click(header);
    expect(root).toHaveClass("light");
    expect(root).not.toHaveClass("dark");
    expect(pressed()).toEqual(["false", "false"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it("change every colour in one frame: transitions wait until the new theme has painted", () => {
    vi.useFakeTimers();
    toggles()[0].click();
    expect(root).toHaveClass("dark", "theme-switching");
    vi.advanceTimersToNextFrame();
    expect(root).toHaveClass("theme-switching");
    vi.advanceTimersToNextFrame();
    expect(root).not.toHaveClass("theme-switching");
  });

  it("cross-fade in a view transition, unless the visitor prefers less motion", () => {
    // jsdom has no view transitions: one that runs its update at once, as a browser's does first.
    const startViewTransition = vi.fn((update: () => void) => update());
    document.startViewTransition = startViewTransition as unknown as Document["startViewTransition"];
    onTestFinished(() => void delete (document as Partial<Document>).startViewTransition);
    toggles()[0].click();
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(root).toHaveClass("dark");

    setMediaMatches("(prefers-reduced-motion: reduce)", true);
    toggles()[0].click();
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(root).toHaveClass("light");
  });

  it("follow the system's theme until the visitor chooses one", async () => {
    setMediaMatches(SYSTEM_DARK, true);
    expect(pressed()).toEqual(["true", "true"]);
    setMediaMatches(SYSTEM_DARK, false);
    expect(pressed()).toEqual(["false", "false"]);

    await userEvent.setup().click(toggles()[0]);
    expect(pressed()).toEqual(["true", "true"]);
    setMediaMatches(SYSTEM_DARK, true);
    setMediaMatches(SYSTEM_DARK, false);
    expect(root).toHaveClass("dark");
    expect(pressed()).toEqual(["true", "true"]);
  });

  it("take up a choice made in another tab", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(root).toHaveClass("dark");
    expect(pressed()).toEqual(["true", "true"]);

    // Other settings leave it alone; storage cleared there, the system's theme shows here too.
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: "draft", newValue: null }));
    expect(root).toHaveClass("dark");
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(root).not.toHaveClass("dark");
    expect(pressed()).toEqual(["false", "false"]);
  });
});
