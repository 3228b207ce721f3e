import { useMemo, useState } from "react";
import type { FaqCategory, FaqEntry } from "~/content/faq";
import { includesQuery, matchesRomanised } from "~/lib/search";

export const ALL_CATEGORIES = "all";

/** One question of the FAQ with its category, as the list shows it. */
export type FaqItem = FaqEntry & { id: string; categoryId: string; category: string };

export function faqItems(categories: FaqCategory[]): FaqItem[] {
  return categories.flatMap((group) =>
    group.questions.map((entry, index) => ({
      ...entry,
      id: `${group.id}-${index + 1}`,
      categoryId: group.id,
      category: group.category,
    })),
  );
}

/**
 * The questions in `categoryId` (or all) whose question or answer contains `search`, or on the
 * Nepali pages reads as it in Latin letters ("mulya" finds मूल्य).
 */
export function filterFaq(items: FaqItem[], search: string, categoryId: string): FaqItem[] {
  return items.filter(
    (item) =>
      (categoryId === ALL_CATEGORIES || item.categoryId === categoryId) &&
      (includesQuery(item.question, search) ||
        includesQuery(item.answer, search) ||
        matchesRomanised(`${item.question} ${item.answer}`, search)),
  );
}

/** FAQ search and category filter: the list shows the questions that match both. */
export function useFaqFilter(categories: FaqCategory[]) {
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const items = useMemo(() => faqItems(categories), [categories]);
  const results = useMemo(() => filterFaq(items, search, categoryId), [items, search, categoryId]);
  return { search, setSearch, categoryId, setCategoryId, results };
}
