import { group, key, list, text, word } from "./fields";
import { button, pageHero } from "./sections";

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
        group("Question", { question: word("Question"), answer: text("Answer") }),
        { summary: "question" },
      ),
    }),
    { summary: "category" },
  ),
});
