import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HYDRATED_EVENT, NATIVE_SUBMIT_AFTER_MS, startInputReplay } from "./replay";
import { renderPage, stayOnPage } from "../../test/shell/testPage";

const root = document.documentElement;

/** A page whose widgets wait for React (`hydrate` pending), with the shell's script started. */
function pageStillToHydrate(main: string, { hydrates = true } = {}) {
  if (hydrates) root.dataset.hydrate = "pending";
  else delete root.dataset.hydrate;
  renderPage({ main });
  startInputReplay();
}

/** The root's first effect says the page is whole (hooks/useHydratedEvent.ts). */
const hydrated = () => document.dispatchEvent(new Event(HYDRATED_EVENT));
/** What was held is done again in a task after hydration. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The clicks the page's React hears (it listens on the document), by the text of what was
 * clicked.
 */
function clicksReactHears() {
  const clicks: string[] = [];
  const record = (event: Event) => clicks.push((event.target as Element).textContent ?? "");
  document.addEventListener("click", record);
  return { clicks, stop: () => document.removeEventListener("click", record) };
}

stayOnPage();
afterEach(() => {
  // Each test's page is done hydrating, so its script holds nothing more.
  hydrated();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const TABS = `<div role="tablist" aria-label="Services">
  <button type="button" role="tab">Design</button><button type="button" role="tab">Branding</button>
</div>`;

describe("input before hydration", () => {
  it("a press on a widget's button reaches it once, right after hydration", async () => {
    pageStillToHydrate(TABS);
    const user = userEvent.setup();
    const { clicks, stop } = clicksReactHears();
    await user.click(screen.getByRole("tab", { name: "Branding" }));
    expect(clicks).toEqual([]);

    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Branding"]);
    expect(root.dataset.hydrate).toBe("done");
    await nextTask();
    expect(clicks).toEqual(["Branding"]);
    stop();
  });

  it("a form sent early is held, and sent again from the same button after hydration", async () => {
    pageStillToHydrate(`<form aria-label="Enquiry">
      <label>Email <input name="email" value="sita@example.com"></label>
      <button type="submit" name="intent" value="send">Send</button>
    </form>`);
    const user = userEvent.setup();
    const submits: (HTMLElement | null)[] = [];
    // What React's handler does once it is there.
    screen.getByRole("form", { name: "Enquiry" }).addEventListener("submit", (event) => {
      submits.push(event.submitter);
      event.preventDefault();
    });
    // Whether the browser would post it natively, leaving the page.
    const posted: boolean[] = [];
    const onSubmit = (event: Event) => posted.push(!event.defaultPrevented);
    window.addEventListener("submit", onSubmit);
    const send = screen.getByRole("button", { name: "Send" });
    await user.click(send);
    expect(submits).toEqual([]);
    expect(posted).toEqual([]);

    hydrated();
    await nextTask();
    window.removeEventListener("submit", onSubmit);
    expect(submits).toEqual([send]);
    expect(posted).toEqual([false]);
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
    hydrated();
    vi.advanceTimersByTime(NATIVE_SUBMIT_AFTER_MS);
    expect(submit).not.toHaveBeenCalled();
  });

  it("keys that move within a widget reach it after hydration, on the control they were pressed on", async () => {
    pageStillToHydrate(TABS);
    const design = screen.getByRole("tab", { name: "Design" });
    const keys: string[] = [];
    design.addEventListener("keydown", (event) => keys.push(event.key));
    design.focus();
    const press = (key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      design.dispatchEvent(event);
      return event;
    };
    // An arrow key's default scrolls the page: not for one the widget is to get.
    expect(press("ArrowRight").defaultPrevented).toBe(true);
    expect(press("a").defaultPrevented).toBe(false);
    expect(keys).toEqual(["a"]);

    screen.getByRole("tab", { name: "Branding" }).focus();
    hydrated();
    await nextTask();
    expect(keys).toEqual(["a", "ArrowRight"]);
    expect(design).toHaveFocus();
  });

  it("holds nothing once the page has hydrated", async () => {
    pageStillToHydrate(TABS);
    const user = userEvent.setup();
    hydrated();
    const { clicks, stop } = clicksReactHears();
    await user.click(screen.getByRole("tab", { name: "Design" }));
    expect(clicks).toEqual(["Design"]);
    await nextTask();
    expect(clicks).toEqual(["Design"]);
    stop();
  });

  it("holds nothing on a page that ships no React", async () => {
    pageStillToHydrate(TABS, { hydrates: false });
    const user = userEvent.setup();
    const { clicks, stop } = clicksReactHears();
    const design = screen.getByRole("tab", { name: "Design" });
    design.focus();
    const arrow = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    design.dispatchEvent(arrow);
    await user.click(design);
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Design"]);
    expect(arrow.defaultPrevented).toBe(false);
    stop();
  });

  it("leaves links, fields, the shell's own controls and all outside <main> alone", async () => {
    pageStillToHydrate(`
      <a href="/plans">See plans</a>
      <label>Search <input type="search"></label>
      <button type="button" data-theme-toggle>Theme</button>
      <button type="button" popovertarget="tip">Tip</button><div id="tip" popover>Tip text</div>
      <button type="button" disabled>Disabled</button>`);
    document.body.insertAdjacentHTML("beforeend", `<aside><button type="button">Outside</button></aside>`);
    const user = userEvent.setup();
    const { clicks, stop } = clicksReactHears();
    await user.click(screen.getByRole("link", { name: "See plans" }));
    await user.click(screen.getByRole("searchbox", { name: "Search" }));
    await user.click(screen.getByRole("button", { name: "Theme" }));
    await user.click(screen.getByRole("button", { name: "Tip" }));
    await user.click(screen.getByRole("button", { name: "Who We Are" }));
    await user.click(screen.getByRole("button", { name: "Outside" }));
    const reached = ["See plans", "", "Theme", "Tip", expect.stringMatching(/^Who We Are/), "Outside"];
    expect(clicks).toEqual(reached);

    hydrated();
    await nextTask();
    expect(clicks).toEqual(reached);
    stop();
  });

  it("holds a press on a button outside a form, whatever its type", async () => {
    pageStillToHydrate(`<button>Next testimonial</button>`);
    const user = userEvent.setup();
    const { clicks, stop } = clicksReactHears();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(clicks).toEqual([]);
    hydrated();
    await nextTask();
    expect(clicks).toEqual(["Next testimonial"]);
    stop();
  });
});
