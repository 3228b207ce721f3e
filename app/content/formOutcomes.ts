import { contactFormCopy } from "./contact";
import { newsletter } from "./newsletter";
import { site } from "./site";

/**
 * The pages a form posted without JavaScript lands on (README, "Without JavaScript"; the server
 * sends the visitor there, content/enquiry.mjs): what happened, and what to do next.
 */
export type FormOutcome = {
  tone: "success" | "failure";
  /** What the picture shows going: a letter (the default), or the newsletter. */
  kind?: "letter" | "newsletter";
  eyebrow: string;
  title: string;
  text: string;
  /** What to do next: the first is the main call to action. */
  actions: [{ label: string; url: string }, { label: string; url: string }?];
};

export const formOutcomes = {
  contactSent: {
    tone: "success",
    eyebrow: "Contact",
    title: contactFormCopy.success.title,
    text: contactFormCopy.success.text,
    actions: [
      { label: contactFormCopy.success.again, url: "/contact" },
      { label: "Return to Home", url: "/" },
    ],
  },
  newsletterSubscribed: {
    tone: "success",
    kind: "newsletter",
    eyebrow: newsletter.title,
    title: newsletter.toasts.sent.title,
    text: newsletter.toasts.sent.description,
    actions: [
      { label: "Return to Home", url: "/" },
      { label: "See our work", url: "/portfolio" },
    ],
  },
  sendFailed: {
    tone: "failure",
    eyebrow: "Not sent",
    title: "Your message was not sent",
    text: `Nothing you typed is lost: go back with your browser's Back button and the form still holds it. Try again in a few minutes, or write to us at ${site.emails.general} or call ${site.phones[0]}.`,
    actions: [{ label: "Back to the contact form", url: "/contact" }],
  },
} satisfies Record<string, FormOutcome>;
