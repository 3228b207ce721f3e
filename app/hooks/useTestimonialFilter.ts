import { useMemo, useState } from "react";
import type { Testimonial, TestimonialGrouping } from "~/content/testimonials";

export const ALL_TESTIMONIALS = "all";

/** The distinct industries or services of the testimonials, in order of first appearance. */
export function groupValues(items: Testimonial[], grouping: TestimonialGrouping): string[] {
  return [...new Set(items.map((item) => item[grouping]))];
}

/** The testimonials whose industry or service (per grouping) equals the filter, or all. */
export function filterTestimonials(
  items: Testimonial[],
  grouping: TestimonialGrouping,
  filter: string,
): Testimonial[] {
  return filter === ALL_TESTIMONIALS ? items : items.filter((item) => item[grouping] === filter);
}

/**
 * Testimonials filter: grouping by industry (default) or service, and a filter that is 'all' or
 * one industry or service. Switching the grouping keeps the filter (SPEC.md section 4).
 */
export function useTestimonialFilter(items: Testimonial[]) {
  const [grouping, setGrouping] = useState<TestimonialGrouping>("industry");
  const [filter, setFilter] = useState(ALL_TESTIMONIALS);
  const chips = useMemo(() => groupValues(items, grouping), [items, grouping]);
  const visible = useMemo(() => filterTestimonials(items, grouping, filter), [items, grouping, filter]);
  return { grouping, setGrouping, filter, setFilter, chips, visible };
}
