import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toastCopy } from "~/content/toast";
import { dismissToast, toast, TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput } from "~/lib/toast";
import { renderPage } from "../../test/shell/testPage";
import { loadForms } from "./loadForms";
import { startToastRegion } from "./toastRegion";
import { closeToast } from "./toasts";

const region = () => screen.getByRole("region", { name: toastCopy.regionLabel });
const list = () => region().querySelector("ol")!;
const titles = () =>
  within(list())
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);
const polite = () => within(region()).getByRole("status");
const assertive = () => region().querySelector<HTMLElement>('[aria-live="assertive"]')!;

/**
 * Shows a toast through the page's bridge (lib/toast.ts), as a form does, and lets it arrive.
 * Toasts a test shows one after another are a millisecond apart at least: their ids come from
 * the clock, which stands still under fake timers.
 */
async function show(input: ToastInput) {
  const id = toast(input);
  await vi.advanceTimersByTimeAsync(0);
  return id;
}

/**
 * A pointer event, at the time on the test's clock: the browser stamps the events it makes with
 * the time they happened, and one the test makes at once with the time it is made, which the
 * fake timers do not move.
 */
function pointer(type: string, target: Element, init: PointerEventInit = {}) {
  const event = new PointerEvent(type, { bubbles: true, pointerType: "mouse", pointerId: 1, ...init });
  Object.defineProperty(event, "timeStamp", { value: performance.now() });
  target.dispatchEvent(event);
}

// One page for the whole file, as a visit has: the region is added once, when the page is ready.
beforeAll(async () => {
  renderPage();
  startToastRegion();
  // The forms module that draws the toasts is fetched with the first; here, before the clock stops.
  await loadForms();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const item of list().querySelectorAll<HTMLElement>("[data-toast-id]"))
    closeToast(Number(item.dataset.toastId));
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("the notifications region", () => {
  it("is on the page before any message, with a polite and an assertive live region", () => {
    expect(region()).toBeInTheDocument();
    expect(polite()).toHaveAttribute("aria-live", "polite");
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
    expect(within(list()).queryAllByRole("listitem")).toEqual([]);
  });
});

describe("a toast", () => {
  it("shows its title and description, and closes itself after 4000 ms", async () => {
    await show({ title: "Message Sent!", description: "We've received your message." });
    const item = within(list()).getByRole("listitem");
    expect(within(item).getByText("Message Sent!")).toBeVisible();
    expect(within(item).getByText("We've received your message.")).toBeVisible();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles()).toEqual(["Message Sent!"]);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it("stays while a mouse is over the list, then closes after the time it had left", async () => {
    await show({ title: "Subscribed!" });
    vi.advanceTimersByTime(1000);
    pointer("pointerenter", list());
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(titles()).toEqual(["Subscribed!"]);
    pointer("pointerleave", list());
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    expect(titles()).toEqual(["Subscribed!"]);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);

    // A finger has no hover: resting on the list pauses nothing.
    await show({ title: "Subscribed!" });
    pointer("pointerenter", list(), { pointerType: "touch" });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(titles()).toEqual([]);
  });

  it("stays while the focus is in the list; its dismiss button closes it and hands the focus on", async () => {
    await show({ title: "First" });
    vi.advanceTimersByTime(1);
    await show({ title: "Second" });
    const [first, second] = within(list()).getAllByRole("button", { name: toastCopy.dismiss });
    first.focus();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(titles()).toEqual(["First", "Second"]);

    first.click();
    expect(titles()).toEqual(["Second"]);
    expect(second).toHaveFocus();
    second.click();
    expect(titles()).toEqual([]);
    expect(region()).toHaveFocus();
  });

  it(`shows at most ${TOAST_LIMIT}: a new one drops the oldest`, async () => {
    for (const title of ["one", "two", "three", "four"]) {
      await show({ title });
      vi.advanceTimersByTime(1);
    }
    expect(TOAST_LIMIT).toBe(3);
    expect(titles()).toEqual(["two", "three", "four"]);
  });

  it("closes when its sender dismisses it", async () => {
    const id = await show({ title: "Failed to send!", variant: "destructive" });
    dismissToast(id);
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toEqual([]);
  });

  it("is dismissed by a swipe sideways or a flick; a short, slow drag springs back", async () => {
    await show({ title: "Swiped" });
    const item = within(list()).getByRole("listitem");
    pointer("pointerdown", item, { clientX: 100, button: 0 });
    pointer("pointermove", item, { clientX: 150 });
    expect(item.style.transform).toBe("translateX(50px)");
    vi.advanceTimersByTime(500);
    pointer("pointerup", item, { clientX: 150 });
    expect(item.style.transform).toBe("");
    expect(titles()).toEqual(["Swiped"]);

    pointer("pointerdown", item, { clientX: 100, button: 0 });
    vi.advanceTimersByTime(200);
    pointer("pointerup", item, { clientX: 40 });
    expect(titles()).toEqual([]);

    await show({ title: "Flicked" });
    const flicked = within(list()).getByRole("listitem");
    pointer("pointerdown", flicked, { clientX: 100, button: 0 });
    vi.advanceTimersByTime(20);
    pointer("pointerup", flicked, { clientX: 125 });
    expect(titles()).toEqual([]);
  });

  it("does not close itself while it is being dragged", async () => {
    await show({ title: "Held" });
    const item = within(list()).getByRole("listitem");
    pointer("pointerdown", item, { clientX: 100, button: 0 });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(titles()).toEqual(["Held"]);
    pointer("pointerup", item, { clientX: 100 });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(titles()).toEqual([]);
  });
});

describe("what screen readers hear", () => {
  it("each message once, politely, as 'Title. Description.'", async () => {
    await show({ title: "Subscribed!", description: "Thank you! Our next newsletter will reach your inbox" });
    expect(polite()).toBeEmptyDOMElement();
    vi.advanceTimersByTime(100);
    expect(polite()).toHaveTextContent(
      /^Subscribed! Thank you! Our next newsletter will reach your inbox\.$/,
    );
    vi.advanceTimersByTime(1000);
    expect(polite()).toBeEmptyDOMElement();
  });

  it("errors assertively, and toasts that come together as one message", async () => {
    await show({ title: "Message Sent" });
    vi.advanceTimersByTime(1);
    await show({ title: "Failed to subscribe!", variant: "destructive" });
    vi.advanceTimersByTime(100);
    expect(assertive()).toHaveTextContent(/^Message Sent\. Failed to subscribe!$/);
    expect(polite()).toBeEmptyDOMElement();
  });

  it("a repeat of the same message, as a change", async () => {
    await show({ title: "Subscribed!" });
    vi.advanceTimersByTime(300);
    await show({ title: "Subscribed!" });
    expect(polite()).toBeEmptyDOMElement();
    vi.advanceTimersByTime(100);
    expect(polite()).toHaveTextContent("Subscribed!");
  });
});
