import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyThemeChoice,
  currentTheme,
  readThemeChoice,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  writeThemeChoice,
} from "./theme";
import { addThemeColorMetas } from "../../test/theme";
import { systemColorScheme } from "../../test/media";
import css from "../app.css?raw";

describe("the visitor's choice (applied by the shell's script before the first paint)", () => {
  // What app/shell/index.ts runs first.
  const run = () => applyThemeChoice(readThemeChoice());
  const root = document.documentElement;

  const themeColors = () =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
    root.className = "";
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  });

  it("applies a stored choice to <html> and the browser's theme colour", () => {
    addThemeColorMetas();
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(root.className).toBe("dark");
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(currentTheme()).toBe("dark");

    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    run();
    expect(root.className).toBe("light");
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    expect(currentTheme()).toBe("light");
  });

  it("leaves the page to the system preference without a valid choice", async () => {
    addThemeColorMetas();
    window.localStorage.setItem(THEME_STORAGE_KEY, "purple");
    run();
    expect(root.className).toBe("");
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
    expect(currentTheme()).toBe("light");
    await systemColorScheme("dark");
    expect(currentTheme()).toBe("dark");
  });

  it("never throws with storage blocked: the choice then lasts for the page", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(run).not.toThrow();
    expect(root.className).toBe("");
    expect(() => writeThemeChoice("dark")).not.toThrow();
    expect(readThemeChoice()).toBeNull();
  });
});

/** The custom properties of the first `selector { ... }` block of app.css. */
function tokens(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}
const blockAfter = (marker: string) => {
  const start = css.indexOf("{", css.indexOf(marker)) + 1;
  return css.slice(start, css.indexOf("}", start));
};
const light = tokens(blockAfter(":root {"));
const dark = { ...light, ...tokens(blockAfter("@variant dark {")) };

function resolve(theme: Record<string, string>, name: string): string {
  const value = theme[name];
  const reference = value?.match(/^var\(--([\w-]+)\)$/);
  return reference ? resolve(theme, reference[1]) : value;
}

function luminance(hex: string): number {
  const channels = hex
    .replace("#", "")
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}
function contrast(theme: Record<string, string>, a: string, b: string): number {
  const [x, y] = [luminance(resolve(theme, a)), luminance(resolve(theme, b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Text and its background: WCAG AA for body text. */
const TEXT_PAIRS: [string, string][] = [
  ...["background", "muted", "surface", "secondary"].flatMap((bg): [string, string][] => [
    ["foreground", bg],
    ["muted-foreground", bg],
    ["accent-text", bg],
    ["brand", bg],
  ]),
  ["surface-foreground", "surface"],
  ["destructive", "surface"],
  ["destructive", "background"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["secondary-foreground", "secondary"],
  ["brand-foreground", "brand"],
  ["brand-surface-foreground", "brand-surface"],
  ["selected-foreground", "selected"],
  ["inverse-foreground", "inverse"],
  ["inverse-muted", "inverse"],
  ["inverse-accent", "inverse"],
  ["inverse-foreground", "brand-surface"],
  ["destructive-foreground", "destructive"],
  ["destructive-surface-foreground", "destructive-surface"],
  ...["blue", "crimson", "teal", "amber", "violet", "green"].map((chip): [string, string] => [
    `chip-${chip}-foreground`,
    `chip-${chip}`,
  ]),
  ["foreground", "chip-amber"],
];

/** Focus rings and the like against what they sit on: 3:1 (WCAG 1.4.11). */
const UI_PAIRS: [string, string][] = [
  ["ring", "background"],
  ["ring", "surface"],
  ["ring", "muted"],
  ["ring-inverse", "inverse"],
  ["ring-inverse", "brand-surface"],
  ["selected", "muted"],
  ["destructive-surface-foreground", "destructive-surface"],
];

describe("theme tokens (app.css)", () => {
  it.each([
    ["light", light],
    ["dark", dark],
  ])("%s: every text pair reaches 4.5:1 and every focus ring 3:1", (_name, theme) => {
    const failures = [
      ...TEXT_PAIRS.map(([fg, bg]) => ({ fg, bg, min: 4.5 })),
      ...UI_PAIRS.map(([fg, bg]) => ({ fg, bg, min: 3 })),
    ]
      .map((pair) => ({ ...pair, ratio: Math.round(contrast(theme, pair.fg, pair.bg) * 100) / 100 }))
      .filter((pair) => !(pair.ratio >= pair.min));
    expect(failures).toEqual([]);
  });

  it("dark: form controls are outlined at 3:1 against the surfaces they sit on", () => {
    for (const bg of ["background", "muted", "surface"]) {
      expect(contrast(dark, "input", bg)).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives the browser the inverse colour each theme opens its pages with", () => {
    expect(resolve(light, "inverse")).toBe(THEME_COLORS.light);
    expect(resolve(dark, "inverse")).toBe(THEME_COLORS.dark);
  });
});
