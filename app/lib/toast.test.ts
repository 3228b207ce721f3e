import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, subscribeToToasts, toast, TOAST_LIMIT, useToasts } from "./toast";

const titles = () => getToasts().map((item) => item.title);

describe("toast store", () => {
  // The store is module state: every test starts from an empty list.
  beforeEach(() => getToasts().forEach((item) => dismissToast(item.id)));

  it("adds toasts oldest first, with the default variant unless another is asked for", () => {
    const first = toast({ title: "Message Sent!", description: "We've received your message." });
    const second = toast({ variant: "destructive", title: "Failed to send!" });
    expect(getToasts()).toEqual([
      { id: first, title: "Message Sent!", description: "We've received your message.", variant: "default" },
      { id: second, title: "Failed to send!", variant: "destructive" },
    ]);
  });

  it("gives every toast its own id, also after dismissals", () => {
    const ids = [toast({ title: "a" }), toast({ title: "b" })];
    dismissToast(ids[1]);
    ids.push(toast({ title: "c" }), toast({ title: "d" }));
    expect(new Set(ids).size).toBe(4);
  });

  it("drops the oldest when a 4th toast arrives", () => {
    expect(TOAST_LIMIT).toBe(3);
    ["one", "two", "three"].forEach((title) => toast({ title }));
    expect(titles()).toEqual(["one", "two", "three"]);
    toast({ title: "four" });
    expect(titles()).toEqual(["two", "three", "four"]);
  });

  it("dismisses by id and leaves the others", () => {
    toast({ title: "one" });
    const two = toast({ title: "two" });
    toast({ title: "three" });
    dismissToast(two);
    expect(titles()).toEqual(["one", "three"]);
  });

  it("notifies subscribers of each change, with a new snapshot, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const before = getToasts();
    const id = toast({ title: "one" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()).not.toBe(before);
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);

    // Nothing to dismiss: no change, no notification, the same snapshot.
    const unchanged = getToasts();
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToasts()).toBe(unchanged);

    unsubscribe();
    toast({ title: "two" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("re-renders components that use the toasts", () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    act(() => void toast({ title: "Message Sent!" }));
    expect(result.current.map((item) => item.title)).toEqual(["Message Sent!"]);
  });
});
