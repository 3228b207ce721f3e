import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_ALERT_MS, useInvalidFieldFocus } from "./useInvalidFieldFocus";

describe("useInvalidFieldFocus", () => {
  let first: HTMLInputElement;
  let second: HTMLInputElement;
  beforeEach(() => {
    vi.useFakeTimers();
    first = document.body.appendChild(document.createElement("input"));
    second = document.body.appendChild(document.createElement("input"));
  });
  afterEach(() => {
    vi.useRealTimers();
    first.remove();
    second.remove();
  });

  it("moves the focus to an invalid field elsewhere, with no alert", () => {
    second.focus();
    const { result } = renderHook(() => useInvalidFieldFocus());
    act(() => result.current.focusInvalid(first, "Too short."));
    expect(document.activeElement).toBe(first);
    expect(result.current.alert).toBeNull();
  });

  it("says the message of the field that already has the focus, each time, for a moment", () => {
    first.focus();
    const { result } = renderHook(() => useInvalidFieldFocus());
    act(() => result.current.focusInvalid(first, "Too short."));
    const alert = result.current.alert;
    expect(alert?.text).toBe("Too short.");
    act(() => result.current.focusInvalid(first, "Too short."));
    expect(result.current.alert?.id).not.toBe(alert?.id);

    act(() => vi.advanceTimersByTime(FIELD_ALERT_MS));
    expect(result.current.alert).toBeNull();
  });

  it("does nothing without a field", () => {
    const { result } = renderHook(() => useInvalidFieldFocus());
    act(() => result.current.focusInvalid(null, "Too short."));
    expect(result.current.alert).toBeNull();
  });
});
