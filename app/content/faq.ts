import { categories } from "content:faq";
import { MessagesSquare } from "lucide-react";

export type FaqEntry = { question: string; answer: string };
/** A category of the FAQ with its question and answer pairs (SPEC.md section 3). */
export type FaqCategory = { id: string; category: string; questions: FaqEntry[] };

/** The questions on /faq, by category: content/{en,ne}/faq.yaml. */
export const faqCategories: FaqCategory[] = categories;

export const faqPage = {
  hero: {
    eyebrow: "Help centre",
    title: "Frequently Asked Questions",
    promise:
      "Straight answers about our services, prices, timelines and support, before you even have to ask.",
    cta: { label: "Ask Us Directly", url: "/contact" },
  },
  browser: {
    title: "Find your answer",
    searchLabel: "Search the questions and answers",
    searchPlaceholder: "Search for answers...",
    categoriesLabel: "Filter by category",
    all: "All",
    results: (count: number) => `${count} ${count === 1 ? "question" : "questions"}`,
    noResults: (search: string) => `No results found for "${search}"`,
    noResultsHint: "Try a different search term or browse categories above",
    clear: "Clear search",
  },
  contact: {
    title: "Still have a question?",
    text: "Ask us directly. A real person from our team replies within 24 hours, in English or Nepali.",
    primary: { label: "Contact Us", url: "/contact" },
    icon: MessagesSquare,
  },
};
