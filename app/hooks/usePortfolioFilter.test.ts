import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { projects } from "~/content/portfolio";
import { ALL_PROJECTS, usePortfolioFilter } from "./usePortfolioFilter";

const ids = (list: { id: number }[]) => list.map((project) => project.id);

describe("usePortfolioFilter", () => {
  it("starts at All, showing every project", () => {
    const { result } = renderHook(() => usePortfolioFilter(projects));
    expect(result.current.filter).toBe(ALL_PROJECTS);
    expect(ids(result.current.visible)).toEqual([1, 2, 4, 5, 6]);
  });

  it("shows only the projects whose category matches exactly, and All again", () => {
    const { result } = renderHook(() => usePortfolioFilter(projects));
    act(() => result.current.setFilter("UI/UX Design"));
    expect(ids(result.current.visible)).toEqual([5]);
    act(() => result.current.setFilter("Web Design"));
    expect(ids(result.current.visible)).toEqual([1]);
    act(() => result.current.setFilter(ALL_PROJECTS));
    expect(result.current.visible).toHaveLength(5);
  });
});
