import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Testimonial } from "~/content/testimonials";
import { ALL_TESTIMONIALS, groupValues, useTestimonialFilter } from "./useTestimonialFilter";

const entry = (id: string, industry: string, service: string): Testimonial => ({
  id,
  name: id,
  role: "Owner",
  client: "himali-loom",
  company: "Company",
  quote: "Quote",
  rating: 5,
  industry,
  service,
});
const items = [
  entry("a", "Retail", "Starter Website"),
  entry("b", "Food", "Social Media"),
  entry("c", "Retail", "Brand Identity"),
];
const ids = (list: Testimonial[]) => list.map((item) => item.id);

describe("groupValues", () => {
  it("lists each industry or service once, in order of first appearance", () => {
    expect(groupValues(items, "industry")).toEqual(["Retail", "Food"]);
    expect(groupValues(items, "service")).toEqual(["Starter Website", "Social Media", "Brand Identity"]);
  });
});

describe("useTestimonialFilter", () => {
  it("starts grouped by industry showing all", () => {
    const { result } = renderHook(() => useTestimonialFilter(items));
    expect(result.current.grouping).toBe("industry");
    expect(result.current.filter).toBe(ALL_TESTIMONIALS);
    expect(result.current.chips).toEqual(["Retail", "Food"]);
    expect(ids(result.current.visible)).toEqual(["a", "b", "c"]);
  });

  it("shows the entries whose field, per grouping, equals the chosen chip", () => {
    const { result } = renderHook(() => useTestimonialFilter(items));
    act(() => result.current.setFilter("Retail"));
    expect(ids(result.current.visible)).toEqual(["a", "c"]);
    act(() => result.current.setGrouping("service"));
    act(() => result.current.setFilter("Social Media"));
    expect(ids(result.current.visible)).toEqual(["b"]);
  });

  it("keeps the filter when the grouping switches", () => {
    const { result } = renderHook(() => useTestimonialFilter(items));
    act(() => result.current.setFilter("Retail"));
    act(() => result.current.setGrouping("service"));
    expect(result.current.filter).toBe("Retail");
    expect(result.current.chips).toEqual(["Starter Website", "Social Media", "Brand Identity"]);
    expect(result.current.visible).toEqual([]);
    act(() => result.current.setGrouping("industry"));
    expect(ids(result.current.visible)).toEqual(["a", "c"]);
  });
});
