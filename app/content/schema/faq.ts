import type { z } from "zod";
import { flag, group, key, list, text, word } from "./fields.ts";
import type { plans } from "./plans";
import { showPrice } from "./prices.ts";
import { button, pageHero } from "./sections.ts";

/** content/{en,ne}/faq.yaml: the copy of /faq and its questions, by category (SPEC.md section 3). */
export const faq = group("FAQ", {
  page: group("Page", {
    hero: pageHero(),
    contact: group("Card beside the questions", {
      title: word("Title"),
      text: text("Text"),
      primary: button(),
    }),
  }),
  categories: list(
    "Categories",
    group("Category", {
      id: key("Id", "Names the category in the page's address (/faq?category=pricing); never change it."),
      category: word("Name"),
      questions: list(
        "Questions",
        group("Question", {
          question: word("Question"),
          answer: text("Answer"),
          packagePrices: flag(
            "Ends with the packages' prices",
            "Where a package's starting price is set (Plans), the answer ends with it, e.g. 'Starting prices: Startup Package from NPR 45,000.' Where none is set, the answer is shown as written.",
          ).optional(),
        }),
        { summary: "question" },
      ),
    }),
    { summary: "category" },
  ),
});

const startingPrices = {
  en: (prices: string[]) => `Starting prices: ${prices.join("; ")}.`,
  ne: (prices: string[]) => `सुरुवाती मूल्य: ${prices.join("; ")}।`,
};

/**
 * The questions as /faq shows them (content:faq/questions): an answer marked to end with the
 * packages' prices ends with those the agency has set (DECISIONS.md 27), in the page's language
 * ("Startup Package from NPR 45,000", "स्टार्टअप प्याकेज रु ४५,००० देखि"); with none set, as written.
 */
export const faqQuestions = (
  data: z.output<typeof faq>,
  content: { plans: z.output<typeof plans> },
  locale: "en" | "ne",
) => {
  const prices = content.plans.plans.flatMap(({ name, price }) =>
    price === undefined ? [] : [`${name} ${showPrice(price, locale).text}`],
  );
  return {
    categories: data.categories.map(({ questions, ...category }) => ({
      ...category,
      questions: questions.map(({ packagePrices, question, answer }) => ({
        question,
        answer: packagePrices && prices.length ? `${answer} ${startingPrices[locale](prices)}` : answer,
      })),
    })),
  };
};
