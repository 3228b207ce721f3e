import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_COLORS, THEME_STORAGE_KEY } from "~/lib/theme";
import { addThemeColorMetas } from "~/lib/themeTestUtils";
import { setTheme, useTheme } from "./useTheme";

/** matchMedia answering from `state`, with change listeners on the colour-scheme query. */
function fakeMedia(initial: { dark: boolean; reduce?: boolean }) {
  const state = { reduce: true, ...initial };
  const listeners = new Set<() => void>();
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        get matches() {
          if (query.includes("prefers-color-scheme: dark")) return state.dark;
          if (query.includes("prefers-reduced-motion: reduce")) return state.reduce;
          return false;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    setSystemDark(dark: boolean) {
      state.dark = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = () => document.documentElement;
const themeColors = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

describe("useTheme", () => {
  beforeEach(addThemeColorMetas);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.localStorage.clear();
    root().className = "";
    document.head.replaceChildren();
    Reflect.deleteProperty(document, "startViewTransition");
  });

  it("is unknown while pre-rendering: the server cannot see the visitor's preference", () => {
    function Probe() {
      return String(useTheme().theme);
    }
    expect(renderToString(createElement(Probe))).toBe("null");
  });

  it("follows the system preference, live, while the visitor has not chosen", () => {
    const media = fakeMedia({ dark: true });
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
    act(() => media.setSystemDark(false));
    expect(result.current.theme).toBe("light");
    // The stylesheet follows the system by itself: nothing is marked or stored.
    expect(root().classList.contains("dark") || root().classList.contains("light")).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("toggles, remembers the choice, marks <html> and the browser colour, and beats the system", () => {
    const media = fakeMedia({ dark: true });
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggle());
    expect(result.current.theme).toBe("light");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(root().classList.contains("light")).toBe(true);
    expect(root().classList.contains("dark")).toBe(false);
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);

    act(() => media.setSystemDark(true));
    expect(result.current.theme).toBe("light");

    act(() => result.current.toggle());
    expect(result.current.theme).toBe("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect([...root().classList]).toContain("dark");
    expect(root().classList.contains("light")).toBe(false);
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    act(() => media.setSystemDark(false));
    expect(result.current.theme).toBe("dark");
  });

  it("picks up a choice stored before the page loaded (the head script marked <html>)", () => {
    fakeMedia({ dark: false });
    root().classList.add("dark");
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
  });

  it("updates every toggle on the page, and applies a choice made in another tab", () => {
    fakeMedia({ dark: false });
    const header = renderHook(() => useTheme());
    const panel = renderHook(() => useTheme());
    act(() => setTheme("dark"));
    expect(header.result.current.theme).toBe("dark");
    expect(panel.result.current.theme).toBe("dark");

    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }));
    });
    expect(header.result.current.theme).toBe("light");
    expect(root().classList.contains("light")).toBe(true);
  });

  it("still switches when storage is blocked, for this page", () => {
    fakeMedia({ dark: false });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { result } = renderHook(() => useTheme());
    expect(() => act(() => result.current.toggle())).not.toThrow();
    expect(result.current.theme).toBe("dark");
  });

  it("changes every colour in the same frame: transitions are off until the new theme has painted", () => {
    vi.useFakeTimers();
    fakeMedia({ dark: false });
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggle());
    expect(root().classList.contains("theme-switching")).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(root().classList.contains("theme-switching")).toBe(false);
  });

  it("cross-fades in a view transition, but not under reduced motion", () => {
    const startViewTransition = vi.fn((update: () => void) => {
      update();
      return {} as ViewTransition;
    });
    Object.defineProperty(document, "startViewTransition", {
      value: startViewTransition,
      configurable: true,
    });

    fakeMedia({ dark: false, reduce: true });
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggle());
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(result.current.theme).toBe("dark");

    vi.restoreAllMocks();
    fakeMedia({ dark: false, reduce: false });
    act(() => result.current.toggle());
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(result.current.theme).toBe("light");
  });
});
