import { group, key, list, text, word } from "./fields";

/** content/{en,ne}/faq.yaml: the questions on /faq, by category (SPEC.md section 3). */
export const faq = group("FAQ", {
  categories: list(
    "Categories",
    group("Category", {
      id: key("Id", "Names the category in the page's address (/faq?category=pricing); never change it."),
      category: word("Name"),
      questions: list(
        "Questions",
        group("Question", { question: word("Question"), answer: text("Answer") }),
        { summary: "question" },
      ),
    }),
    { summary: "category" },
  ),
});
