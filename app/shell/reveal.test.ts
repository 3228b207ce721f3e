import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startReveal } from "./reveal";
import { preferReducedMotion } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";

/**
 * jsdom lays nothing out and has no IntersectionObserver: a stand-in the test reports to, as a
 * browser does when the page loads and as it scrolls.
 */
class TestIntersectionObserver {
  static last: TestIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser reports how much of each element is in view. */
  report(...entries: [Element, number][]) {
    const reported = entries
      .filter(([target]) => this.observed.has(target))
      .map(([target, ratio]) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }));
    this.callback(reported as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  TestIntersectionObserver.last = undefined;
  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  renderPage({
    main: `<section data-reveal="">In view at load</section><section data-reveal="">Further down</section>`,
  });
});
afterEach(() => vi.unstubAllGlobals());

const sections = () => [screen.getByText("In view at load"), screen.getByText("Further down")];

describe("scroll reveal", () => {
  it("hides what is still off-screen and shows it once 10% of it is in view, once", () => {
    startReveal();
    const observer = TestIntersectionObserver.last!;
    expect(observer.options.threshold).toBe(0.1);
    const [top, below] = sections();
    observer.report([top, 1], [below, 0]);
    expect(top).toHaveAttribute("data-reveal", "shown");
    expect(below).toHaveAttribute("data-reveal", "hidden");
    expect(observer.observed).toEqual(new Set([below]));

    observer.report([below, 0.05]);
    expect(below).toHaveAttribute("data-reveal", "hidden");
    observer.report([below, 0.1]);
    expect(below).toHaveAttribute("data-reveal", "shown");
    // Shown for good: scrolled away and back, it is not hidden again.
    expect(observer.observed.size).toBe(0);
  });

  it("hides and animates nothing for a visitor who prefers less motion", async () => {
    await preferReducedMotion();
    startReveal();
    expect(TestIntersectionObserver.last).toBeUndefined();
    for (const section of sections()) expect(section).toHaveAttribute("data-reveal", "");
  });

  it("leaves the page as its HTML shows it in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(() => startReveal()).not.toThrow();
    for (const section of sections()) expect(section).toHaveAttribute("data-reveal", "");
  });
});
