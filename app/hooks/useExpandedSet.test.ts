import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useExpandedSet } from "./useExpandedSet";

const CATEGORIES = ["Website", "Brand & Content", "Support & Extras"];

describe("useExpandedSet", () => {
  it("starts with only the given items expanded", () => {
    const { result } = renderHook(() => useExpandedSet(["Website"]));
    expect(CATEGORIES.map(result.current.isExpanded)).toEqual([true, false, false]);
    expect(renderHook(() => useExpandedSet()).result.current.isExpanded("Website")).toBe(false);
  });

  it("toggles each item independently of the others", () => {
    const { result } = renderHook(() => useExpandedSet(["Website"]));
    act(() => result.current.toggle("Brand & Content"));
    expect(CATEGORIES.map(result.current.isExpanded)).toEqual([true, true, false]);
    act(() => result.current.toggle("Website"));
    expect(CATEGORIES.map(result.current.isExpanded)).toEqual([false, true, false]);
    act(() => result.current.toggle("Support & Extras"));
    expect(CATEGORIES.map(result.current.isExpanded)).toEqual([false, true, true]);
  });

  it("closes an expanded item when it is toggled again", () => {
    const { result } = renderHook(() => useExpandedSet(["Website"]));
    act(() => result.current.toggle("Website"));
    act(() => result.current.toggle("Website"));
    expect(result.current.isExpanded("Website")).toBe(true);
    act(() => result.current.toggle("Website"));
    expect(result.current.isExpanded("Website")).toBe(false);
  });

  it("keeps the first render's items even if the argument changes later", () => {
    const { result, rerender } = renderHook(({ initial }) => useExpandedSet(initial), {
      initialProps: { initial: ["Website"] },
    });
    rerender({ initial: ["Support & Extras"] });
    expect(CATEGORIES.map(result.current.isExpanded)).toEqual([true, false, false]);
  });
});
