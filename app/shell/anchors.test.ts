import { screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { preferReducedMotion } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";
import { startAnchors } from "./anchors";

// Where the page was asked to scroll, and how (the browser scrolls there too).
let scrollIntoView: MockInstance<Element["scrollIntoView"]>;
const scrolledTo = () => scrollIntoView.mock.contexts.map((element) => (element as Element).id);

beforeAll(() => startAnchors());
beforeEach(() => {
  scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView");
  renderPage({
    main: `<a href="#process">How we work</a> <a href="#branding">Branding</a>
      <section id="process"><h2>Our process</h2></section>`,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("links to a place on the page", () => {
  it("scroll there smoothly, and the address and the focus go there too", async () => {
    await userEvent.click(screen.getByRole("link", { name: "How we work" }));
    expect(scrolledTo()).toEqual(["process"]);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#process");
    const section = document.getElementById("process");
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute("tabindex", "-1");
  });

  it("jump there for a visitor who prefers less motion", async () => {
    await preferReducedMotion();
    await userEvent.click(screen.getByRole("link", { name: "How we work" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("leave a hash that names no element to the page (state it reads, as /services#branding)", async () => {
    const handled: boolean[] = [];
    const onClick = (event: Event) => handled.push(event.defaultPrevented);
    window.addEventListener("click", onClick);
    await userEvent.click(screen.getByRole("link", { name: "Branding" }));
    window.removeEventListener("click", onClick);
    expect(handled).toEqual([false]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
