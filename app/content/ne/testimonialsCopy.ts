/**
 * Nepali of ../testimonialsCopy.ts: the interface's words of /testimonials. The quotes and the
 * page's copy are content/ne/testimonials.yaml, written thus: the quotes are what the owners would say in Nepali
 * (उहाँहरू for the studio's team, as a client speaks of people they respect), not a word-for-word
 * version. Owner is सञ्चालक, as a Nepali shop names its proprietor. The services are the names
 * the services page uses (ब्रान्ड पहिचान).
 */
import type { testimonialsCopy as english } from "../testimonialsCopy";
import type { TestimonialGrouping } from "../testimonials";
import { formatNumberIn, locales } from "../locales.mjs";

const number = (n: number) => formatNumberIn(n, locales.ne);

export const testimonialsCopy: typeof english = {
  browser: {
    groupingLabel: "कथाहरूको समूह",
    groupings: [
      { id: "industry", label: "व्यवसायअनुसार" },
      { id: "service", label: "सेवाअनुसार" },
    ] satisfies { id: TestimonialGrouping; label: string }[],
    filterLabel: "कथाहरू छान्नुहोस्",
    all: "सबै",
    results: (shown: number, total: number, above: number) =>
      `${number(total)} मध्ये ${number(shown)} कथा देखाइएको छ` +
      (above > 0 ? `, जसमध्ये ${number(above)} माथि विशेष कथामा` : ""),
    empty: (filter: string, grouping: string) => `${grouping} हेर्दा "${filter}" सँग मिल्ने कुनै कथा छैन।`,
    showAll: "सबै कथा हेर्नुहोस्",
  },
  ratingLabel: (rating: number) => `५ मध्ये ${number(rating)} तारा`,
};
