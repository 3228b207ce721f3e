import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FaqCategory } from "~/content/faq";
import { ALL_CATEGORIES, faqItems, filterFaq, useFaqFilter } from "./useFaqFilter";

const categories: FaqCategory[] = [
  {
    id: "pricing",
    category: "Pricing",
    questions: [
      { question: "How much does a website cost?", answer: "See our three packages." },
      { question: "Do you offer payment plans?", answer: "Yes, spread over milestones." },
    ],
  },
  {
    id: "support",
    category: "Support",
    questions: [{ question: "How fast do you reply?", answer: "Within 24 hours; critical issues in 4." }],
  },
];
const items = faqItems(categories);
const questions = (list: { question: string }[]) => list.map((item) => item.question);

describe("faqItems", () => {
  it("flattens the categories into questions with their category and a unique id", () => {
    expect(items.map((item) => [item.id, item.category])).toEqual([
      ["pricing-1", "Pricing"],
      ["pricing-2", "Pricing"],
      ["support-1", "Support"],
    ]);
  });
});

describe("filterFaq", () => {
  it("shows everything with no search and every category", () => {
    expect(filterFaq(items, "", ALL_CATEGORIES)).toHaveLength(3);
  });

  it("matches the question or the answer, whatever the case", () => {
    expect(questions(filterFaq(items, "WEBSITE", ALL_CATEGORIES))).toEqual(["How much does a website cost?"]);
    expect(questions(filterFaq(items, "milestones", ALL_CATEGORIES))).toEqual([
      "Do you offer payment plans?",
    ]);
  });

  it("combines the search with the category", () => {
    expect(questions(filterFaq(items, "how", "support"))).toEqual(["How fast do you reply?"]);
    expect(filterFaq(items, "milestones", "support")).toEqual([]);
  });

  it("ignores spaces around the search text", () => {
    expect(filterFaq(items, "  24 hours ", ALL_CATEGORIES)).toHaveLength(1);
  });
});

describe("useFaqFilter", () => {
  it("starts with an empty search in every category and narrows as the visitor types and picks", () => {
    const { result } = renderHook(() => useFaqFilter(categories));
    expect(result.current.search).toBe("");
    expect(result.current.categoryId).toBe(ALL_CATEGORIES);
    act(() => result.current.setSearch("how"));
    expect(result.current.results).toHaveLength(2);
    act(() => result.current.setCategoryId("pricing"));
    expect(questions(result.current.results)).toEqual(["How much does a website cost?"]);
    act(() => result.current.setSearch("nothing like this"));
    expect(result.current.results).toEqual([]);
  });
});

describe("filterFaq on the Nepali pages", () => {
  const nepali = faqItems([
    {
      id: "pricing",
      category: "मूल्य",
      questions: [
        { question: "वेबसाइट बनाउन कति पर्छ?", answer: "हाम्रा तीन प्याकेज हेर्नुहोस्।" },
        { question: "किस्तामा भुक्तानी गर्न मिल्छ?", answer: "हो, काम सकिँदै जाँदा।" },
      ],
    },
  ]);

  it("finds Nepali words in Devanagari", () => {
    expect(questions(filterFaq(nepali, "किस्ता", ALL_CATEGORIES))).toEqual(["किस्तामा भुक्तानी गर्न मिल्छ?"]);
  });

  it("finds them written in Latin letters, however spelled, but not from too short a query", () => {
    expect(questions(filterFaq(nepali, "website", ALL_CATEGORIES))).toEqual(["वेबसाइट बनाउन कति पर्छ?"]);
    expect(questions(filterFaq(nepali, "Vebsait", ALL_CATEGORIES))).toEqual(["वेबसाइट बनाउन कति पर्छ?"]);
    expect(questions(filterFaq(nepali, "bhuktani", ALL_CATEGORIES))).toEqual(["किस्तामा भुक्तानी गर्न मिल्छ?"]);
    expect(filterFaq(nepali, "kati", ALL_CATEGORIES)).toEqual([]);
    expect(filterFaq(nepali, "zebra", ALL_CATEGORIES)).toEqual([]);
  });

  it("leaves English questions to the plain search", () => {
    expect(filterFaq(items, "wbst", ALL_CATEGORIES)).toEqual([]);
  });
});
