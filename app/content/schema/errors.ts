/** content/{en,ne}/errors.yaml: the page of an address the site does not have, and of a page that failed. */
import { group, text, word } from "./fields.ts";

export const errors = group("Error pages", {
  notFound: group("Page not found (404)", {
    title: word("Title"),
    text: text("Text"),
    home: word("Button to the home page"),
    contact: word("Link to the contact page"),
  }),
  appError: group("A page that failed to show", {
    label: word("Small heading", "Above the title, where the failure has no status code to show."),
    title: word("Title"),
    text: text("Text"),
    home: word("Button to the home page"),
  }),
});
