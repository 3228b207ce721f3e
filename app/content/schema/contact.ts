import { contactBudgetIds } from "../enquiry.mjs";
import { z } from "zod";
import { group, key, list, text, word } from "./fields.ts";
import { eyebrow } from "./sections.ts";

/**
 * content/{en,ne}/contact.yaml: the copy of /contact around its form. The form's words (its
 * heading, labels, checks and messages, and those of a job application) are interface words
 * (app/content/contact.ts, ne/contact.ts); the phones, e-mails, office and hours the page lists
 * are the contact details (site.yaml, identity.mjs).
 */
export const contact = group("Contact page", {
  hero: group("Top of the page", {
    eyebrow: eyebrow(),
    title: word("Title", "The page's main heading."),
    promise: text("Introduction", "What happens when one writes, in a sentence or two under the title."),
    cta: group("Button", { label: word("Label", "The button leads down to the form.") }),
  }),
  sectionLabel: word(
    "Name of the form's section",
    "What screen readers announce for the section that holds the form and the contact details.",
  ),
  info: group("Contact details", {
    title: word("Title"),
    intro: text("Introduction"),
    location: group("Location", { label: word("Heading", "Above the head office's town and country.") }),
    email: group("E-mail", { label: word("Heading", "Above the e-mail addresses.") }),
    phone: group("Phone", {
      label: word("Heading", "Above the phone numbers."),
      note: word("Note", "Under the phone numbers."),
    }),
    hours: group("Opening hours", { label: word("Heading", "Above the days and hours.") }),
    follow: group("Social profiles", {
      title: word("Title"),
      text: text("Text", "Above the links to the social profiles."),
    }),
  }),
  budget: group(
    "Budget in the form",
    {
      label: word("Label", "Of the optional choice of a budget range."),
      placeholder: word("Before a choice", "What the choice says until a range is picked."),
      ranges: list(
        "Ranges",
        group("Range", {
          id: key(
            "Range",
            `One of ${contactBudgetIds.join(", ")}, each once: the range the agency's e-mail names, and the only ones the server takes.`,
          ).pipe(z.enum(contactBudgetIds)),
          label: word("Shown as", "For example: NPR 50,000 to 100,000."),
        }),
        { summary: "label" },
      ).superRefine((items, context) => {
        items.forEach((item, index) => {
          if (items.findIndex((other) => other.id === item.id) !== index)
            context.addIssue({ code: "custom", path: [index, "id"], message: `"${item.id}" is used twice` });
        });
      }),
    },
    "What a visitor means to spend, picked from ranges: not the agency's prices. Sent as the field budget.",
  ),
});
