import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOVER_INTENT_MS, useHoverIntent } from "./useHoverIntent";

describe("useHoverIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("selects an item once the pointer has rested on it", () => {
    const select = vi.fn();
    const { result } = renderHook(() => useHoverIntent(select));
    result.current("branding").onPointerEnter();
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(select).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(select).toHaveBeenCalledExactlyOnceWith("branding");
  });

  it("selects nothing for an item the pointer only crosses", () => {
    const select = vi.fn();
    const { result } = renderHook(() => useHoverIntent(select));
    const branding = result.current("branding");
    branding.onPointerEnter();
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    branding.onPointerLeave();
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(select).not.toHaveBeenCalled();
  });

  it("moving on to another item selects that one only", () => {
    const select = vi.fn();
    const { result } = renderHook(() => useHoverIntent(select));
    result.current("branding").onPointerEnter();
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    result.current("marketing").onPointerEnter();
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(select).toHaveBeenCalledExactlyOnceWith("marketing");
  });

  it("selects nothing after unmounting", () => {
    const select = vi.fn();
    const { result, unmount } = renderHook(() => useHoverIntent(select));
    result.current("branding").onPointerEnter();
    unmount();
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(select).not.toHaveBeenCalled();
  });
});
