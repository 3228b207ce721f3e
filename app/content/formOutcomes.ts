import { contactSent, formInvalid, newsletterSubscribed, sendFailed } from "content:formOutcomes";
import { contactFormCopy } from "./contact";
import { newsletter } from "./newsletter";
import { site } from "./site";

/**
 * The pages a form posted without JavaScript lands on (docs/OPERATIONS.md, "Contact form and newsletter: sending"; the server
 * sends the visitor there, content/enquiry.mjs): what happened, and what to do next. Their words
 * are content/{en,ne}/form-outcomes.yaml; where a form's own message says it (sent, subscribed),
 * the page says the same.
 */
export type FormOutcome = {
  tone: "success" | "failure";
  /** What the picture shows: a letter going (the default), the newsletter, or the form to mend. */
  kind?: "letter" | "newsletter" | "form";
  eyebrow: string;
  title: string;
  text: string;
  /** Points listed under the text. */
  points?: string[];
  /** What to do next: the first is the main call to action. */
  actions: [{ label: string; url: string }, { label: string; url: string }?];
};

type Actions = FormOutcome["actions"];

/** The agency's e-mail address and first phone number in place of `{email}` and `{phone}`. */
const contactPlaceholders = (text: string) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === "email") return site.emails.general;
    if (name === "phone") return site.phones[0];
    throw new Error(
      `content/*/form-outcomes.yaml: ${placeholder} is not a placeholder: write {email} or {phone}`,
    );
  });

export const formOutcomes = {
  contactSent: {
    tone: "success",
    eyebrow: contactSent.eyebrow,
    title: contactFormCopy.success.title,
    text: contactFormCopy.success.text,
    actions: contactSent.actions as Actions,
  },
  newsletterSubscribed: {
    tone: "success",
    kind: "newsletter",
    eyebrow: newsletter.title,
    title: newsletter.toasts.sent.title,
    text: newsletter.toasts.sent.description,
    actions: newsletterSubscribed.actions as Actions,
  },
  // What the server refused is what the form's own checks say (server/enquiry.mjs): its messages.
  formInvalid: {
    tone: "failure",
    kind: "form",
    eyebrow: formInvalid.eyebrow,
    title: formInvalid.title,
    text: formInvalid.text,
    points: (["firstName", "lastName", "email", "message", "portfolio"] as const).map(
      (field) => contactFormCopy.errors[field],
    ),
    actions: formInvalid.actions as Actions,
  },
  sendFailed: {
    tone: "failure",
    eyebrow: sendFailed.eyebrow,
    title: sendFailed.title,
    text: contactPlaceholders(sendFailed.text),
    actions: sendFailed.actions as Actions,
  },
} satisfies Record<string, FormOutcome>;
