import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HYDRATED_EVENT, HYDRATING_EVENT, NATIVE_SUBMIT_AFTER_MS, startInputReplay } from "./replay";
import { renderPage, stayOnPage } from "./testPage";

const root = document.documentElement;

/** A page whose widgets wait for React (`hydrate` pending), with the shell's script started. */
function pageStillToHydrate(main: string, { hydrates = true } = {}) {
  if (hydrates) root.dataset.hydrate = "pending";
  else delete root.dataset.hydrate;
  renderPage({ main });
  startInputReplay();
}

/** entry.client.tsx says React starts; the root's first effect says the page is whole. */
const hydrating = () => document.dispatchEvent(new Event(HYDRATING_EVENT));
const hydrated = () => document.dispatchEvent(new Event(HYDRATED_EVENT));
/** What was held is done again in a task after hydration. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Every click that reaches the document, by the text of what was clicked. */
function recordClicks() {
  const clicks: string[] = [];
  const record = (event: Event) => clicks.push((event.target as Element).textContent ?? "");
  document.addEventListener("click", record);
  return { clicks, stop: () => document.removeEventListener("click", record) };
}

stayOnPage();
afterEach(() => {
  // Each test's page is done hydrating, so its script holds nothing more.
  hydrating();
  hydrated();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const TABS = `<div role="tablist" aria-label="Services">
  <button type="button" role="tab">Design</button><button type="button" role="tab">Branding</button>
</div>`;

describe("input before hydration", () => {
  it("a press on a widget's button is done again, once, right after hydration", async () => {
    pageStillToHydrate(TABS);
    const user = userEvent.setup();
    const { clicks, stop } = recordClicks();
    await user.click(screen.getByRole("tab", { name: "Branding" }));
    expect(clicks).toEqual(["Branding"]);

    hydrating();
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Branding", "Branding"]);
    expect(root.dataset.hydrate).toBe("done");
    await nextTask();
    expect(clicks).toEqual(["Branding", "Branding"]);
    stop();
  });

  it("a form sent early is held, and sent again from the same button after hydration", async () => {
    pageStillToHydrate(`<form aria-label="Enquiry">
      <label>Email <input name="email" value="sita@example.com"></label>
      <button type="submit" name="intent" value="send">Send</button>
    </form>`);
    const user = userEvent.setup();
    const submits: { submitter: HTMLElement | null; posted: boolean }[] = [];
    screen.getByRole("form", { name: "Enquiry" }).addEventListener("submit", (event) => {
      // Whether the browser would post it natively (leaving the page), then what React does.
      submits.push({ submitter: event.submitter, posted: !event.defaultPrevented });
      event.preventDefault();
    });
    const send = screen.getByRole("button", { name: "Send" });
    await user.click(send);
    expect(submits).toEqual([{ submitter: send, posted: false }]);

    hydrating();
    hydrated();
    await nextTask();
    expect(submits).toEqual([
      { submitter: send, posted: false },
      { submitter: send, posted: true },
    ]);
  });

  it("sends a held form the plain way if the page's script never comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    pageStillToHydrate(`<form aria-label="Enquiry"><button type="submit">Send</button></form>`);
    // jsdom cannot post a form: the browser's native submission, as the test sees it.
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    screen.getByRole("button", { name: "Send" }).click();
    vi.advanceTimersByTime(NATIVE_SUBMIT_AFTER_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("does not send a held form the plain way once the page has hydrated", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    pageStillToHydrate(`<form aria-label="Enquiry"><button type="submit">Send</button></form>`);
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    screen
      .getByRole("form", { name: "Enquiry" })
      .addEventListener("submit", (event) => event.preventDefault());
    screen.getByRole("button", { name: "Send" }).click();
    hydrating();
    hydrated();
    vi.advanceTimersByTime(NATIVE_SUBMIT_AFTER_MS);
    expect(submit).not.toHaveBeenCalled();
  });

  it("keys that move within a widget reach it after hydration, on the control they were pressed on", async () => {
    pageStillToHydrate(TABS);
    const user = userEvent.setup();
    const design = screen.getByRole("tab", { name: "Design" });
    const keys: string[] = [];
    design.addEventListener("keydown", (event) => keys.push(event.key));
    design.focus();
    await user.keyboard("{ArrowRight}");
    await user.keyboard("a");
    expect(keys).toEqual(["ArrowRight", "a"]);

    screen.getByRole("tab", { name: "Branding" }).focus();
    hydrating();
    hydrated();
    await nextTask();
    expect(keys).toEqual(["ArrowRight", "a", "ArrowRight"]);
    expect(design).toHaveFocus();
  });

  it("holds nothing more once React has started", async () => {
    pageStillToHydrate(TABS);
    const user = userEvent.setup();
    const { clicks, stop } = recordClicks();
    hydrating();
    await user.click(screen.getByRole("tab", { name: "Design" }));
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Design"]);
    stop();
  });

  it("holds nothing on a page that ships no React", async () => {
    pageStillToHydrate(TABS, { hydrates: false });
    const user = userEvent.setup();
    const { clicks, stop } = recordClicks();
    const design = screen.getByRole("tab", { name: "Design" });
    let prevented = false;
    design.addEventListener("keydown", (event) => (prevented = event.defaultPrevented));
    design.focus();
    await user.keyboard("{ArrowRight}");
    await user.click(design);
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Design"]);
    expect(prevented).toBe(false);
    stop();
  });

  it("leaves links, fields, the shell's own controls and all outside <main> alone", async () => {
    pageStillToHydrate(`
      <a href="/plans">See plans</a>
      <label>Search <input type="search"></label>
      <button type="button" data-theme-toggle>Theme</button>
      <button type="button" popovertarget="tip">Tip</button><div id="tip" popover>Tip text</div>
      <button type="button" disabled>Disabled</button>`);
    const user = userEvent.setup();
    const { clicks, stop } = recordClicks();
    await user.click(screen.getByRole("link", { name: "See plans" }));
    await user.click(screen.getByRole("searchbox", { name: "Search" }));
    await user.click(screen.getByRole("button", { name: "Theme" }));
    await user.click(screen.getByRole("button", { name: "Tip" }));
    await user.click(screen.getByRole("button", { name: "Who We Are" }));
    const before = [...clicks];

    hydrating();
    hydrated();
    await nextTask();
    expect(clicks).toEqual(before);
    stop();
  });

  it("holds a press on a button outside a form, whatever its type", async () => {
    pageStillToHydrate(`<button>Next testimonial</button>`);
    const user = userEvent.setup();
    const { clicks, stop } = recordClicks();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    hydrating();
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Next testimonial", "Next testimonial"]);
    stop();
  });
});
