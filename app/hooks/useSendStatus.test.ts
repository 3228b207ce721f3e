import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { DISMISS_TOAST_EVENT, type Toast, TOAST_EVENT } from "~/lib/toast";
import { SUCCESS_VIEW_MS, useSendStatus } from "./useSendStatus";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useSendStatus", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is sending while the send is under way, then shows success for 3000 ms", async () => {
    const { result } = renderHook(() => useSendStatus());
    const send = deferred();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(() => send.promise);
    });
    expect(result.current.status).toBe("sending");
    await act(async () => send.resolve());
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(result.current.status).toBe("success");
    act(() => vi.advanceTimersByTime(SUCCESS_VIEW_MS - 1));
    expect(result.current.status).toBe("success");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe("idle");
  });

  it("returns to idle with the error when the send fails", async () => {
    const { result } = renderHook(() => useSendStatus());
    const error = new TypeError("Failed to fetch");
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(error));
    });
    expect(outcome).toEqual({ ok: false, error });
    expect(result.current.status).toBe("idle");
    expect(result.current.failed).toBe(true);

    // Until the next send starts.
    const send = deferred();
    act(() => void result.current.run(() => send.promise));
    expect(result.current.failed).toBe(false);
    await act(async () => send.resolve());
    expect(result.current.failed).toBe(false);
  });

  it("leaves the success view at once on reset, and a later timer does not fire", async () => {
    const { result } = renderHook(() => useSendStatus());
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    act(() => result.current.reset());
    expect(result.current.status).toBe("idle");
    const send = deferred();
    act(() => {
      void result.current.run(() => send.promise);
    });
    act(() => vi.advanceTimersByTime(SUCCESS_VIEW_MS));
    expect(result.current.status).toBe("sending");
  });

  it("shows each outcome as a toast in place of the previous one, leaving other toasts alone", () => {
    // The toasts on the page, as its list (app/shell/toasts.ts) keeps them from the bridge's events.
    const onPage = new Map<number, string>();
    const show = (event: Event) => {
      const { id, title } = (event as CustomEvent<Toast>).detail;
      onPage.set(id, title);
    };
    const dismiss = (event: Event) => onPage.delete((event as CustomEvent<number>).detail);
    document.addEventListener(TOAST_EVENT, show);
    document.addEventListener(DISMISS_TOAST_EVENT, dismiss);
    onTestFinished(() => {
      document.removeEventListener(TOAST_EVENT, show);
      document.removeEventListener(DISMISS_TOAST_EVENT, dismiss);
    });

    const contact = renderHook(() => useSendStatus()).result;
    const newsletter = renderHook(() => useSendStatus()).result;
    // A moment apart, as sends are (a toast's id comes from the clock).
    act(() => newsletter.current.announce({ title: "Subscribed!" }));
    vi.advanceTimersByTime(1);
    act(() => contact.current.announce({ title: "Failed to send!", variant: "destructive" }));
    vi.advanceTimersByTime(1);
    act(() => contact.current.announce({ title: "Message Sent!" }));
    expect([...onPage.values()]).toEqual(["Subscribed!", "Message Sent!"]);
  });
});
