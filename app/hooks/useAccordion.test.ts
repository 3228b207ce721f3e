import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAccordion } from "./useAccordion";

describe("useAccordion", () => {
  it("starts with nothing open unless told otherwise", () => {
    expect(renderHook(() => useAccordion()).result.current.openId).toBeNull();
    expect(renderHook(() => useAccordion("b")).result.current.isOpen("b")).toBe(true);
  });

  it("keeps one item open at a time", () => {
    const { result } = renderHook(() => useAccordion());
    act(() => result.current.toggle("a"));
    expect(result.current.isOpen("a")).toBe(true);
    act(() => result.current.toggle("b"));
    expect(result.current.isOpen("a")).toBe(false);
    expect(result.current.isOpen("b")).toBe(true);
  });

  it("closes the open item when it is toggled again", () => {
    const { result } = renderHook(() => useAccordion("a"));
    act(() => result.current.toggle("a"));
    expect(result.current.openId).toBeNull();
  });
});
