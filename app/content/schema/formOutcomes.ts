/**
 * content/{en,ne}/form-outcomes.yaml: the pages a form sent without JavaScript lands on
 * (app/content/formOutcomes.ts). The title and text of the first two are what the form itself says
 * once sent (the contact form's and the newsletter box's words).
 */
import { z } from "zod";
import { group, text, withMeta, word } from "./fields.ts";
import { button, eyebrow } from "./sections.ts";

const actions = () =>
  withMeta(z.array(button()).min(1).max(2), {
    label: "Buttons",
    hint: "One or two: the first is the main one.",
    summary: "label",
  });

export const formOutcomes = group("Pages after a form is sent", {
  contactSent: group("Message sent (/contact/sent)", { eyebrow: eyebrow(), actions: actions() }),
  newsletterSubscribed: group("Subscribed to the newsletter (/newsletter/subscribed)", {
    actions: actions(),
  }),
  formInvalid: group("Check your message (/check-your-message)", {
    eyebrow: eyebrow(),
    title: word("Title"),
    text: text("Text", "Above the list of what the form asks for (the contact form's own messages)."),
    actions: actions(),
  }),
  sendFailed: group("Message not sent (/send-failed)", {
    eyebrow: eyebrow(),
    title: word("Title"),
    text: text(
      "Text",
      "{email} and {phone} are written as the agency's e-mail address and first phone number (Contact details).",
    ),
    actions: actions(),
  }),
});
