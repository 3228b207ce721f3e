import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFirstScreen } from "./firstScreen";
import { renderPage } from "../../test/shell/testPage";

/** The frames the browser would run, one at a time, as a test asks. */
let frames: FrameRequestCallback[] = [];
const runFrame = () => frames.shift()?.(performance.now());
const root = document.documentElement;
const isLaidOutLater = (element: Element) => element.matches("[data-laid-out]");

function visit(type: NavigationTimingType, hash = "") {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
  window.history.replaceState(null, "", `/about${hash}`);
  startFirstScreen();
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  renderPage({
    main: `<section><h1>Hero</h1></section><div><section>Second<section>Nested</section></section></div><section>Third</section>`,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete root.dataset.firstScreen;
});

describe("first screen first", () => {
  it("marks a fresh visit, then lays out the sections after the heading's and the footer one per frame, in order, and unmarks the page", () => {
    visit("navigate");
    expect(root.dataset.firstScreen).toBe("");
    const [hero, second, nested, third] = [...document.querySelectorAll("main section")];
    const footer = document.querySelector("body > footer")!;

    runFrame();
    expect([hero, second, nested, third, footer].map(isLaidOutLater)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    runFrame();
    expect([third, footer].map(isLaidOutLater)).toEqual([true, false]);
    runFrame();
    expect(isLaidOutLater(footer)).toBe(true);
    expect(root.dataset.firstScreen).toBe("");
    runFrame();
    expect(root.dataset.firstScreen).toBeUndefined();
    expect(document.querySelectorAll("[data-laid-out]")).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });

  it.each([["reload"], ["back_forward"]] as const)(
    "leaves the page as it is on a %s: the browser restores the place at once",
    (type) => {
      visit(type);
      expect(root.dataset.firstScreen).toBeUndefined();
      expect(frames).toHaveLength(0);
    },
  );

  it("leaves the page as it is when the address names a place in it", () => {
    visit("navigate", "#team");
    expect(root.dataset.firstScreen).toBeUndefined();
    expect(frames).toHaveLength(0);
  });
});
