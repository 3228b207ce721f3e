import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCarousel } from "./useCarousel";

describe("useCarousel", () => {
  it("starts on the first slide with nothing leaving", () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.index).toBe(0);
    expect(result.current.previousIndex).toBeNull();
  });

  it("moves forward and wraps from the last slide to the first", () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, previousIndex: 0, direction: "next" });
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 0, previousIndex: 2, direction: "next" });
  });

  it("moves back and wraps from the first slide to the last", () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ index: 2, previousIndex: 0, direction: "previous" });
  });

  it("jumps to a dot with the direction of travel, and ignores the current one", () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.goTo(2));
    expect(result.current).toMatchObject({ index: 2, direction: "next" });
    act(() => result.current.goTo(0));
    expect(result.current).toMatchObject({ index: 0, previousIndex: 2, direction: "previous" });
    const before = result.current;
    act(() => result.current.goTo(0));
    expect(result.current.previousIndex).toBe(before.previousIndex);
  });
});
