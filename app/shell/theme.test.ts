import { screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { themeCopy } from "~/content/theme";
import { applyThemeChoice, THEME_COLORS, THEME_STORAGE_KEY } from "~/lib/theme";
import { addThemeColorMetas } from "../../test/theme";
import { preferReducedMotion, systemColorScheme } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";
import { startThemeToggles } from "./theme";

const root = document.documentElement;

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
let startViewTransition: MockInstance<Document["startViewTransition"]>;
beforeEach(() => {
  startViewTransition = vi.spyOn(document, "startViewTransition");
});
afterEach(() => {
  vi.restoreAllMocks();
  // A fresh visit: no choice stored, the system's theme (light) shown.
  window.localStorage.clear();
  applyThemeChoice(null);
  root.classList.remove("theme-switching");
  vi.useRealTimers();
});

/**
 * A press on a switch, and its work done: in a cross-fade the browser changes the page once it has
 * captured the old one, and the next switch waits for the fade to end, as a visitor's would.
 */
async function press(toggle: HTMLElement) {
  await userEvent.click(toggle);
  await Promise.all(startViewTransition.mock.results.map(({ value }) => value.finished));
}

describe("the theme switches", () => {
  it("say on load whether the dark theme shows", () => {
    expect(toggles()).toHaveLength(2);
    expect(pressed()).toEqual(["false", "false"]);
  });

  it("switch the theme at a press: the page, every switch and the stored choice follow", async () => {
    const [header] = toggles();
    await press(header);
    expect(root).toHaveClass("dark");
    expect(root).not.toHaveClass("light");
    expect(pressed()).toEqual(["true", "true"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);

    await press(header);
    expect(root).toHaveClass("light");
    expect(root).not.toHaveClass("dark");
    expect(pressed()).toEqual(["false", "false"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it("change every colour in one frame: transitions wait until the new theme has painted", async () => {
    // Straight, with no cross-fade around it (a visitor who prefers less motion), frame by frame.
    await preferReducedMotion();
    vi.useFakeTimers();
    toggles()[0].click();
    expect(root).toHaveClass("dark", "theme-switching");
    vi.advanceTimersToNextFrame();
    expect(root).toHaveClass("theme-switching");
    vi.advanceTimersToNextFrame();
    expect(root).not.toHaveClass("theme-switching");
  });

  it("cross-fade in a view transition, unless the visitor prefers less motion", async () => {
    await press(toggles()[0]);
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(root).toHaveClass("dark");

    await preferReducedMotion();
    await press(toggles()[0]);
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(root).toHaveClass("light");
  });

  it("follow the system's theme until the visitor chooses one", async () => {
    await systemColorScheme("dark");
    expect(pressed()).toEqual(["true", "true"]);
    await systemColorScheme("light");
    expect(pressed()).toEqual(["false", "false"]);

    await press(toggles()[0]);
    expect(pressed()).toEqual(["true", "true"]);
    await systemColorScheme("dark");
    await systemColorScheme("light");
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
