import page from "content:contact";
import { applicationPrefixes, packagePrefixes } from "./applicationLine";
import { CONTACT_FORM_ID } from "./contactFormId";
import { contactServices, enquiryTitles } from "./enquiry.mjs";

// Shared with the server, which checks the service posted (enquiry.mjs).
export { contactServices };

/**
 * The budget ranges the form offers (DECISIONS.md 27), in content/{en,ne}/contact.yaml: each
 * posts its id (enquiry.mjs `contactBudgets`, which the server checks) and shows its label.
 */
export const contactBudget = page.budget;

export type ContactService = (typeof contactServices)[number];

/** What a job application from Careers pre-selects (DECISIONS.md 6). */
export const applicationService: ContactService = "Other";

/** The message a job application starts with, e.g. 'Application: Senior UX/UI Designer'. */
export const applicationMessage = (role: string) => `${applicationPrefixes.en}${role}`;

/** The message of a visitor who chose a package starts with, e.g. 'Package: Growth Package'. */
export const packageMessage = (name: string) => `${packagePrefixes.en}${name}`;

export type ContactField =
  "firstName" | "lastName" | "email" | "phone" | "company" | "service" | "budget" | "portfolio" | "message";

type FieldCopy = { label: string; placeholder?: string };

/**
 * The page's copy around the form: content/{en,ne}/contact.yaml. Its hero's button leads down to
 * the form; the details list the contact details (site.ts).
 */
export const contactPage = {
  hero: { ...page.hero, cta: { ...page.hero.cta, url: `#${CONTACT_FORM_ID}` } },
  sectionLabel: page.sectionLabel,
  info: page.info,
};

/** The form's words (ne/contact.ts in Nepali): its heading, labels, checks and what sending says. */
export const contactFormCopy = {
  title: "Tell us about your project",
  intro: "Fields marked optional can stay empty. Everything else helps us reply with something useful.",
  optional: "optional",
  fields: {
    firstName: { label: "First name", placeholder: "e.g. Sita" },
    lastName: { label: "Last name", placeholder: "e.g. Sharma" },
    email: { label: "Email", placeholder: "you@example.com" },
    phone: { label: "Phone", placeholder: "+977 98XXXXXXXX" },
    company: { label: "Company", placeholder: "Business or organisation" },
    service: { label: "Service you need" },
    budget: { label: contactBudget.label },
    portfolio: { label: "Portfolio or CV link", placeholder: "https://" },
    message: {
      label: "Message",
      placeholder: "What are you planning, and by when? Links to your current site or social pages help.",
    },
  } satisfies Record<ContactField, FieldCopy>,
  servicePlaceholder: "Select a service",
  /** What each service of the list reads as; its value, posted, is the English name (enquiry.mjs). */
  serviceLabels: {
    "Website Design": "Website Design",
    "Brand Identity": "Brand Identity",
    "Social Media Strategy": "Social Media Strategy",
    "Content Creation": "Content Creation",
    "AI Implementation": "AI Implementation",
    "Logo & Visual Identity": "Logo & Visual Identity",
    Other: "Other",
  } satisfies Record<ContactService, string>,
  /** A job application from Careers (DECISIONS.md 21): its own heading and a link field. */
  applicant: {
    title: (role: string) => `Apply for ${role}`,
    intro: "Tell us a little about yourself in the message, and add a link to your portfolio or CV.",
    portfolioHint: "A public link we can open without signing in, such as Behance, GitHub or a shared PDF.",
  },
  /** The hidden `title` every enquiry carries (SPEC.md section 3). */
  enquiryTitle: enquiryTitles.contact,
  /** A field people never see; bots that fill it are dropped as if sent. */
  submit: "Send Message",
  sending: "Sending Message...",
  draftNote: "What you type is kept in this browser until your message is sent.",
  errors: {
    firstName: "First name must be at least 2 characters.",
    lastName: "Last name must be at least 2 characters.",
    email: "Please enter a valid email address.",
    message: "Message must be at least 10 characters.",
    /** Never met through the form (its select offers only the list); a tampered value is refused. */
    service: "Please choose a service from the list.",
    /** Never met through the form either: a tampered value is refused. */
    budget: "Please choose a budget range from the list.",
    portfolio: "Please enter a full link starting with https:// or http://.",
    tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  },
  success: {
    title: "Message Sent Successfully!",
    text: "Thank you for reaching out! We've received your message and will get back to you within 24 hours.",
    again: "Send Another Message",
  },
  toasts: {
    sent: {
      title: "Message Sent!",
      description: "We've received your message and will get back to you shortly.",
    },
    failed: {
      title: "Failed to send!",
      description: "There was a problem sending your message. Try again later.",
    },
  },
};
