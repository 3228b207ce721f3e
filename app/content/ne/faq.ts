/**
 * Nepali of ../faq.ts. Questions as a Nepali business owner would put them, answers in the
 * agency's voice (content/ne/faq.yaml). Package names as the Nepali plans page should write them:
 * स्टार्टअप प्याकेज, ग्रोथ प्याकेज, इन्टरप्राइज समाधान. Support is सपोर्ट (the word clients use), a
 * quote कोटेसन. Counts shown to the visitor use Devanagari digits (Intl "ne-NP").
 */
import type { faqBrowserCopy as englishFaqBrowserCopy } from "../faq";
import { formatNumberIn, locales } from "../locales.mjs";

const number = (n: number) => formatNumberIn(n, locales.ne);

export { faqCategories, faqPage } from "../faq";

export const faqBrowserCopy: typeof englishFaqBrowserCopy = {
  title: "आफ्नो जवाफ खोज्नुहोस्",
  searchLabel: "प्रश्न र जवाफहरूमा खोज्नुहोस्",
  searchPlaceholder: "जवाफ खोज्नुहोस्...",
  categoriesLabel: "विषयअनुसार छान्नुहोस्",
  all: "सबै",
  results: (count: number) => `${number(count)} वटा प्रश्न`,
  noResults: (search: string) => `"${search}" का लागि कुनै नतिजा भेटिएन`,
  noResultsHint: "अर्कै शब्दले खोजेर हेर्नुहोस्, वा माथिका विषयहरू हेर्नुहोस्",
  clear: "खोज हटाउनुहोस्",
};
