import type { TestimonialGrouping } from "./testimonials";

/**
 * The interface's words of /testimonials (ne/testimonialsCopy.ts in Nepali); the page's copy and the
 * clients' words are content/{en,ne}/testimonials.yaml (testimonials.ts).
 */
export const testimonialsCopy = {
  browser: {
    groupingLabel: "Group stories",
    groupings: [
      { id: "industry", label: "By Industry" },
      { id: "service", label: "By Service" },
    ] satisfies { id: TestimonialGrouping; label: string }[],
    filterLabel: "Filter stories",
    all: "All",
    /** `above`: how many of those shown are the featured ones above the grid, not in it. */
    results: (shown: number, total: number, above: number) =>
      `Showing ${shown} of ${total} stories` + (above > 0 ? `, ${above} of them featured above` : ""),
    empty: (filter: string, grouping: string) =>
      `No stories match "${filter}" when grouped ${grouping.toLowerCase()}.`,
    showAll: "Show all stories",
  },
  ratingLabel: (rating: number) => `${rating} out of 5 stars`,
};
