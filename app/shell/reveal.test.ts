import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { preferReducedMotion } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";
import { startReveal } from "./reveal";

const HEIGHT = 200;
const sections = () => [screen.getByText("In view at load"), screen.getByText("Further down")];

/**
 * Scrolls the page so that the last `px` pixels of `element` show at the top of the screen (the
 * test's frame may be taller than the window it is in: its top is in view).
 */
function showLast(element: Element, px: number) {
  const bottom = scrollY + element.getBoundingClientRect().bottom;
  window.scrollTo({ top: bottom - px, behavior: "instant" });
}
/** Time for the browser to look again at what is in view, as it does when it renders. */
async function frames(count = 3) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

// The observers the script makes and what they stop watching: the browser's own, spied on.
let observe: MockInstance<IntersectionObserver["observe"]>;
let unobserve: MockInstance<IntersectionObserver["unobserve"]>;

beforeEach(() => {
  observe = vi.spyOn(IntersectionObserver.prototype, "observe");
  unobserve = vi.spyOn(IntersectionObserver.prototype, "unobserve");
  renderPage({
    main: `<section data-reveal="" style="height: ${HEIGHT}px">In view at load</section>
      <div style="height: 3000px"></div>
      <section data-reveal="" style="height: ${HEIGHT}px">Further down</section>
      <div style="height: 3000px"></div>`,
  });
  const [top] = sections();
  showLast(top, HEIGHT);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.scrollTo({ top: 0, behavior: "instant" });
});

describe("scroll reveal", () => {
  it("hides what is still off-screen and shows it once 10% of it is in view, once", async () => {
    startReveal();
    const observer = observe.mock.contexts[0] as IntersectionObserver;
    // The browser keeps the threshold as a 32-bit float.
    expect(observer.thresholds).toEqual([Math.fround(0.1)]);
    const [top, below] = sections();
    await waitFor(() => expect(below).toHaveAttribute("data-reveal", "hidden"));
    expect(top).toHaveAttribute("data-reveal", "shown");
    expect(unobserve.mock.calls).toEqual([[top]]);

    showLast(below, HEIGHT * 0.05);
    await frames();
    expect(below).toHaveAttribute("data-reveal", "hidden");
    showLast(below, HEIGHT * 0.1);
    await waitFor(() => expect(below).toHaveAttribute("data-reveal", "shown"));
    // Shown for good: scrolled away and back, it is not hidden again.
    expect(unobserve.mock.calls).toEqual([[top], [below]]);
    window.scrollTo({ top: 0, behavior: "instant" });
    await frames();
    showLast(below, HEIGHT);
    await frames();
    expect(below).toHaveAttribute("data-reveal", "shown");
  });

  it("hides and animates nothing for a visitor who prefers less motion", async () => {
    await preferReducedMotion();
    startReveal();
    expect(observe).not.toHaveBeenCalled();
    await frames();
    for (const section of sections()) expect(section).toHaveAttribute("data-reveal", "");
  });

  it("leaves the page as its HTML shows it in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(() => startReveal()).not.toThrow();
    for (const section of sections()) expect(section).toHaveAttribute("data-reveal", "");
  });
});
