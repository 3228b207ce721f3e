import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toastCopy } from "~/content/toast";
import { dismissToast, getToasts, toast, type ToastInput } from "~/lib/toast";
import { Toaster } from "./Toaster";

const sent = { title: "Message Sent!", description: "We've received your message" };
const failed = { variant: "destructive", title: "Failed to send!", description: "Please try again" } as const;

const show = (input: ToastInput) => act(() => void toast(input));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole("region", { name: toastCopy.regionLabel });
const polite = () => screen.getByRole("status");
const assertive = () => region().querySelector('[aria-live="assertive"]');
const items = () => screen.queryAllByRole("listitem");
const closeButtons = () => screen.queryAllByRole("button", { name: toastCopy.dismiss });
const item = (title: string) => screen.getByText(title).closest("li") as HTMLLIElement;

describe("Toaster", () => {
  // jsdom has no pointer capture.
  const capture = vi.fn();

  // The list's code loads with the first toast (React.lazy); once loaded, toasts render at once.
  beforeAll(async () => {
    render(<Toaster />);
    show(sent);
    expect(await screen.findByRole("listitem")).toHaveTextContent(sent.title);
    cleanup();
  });

  beforeEach(() => {
    getToasts().forEach((current) => dismissToast(current.id));
    vi.useFakeTimers();
    HTMLElement.prototype.setPointerCapture = capture;
    capture.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("is in the pre-rendered HTML with its live regions and no toasts", () => {
    toast(sent);
    const html = renderToString(<Toaster />);
    expect(html).toContain(`aria-label="${toastCopy.regionLabel}"`);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).not.toContain(sent.title);
  });

  it("shows the title and description, and has the status region read them once", () => {
    render(<Toaster />);
    expect(polite()).toBeEmptyDOMElement();
    show(sent);
    expect(item(sent.title)).toHaveTextContent(sent.description);
    // The toasts themselves are not live: only the status region speaks.
    expect(screen.getByRole("list").closest("[aria-live]")).toBeNull();

    wait(100);
    expect(polite()).toHaveTextContent(/^Message Sent! We've received your message\.$/);
    expect(assertive()).toBeEmptyDOMElement();
    // Removed once read, so browsing the region does not find the message twice.
    wait(1000);
    expect(polite()).toBeEmptyDOMElement();
    expect(item(sent.title)).toBeInTheDocument();
  });

  it("announces a destructive toast assertively, and not politely", () => {
    render(<Toaster />);
    show(failed);
    wait(100);
    expect(assertive()).toHaveTextContent(/^Failed to send! Please try again\.$/);
    expect(polite()).toBeEmptyDOMElement();
    expect(item(failed.title)).toHaveClass("bg-destructive-surface", "text-destructive-surface-foreground");
  });

  it("clears the region for a repeat of the same message and writes it again", () => {
    render(<Toaster />);
    show(sent);
    wait(100);
    expect(polite()).toHaveTextContent(sent.title);
    show(sent);
    expect(polite()).toBeEmptyDOMElement();
    wait(100);
    expect(polite()).toHaveTextContent(sent.title);
    expect(items()).toHaveLength(2);
  });

  it("reads toasts that arrive together as one message", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
      toast({ title: "Sent" });
    });
    wait(100);
    expect(polite()).toHaveTextContent(/^Saved\. Sent\.$/);
  });

  it("closes a toast with its close button", () => {
    render(<Toaster />);
    show(sent);
    show(failed);
    fireEvent.click(closeButtons()[0]);
    expect(screen.queryByText(sent.title)).not.toBeInTheDocument();
    expect(item(failed.title)).toBeInTheDocument();
  });

  it("closes each toast 4 seconds after it appeared, not before", () => {
    render(<Toaster />);
    show(sent);
    wait(2000);
    show(failed);
    wait(1999);
    expect(items()).toHaveLength(2);
    wait(1);
    expect(screen.queryByText(sent.title)).not.toBeInTheDocument();
    expect(item(failed.title)).toBeInTheDocument();
    wait(2000);
    expect(items()).toHaveLength(0);
  });

  it("pauses while the mouse is over the toasts and resumes with the time that was left", () => {
    render(<Toaster />);
    show(sent);
    wait(3000);
    fireEvent.pointerEnter(screen.getByRole("list"), { pointerType: "mouse" });
    wait(10_000);
    expect(item(sent.title)).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole("list"), { pointerType: "mouse" });
    wait(999);
    expect(item(sent.title)).toBeInTheDocument();
    wait(1);
    expect(items()).toHaveLength(0);
  });

  it("does not take a touch on the list for hover", () => {
    render(<Toaster />);
    show(sent);
    fireEvent.pointerEnter(screen.getByRole("list"), { pointerType: "touch" });
    wait(4000);
    expect(items()).toHaveLength(0);
  });

  it("pauses while focus is inside the toasts", () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show(sent);
    act(() => closeButtons()[0].focus());
    wait(10_000);
    expect(item(sent.title)).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    wait(3999);
    expect(item(sent.title)).toBeInTheDocument();
    wait(1);
    expect(items()).toHaveLength(0);
  });

  it("hands the focus of a closed toast to the next one, then to the region", () => {
    render(<Toaster />);
    show(sent);
    show(failed);
    const [first, second] = closeButtons();
    act(() => first.focus());
    fireEvent.click(first);
    expect(second).toHaveFocus();
    fireEvent.click(second);
    expect(items()).toHaveLength(0);
    expect(region()).toHaveFocus();
  });

  it("keeps the focus in the list when the focused oldest toast is dropped for a new one", () => {
    render(<Toaster />);
    ["One", "Two", "Three"].forEach((title) => show({ title }));
    act(() => closeButtons()[0].focus());
    show({ title: "Four" });
    expect(screen.queryByText("One")).not.toBeInTheDocument();
    expect(closeButtons()[0]).toHaveFocus();
    // Still paused: the focus never left.
    wait(10_000);
    expect(items()).toHaveLength(3);
  });

  it("shows at most 3 toasts: a 4th drops the oldest", () => {
    render(<Toaster />);
    ["One", "Two", "Three", "Four"].forEach((title) => show({ title }));
    expect(items().map((li) => li.textContent)).toEqual(["Two", "Three", "Four"]);
  });

  it("follows a sideways drag and dismisses the toast released 100px away", () => {
    render(<Toaster />);
    show(sent);
    const li = item(sent.title);
    fireEvent.pointerDown(li, { pointerId: 7, clientX: 200 });
    expect(capture).toHaveBeenCalledWith(7);
    wait(500);
    fireEvent.pointerMove(li, { pointerId: 7, clientX: 300 });
    expect(li.style.transform).toBe("translateX(100px)");
    fireEvent.pointerUp(li, { pointerId: 7, clientX: 300 });
    expect(items()).toHaveLength(0);
  });

  it("springs back from a short drag, and does not close while held", () => {
    render(<Toaster />);
    show(sent);
    const li = item(sent.title);
    fireEvent.pointerDown(li, { pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(li, { pointerId: 1, clientX: 210 });
    expect(li.style.transform).toBe("translateX(10px)");
    wait(5000);
    fireEvent.pointerUp(li, { pointerId: 1, clientX: 210 });
    expect(li).toBeInTheDocument();
    expect(li.style.transform).toBe("");
    // The drag paused it; its 4 seconds then run in full.
    wait(3999);
    expect(li).toBeInTheDocument();
    wait(1);
    expect(li).not.toBeInTheDocument();
  });

  it("dismisses on a fast flick shorter than 60px, not on a slow drag of the same length", () => {
    render(<Toaster />);
    show(sent);
    const li = item(sent.title);
    fireEvent.pointerDown(li, { pointerId: 1, clientX: 200 });
    wait(500);
    fireEvent.pointerUp(li, { pointerId: 1, clientX: 160 });
    expect(li).toBeInTheDocument();

    fireEvent.pointerDown(li, { pointerId: 2, clientX: 200 });
    wait(40);
    fireEvent.pointerUp(li, { pointerId: 2, clientX: 160 });
    expect(li).not.toBeInTheDocument();
  });

  it("springs back when the browser takes over the gesture, and ignores drags from the close button", () => {
    render(<Toaster />);
    show(sent);
    const li = item(sent.title);
    fireEvent.pointerDown(li, { pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(li, { pointerId: 1, clientX: 300 });
    fireEvent.pointerCancel(li, { pointerId: 1 });
    expect(li.style.transform).toBe("");
    fireEvent.pointerUp(li, { pointerId: 1, clientX: 300 });
    expect(li).toBeInTheDocument();

    capture.mockClear();
    fireEvent.pointerDown(closeButtons()[0], { pointerId: 2, clientX: 200 });
    fireEvent.pointerMove(li, { pointerId: 2, clientX: 300 });
    fireEvent.pointerUp(li, { pointerId: 2, clientX: 300 });
    expect(capture).not.toHaveBeenCalled();
    expect(li).toBeInTheDocument();
  });
});
