import { page } from "content:faq";
import { categories } from "content:faq/questions";

export type FaqEntry = { question: string; answer: string };
/** A category of the FAQ with its question and answer pairs (SPEC.md section 3). */
export type FaqCategory = { id: string; category: string; questions: FaqEntry[] };

/** The questions on /faq, by category: content/{en,ne}/faq.yaml (the cost answer with the prices set). */
export const faqCategories: FaqCategory[] = categories;

/** The page's top and the card beside the questions: content/{en,ne}/faq.yaml. */
export const faqPage = page;

/** The words of the search and the category chips (ne/faq.ts in Nepali). */
export const faqBrowserCopy = {
  title: "Find your answer",
  searchLabel: "Search the questions and answers",
  searchPlaceholder: "Search for answers...",
  categoriesLabel: "Filter by category",
  all: "All",
  results: (count: number) => `${count} ${count === 1 ? "question" : "questions"}`,
  noResults: (search: string) => `No results found for "${search}"`,
  noResultsHint: "Try a different search term or browse categories above",
  clear: "Clear search",
};
