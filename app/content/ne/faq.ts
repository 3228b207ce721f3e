/**
 * Nepali of ../faq.ts. Questions as a Nepali business owner would put them, answers in the
 * agency's voice. Package names as the Nepali plans page should write them: स्टार्टअप प्याकेज,
 * ग्रोथ प्याकेज, इन्टरप्राइज समाधान. Support is सपोर्ट (the word clients use), a quote कोटेसन.
 * Counts shown to the visitor use Devanagari digits (Intl "ne-NP").
 */
import { MessagesSquare } from "lucide-react";
import type { faqPage as englishFaqPage } from "../faq";
import { formatNumberIn, locales } from "../locales.mjs";

const number = (n: number) => formatNumberIn(n, locales.ne);

export { faqCategories } from "../faq";

export const faqPage: typeof englishFaqPage = {
  hero: {
    eyebrow: "सहायता केन्द्र",
    title: "बारम्बार सोधिने प्रश्नहरू",
    promise: "हाम्रा सेवा, मूल्य, समयसीमा र सपोर्टबारे सिधा जवाफ, तपाईंले सोध्नुअघि नै।",
    cta: { label: "हामीलाई सिधै सोध्नुहोस्", url: "/contact" },
  },
  browser: {
    title: "आफ्नो जवाफ खोज्नुहोस्",
    searchLabel: "प्रश्न र जवाफहरूमा खोज्नुहोस्",
    searchPlaceholder: "जवाफ खोज्नुहोस्...",
    categoriesLabel: "विषयअनुसार छान्नुहोस्",
    all: "सबै",
    results: (count: number) => `${number(count)} वटा प्रश्न`,
    noResults: (search: string) => `"${search}" का लागि कुनै नतिजा भेटिएन`,
    noResultsHint: "अर्कै शब्दले खोजेर हेर्नुहोस्, वा माथिका विषयहरू हेर्नुहोस्",
    clear: "खोज हटाउनुहोस्",
  },
  contact: {
    title: "अझै केही सोध्नु छ?",
    text: "हामीलाई सिधै सोध्नुहोस्। हाम्रो टिमकै एक जना मान्छेले २४ घण्टाभित्र, अंग्रेजी वा नेपालीमा जवाफ दिन्छ।",
    primary: { label: "सम्पर्क गर्नुहोस्", url: "/contact" },
    icon: MessagesSquare,
  },
};
