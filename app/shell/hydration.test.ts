import { afterEach, describe, expect, it, vi } from "vitest";
import { HELD_HYDRATION_TYPE } from "~/lib/heldHydration.mjs";
import { PAINT_WAIT_AFTER_LOAD_MS, startHydration } from "./hydration";

const root = document.documentElement;
const MODULE = 'import * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-2.js");';

/** A page as the build holds it (scripts/hold-hydration.mjs). */
function heldPage() {
  root.dataset.hydrate = "pending";
  document.body.innerHTML = `<main>Hello</main><script type="${HELD_HYDRATION_TYPE}" data-chunks="/assets/manifest-1.js /assets/root-3.js">${MODULE}</script>`;
}
const moduleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

/** The browser's paint timing: `paint()` reports the first contentful paint to the page. */
function withPaintTiming() {
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  const observers = new Set<FakePerformanceObserver>();
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "navigation"];
    constructor(readonly notify: (list: Entries, observer: FakePerformanceObserver) => void) {}
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  return {
    paint: () => {
      for (const observer of observers)
        observer.notify(
          { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) },
          observer,
        );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete root.dataset.hydrate;
  vi.restoreAllMocks();
});

describe("hydration after the first paint", () => {
  it("waits for the first contentful paint, then runs its module script, and only that", () => {
    const browser = withPaintTiming();
    heldPage();
    startHydration();
    expect(moduleScripts()).toEqual([]);
    browser.paint();
    const [script] = moduleScripts();
    expect(script.text).toBe(MODULE);
    expect(document.querySelector(`script[type="${HELD_HYDRATION_TYPE}"]`)).toBeNull();
    // In the held script's place, where React finds it when it hydrates.
    expect(script.previousElementSibling?.tagName).toBe("MAIN");
    // Its chunks come as its imports ask for them, not all at once.
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    browser.paint();
    expect(moduleScripts()).toHaveLength(1);
  });

  it("starts anyway when a visible page has not painted a few seconds after it loaded", () => {
    withPaintTiming();
    vi.useFakeTimers();
    heldPage();
    startHydration();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(PAINT_WAIT_AFTER_LOAD_MS - 1);
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("starts at once where the browser cannot tell when it painted", () => {
    vi.stubGlobal("PerformanceObserver", class {});
    heldPage();
    startHydration();
    expect(moduleScripts()).toHaveLength(1);
  });

  it("starts at once in a tab that cannot paint (hidden, or prerendering)", () => {
    withPaintTiming();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    heldPage();
    startHydration();
    expect(moduleScripts()).toHaveLength(1);
  });

  it("leaves a page the build did not hold, and a static page, as they are", () => {
    const browser = withPaintTiming();
    root.dataset.hydrate = "pending";
    document.body.innerHTML = `<main>Hello</main><script type="module">${MODULE}</script>`;
    startHydration();
    browser.paint();
    expect(moduleScripts()).toHaveLength(1);

    heldPage();
    delete root.dataset.hydrate;
    startHydration();
    browser.paint();
    expect(document.querySelector(`script[type="${HELD_HYDRATION_TYPE}"]`)).not.toBeNull();
  });
});
