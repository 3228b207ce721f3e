import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NotFoundScreen } from "~/components/NotFoundScreen";
import { notFound } from "~/content/errors";
import { ANCHOR_OFFSET } from "~/lib/scroll";
import { preferReducedMotion } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";
import { startDisclosures } from "./disclosures";
import { OPAQUE_AFTER_PX, startHeader } from "./header";
import { startNotFoundLog } from "./notFound";

afterEach(() => {
  window.scrollTo({ top: 0, behavior: "instant" });
  vi.restoreAllMocks();
});

describe("the header bar", () => {
  const header = () => screen.getByRole("banner");
  /** A page long enough to scroll. */
  const longPage = () => renderPage({ main: `<div style="height: 4000px"></div>` });
  /** Scrolls the page, and waits until the browser has told the page (the header's script first). */
  async function scroll(top: number) {
    const told = new Promise((resolve) => addEventListener("scroll", resolve, { once: true }));
    window.scrollTo({ top, behavior: "instant" });
    await told;
  }

  it("turns opaque once the page has scrolled past 50px, and clear again above", async () => {
    longPage();
    startHeader();
    expect(header()).toHaveAttribute("data-scrolled", "false");
    await scroll(OPAQUE_AFTER_PX);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    await scroll(OPAQUE_AFTER_PX + 1);
    expect(header()).toHaveAttribute("data-scrolled", "true");
    await scroll(0);
    expect(header()).toHaveAttribute("data-scrolled", "false");
  });

  it("is opaque from the first frame on a page reloaded or reached with Back further down", async () => {
    longPage();
    await scroll(800);
    // The page as it loads there: its header as the HTML has it, no scroll to come.
    longPage();
    startHeader();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(header()).toHaveAttribute("data-scrolled", "true");

    longPage();
    window.dispatchEvent(new Event("pageshow"));
    expect(header()).toHaveAttribute("data-scrolled", "true");
  });
});

describe("accordions", () => {
  // A page's accordions (components/ui/accordion.tsx), and the phone menu's, in its dialog. Their
  // summaries are pressed with Testing Library's user-event (events dispatched on them), not the
  // real pointer: their places on the screen are given by hand, and one test presses items of the
  // page while the phone menu is open over it.
  beforeAll(() => startDisclosures());

  const ACCORDION = `<ul>
    <li><details name="faq"><summary>How long does a website take?</summary>Four to eight weeks.</details></li>
    <li><details name="faq"><summary>Do you offer support?</summary>Yes, by e-mail and phone.</details></li>
  </ul>
  <details><summary>Unnamed</summary>On its own.</details>`;

  /**
   * The page's geometry, as the test gives it (its page has no stylesheet to lay it out as the
   * site's): how far it is scrolled, and where a summary is on the screen.
   */
  const scrolledTo = (y: number) => vi.spyOn(window, "scrollY", "get").mockReturnValue(y);
  function summaryAt(text: string, top: number, within: ParentNode = document.body) {
    const summary = [...within.querySelectorAll("summary")].find((item) => item.textContent === text)!;
    vi.spyOn(summary, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
    return summary.closest("details")!;
  }

  /** Where the page was asked to scroll to: held, so that the geometry stays the one given. */
  const scrollRequests = () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    return () => scrollTo.mock.calls.map(([options]) => options);
  };

  it("bring an item opened under the header or above the screen back to where anchors land", async () => {
    renderPage({ main: ACCORDION });
    scrolledTo(1000);
    const requests = scrollRequests();
    const item = summaryAt("Do you offer support?", 40);
    await userEvent.setup().click(screen.getByText("Do you offer support?"));
    expect(item).toHaveAttribute("open");
    await waitFor(() => expect(requests()).toEqual([{ top: 40 + 1000 - ANCHOR_OFFSET, behavior: "smooth" }]));
  });

  it("jump there without the smooth scroll for a visitor who prefers less motion", async () => {
    renderPage({ main: ACCORDION });
    await preferReducedMotion();
    const requests = scrollRequests();
    summaryAt("How long does a website take?", -200);
    await userEvent.setup().click(screen.getByText("How long does a website take?"));
    await waitFor(() => expect(requests()).toEqual([{ top: -200 - ANCHOR_OFFSET, behavior: "instant" }]));
  });

  it("leave an item that is in view where it is, and other disclosures alone", async () => {
    renderPage({ main: ACCORDION });
    const requests = scrollRequests();
    const user = userEvent.setup();
    const phoneMenu = document.querySelector<HTMLDialogElement>("dialog[data-phone-menu]")!;
    phoneMenu.showModal();
    const items = [
      summaryAt("How long does a website take?", 300),
      summaryAt("Unnamed", 10),
      summaryAt("Branding", 10, phoneMenu),
    ];
    for (const item of items) await user.click(item.querySelector("summary")!);
    for (const item of items) expect(item).toHaveAttribute("open");
    // Closing one, even high up, moves nothing.
    summaryAt("How long does a website take?", 10);
    await user.click(items[0].querySelector("summary")!);
    expect(items[0]).not.toHaveAttribute("open");
    // Two frames after the last toggle: the check has run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests()).toEqual([]);
  });
});

describe("the not-found page", () => {
  it("logs the missing path to the console", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage({ main: renderToStaticMarkup(createElement(NotFoundScreen)) });
    startNotFoundLog();
    expect(log).toHaveBeenCalledWith(notFound.log, window.location.pathname);
  });

  it("logs nothing on other pages", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage({ main: "<h1>Plans and Packages</h1>" });
    startNotFoundLog();
    expect(log).not.toHaveBeenCalled();
  });
});
