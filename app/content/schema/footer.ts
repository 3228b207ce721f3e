/** content/{en,ne}/footer.yaml: the words of every page's footer; its links come from the pages and services. */
import { group, text, word } from "./fields.ts";

export const footer = group("Footer", {
  about: text("About the studio", "Under the logo."),
  newsletter: group("Newsletter box", {
    title: word("Title", "Also names the form for screen readers, and tops the page a sign-up lands on."),
    text: text("Text"),
  }),
});
