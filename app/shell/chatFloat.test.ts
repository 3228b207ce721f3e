import { afterEach, describe, expect, it, vi } from "vitest";
import { overlaps, REST_MS, startChatFloat } from "./chatFloat";

startChatFloat();

/**
 * Each element is given the box the site's stylesheet gives it on a phone at 390x844 (the test's
 * page has none, and the screen's boxes are what the script reads).
 */
function place(element: Element, x: number, y: number, width: number, height: number) {
  vi.spyOn(element, "getBoundingClientRect").mockReturnValue(new DOMRect(x, y, width, height));
}

function page(html: string) {
  document.body.innerHTML = `${html}<a href="https://wa.me/1" data-chat-float data-covered>WhatsApp</a>`;
  const float = document.querySelector<HTMLElement>("[data-chat-float]")!;
  place(float, 390 - 16 - 56, 844 - 16 - 56, 56, 56); // right-4 bottom-4 size-14
  return float;
}

/** What the script does after a scroll: look again at the next frame. */
async function scrolled() {
  dispatchEvent(new Event("scroll"));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

afterEach(() => vi.restoreAllMocks());

describe("the chat button on phones", () => {
  it("shows once the script has looked and nothing lies under it", async () => {
    const float = page(`<p>Text</p><a href="/contact">Contact</a>`);
    place(document.querySelector('a[href="/contact"]')!, 20, 300, 120, 44);
    expect(float).toHaveAttribute("data-covered"); // hidden until looked at
    await scrolled();
    expect(float).not.toHaveAttribute("data-covered");
  });

  it.each([
    ["a link", `<a href="/plans" id="x">Plans</a>`],
    ["a button", `<button id="x">Open</button>`],
    ["a form field", `<input id="x">`],
    ["a text area", `<textarea id="x"></textarea>`],
    ["a disclosure's summary", `<details><summary id="x">More</summary></details>`],
    ["the language offer's dismiss button", `<header><button id="x" data-language-stay>×</button></header>`],
  ])("steps aside while it would cover %s", async (_, html) => {
    const float = page(html);
    const control = document.getElementById("x")!;
    place(control, 20, 770, 340, 48); // a full-width button scrolled to the foot of the screen
    await scrolled();
    expect(float).toHaveAttribute("data-covered");
    place(control, 20, 500, 340, 48); // scrolled on: clear of it
    await scrolled();
    expect(float).not.toHaveAttribute("data-covered");
  });

  it("steps aside while the page's own chat links are anywhere on the screen", async () => {
    const float = page(
      `<footer><ul data-chat-links><li><a href="https://wa.me/1">WhatsApp</a></li></ul></footer>`,
    );
    const links = document.querySelector("[data-chat-links]")!;
    place(links, 20, 400, 200, 60);
    place(links.querySelector("a")!, 20, 400, 200, 28);
    await scrolled();
    expect(float).toHaveAttribute("data-covered");
    place(links, 20, 1200, 200, 60); // below the screen
    place(links.querySelector("a")!, 20, 1200, 200, 28);
    await scrolled();
    expect(float).not.toHaveAttribute("data-covered");
  });

  it("looks again once the page has loaded: its fonts can move a control under it, with no scroll", async () => {
    const float = page(`<button id="x">Pricing</button>`);
    const chip = document.getElementById("x")!;
    place(chip, 20, 700, 120, 44); // before the fonts: clear of it
    await scrolled();
    expect(float).not.toHaveAttribute("data-covered");
    place(chip, 290, 736, 81, 44); // the fonts in: the chip wraps to where the button is
    dispatchEvent(new Event("load"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(float).toHaveAttribute("data-covered");
  });

  it("steps aside from text once the page comes to rest on it, being read; in a scroll it shows", async () => {
    // Real text, laid out where the button is (the button's box as the stylesheet gives it, near
    // the test page's top, inside its window).
    const float = page(
      `<p id="text" style="position: absolute; left: 8px; top: 8px; width: 200px; margin: 0; font: 16px/24px sans-serif">
        Our support team answers within a day, and every answer says who will do what next.</p>`,
    );
    const text = document.getElementById("text")!;
    place(float, 120, 20, 56, 56);
    await scrolled();
    expect(float, "in the scroll").not.toHaveAttribute("data-covered");
    await new Promise((resolve) => setTimeout(resolve, REST_MS + 100));
    expect(float, "at rest, over the text").toHaveAttribute("data-covered");
    // Come to rest where the text ends short of the button: it shows again.
    text.style.top = "200px";
    await scrolled();
    await new Promise((resolve) => setTimeout(resolve, REST_MS + 100));
    expect(float, "at rest, clear of the text").not.toHaveAttribute("data-covered");
  });

  it("does nothing where it is not shown (wider screens, /contact)", async () => {
    const float = page(`<button id="x">Open</button>`);
    place(float, 0, 0, 0, 0); // display: none from 768px
    place(document.getElementById("x")!, 0, 0, 400, 900);
    await scrolled();
    expect(float).not.toHaveAttribute("data-covered");
  });
});

describe("overlaps", () => {
  const button = new DOMRect(318, 772, 56, 56);
  it("counts boxes that cross or come within 4px, and not empty or distant ones", () => {
    expect(overlaps(new DOMRect(300, 700, 40, 80), button)).toBe(true);
    expect(overlaps(new DOMRect(20, 790, 296, 20), button)).toBe(true); // ends 2px short of it
    expect(overlaps(new DOMRect(20, 790, 290, 20), button)).toBe(false); // 8px short
    expect(overlaps(new DOMRect(330, 790, 0, 0), button)).toBe(false); // not laid out
    expect(overlaps(new DOMRect(318, 830, 56, 40), button)).toBe(true);
  });
});
