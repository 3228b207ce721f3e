import {
  applicationMessage,
  applicationService,
  type ContactField,
  contactPage,
  contactServices,
} from "~/content/contact";
import { isValidEmail } from "./email";

const { errors } = contactPage.form;

/** The enquiry as typed: every field is text, and empty when not filled in (SPEC.md section 5). */
export type ContactValues = Record<ContactField, string>;

/** The message of each field that fails its rule; a field that passes has none. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Every field starts empty (SPEC.md section 5). */
export const emptyContact: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  message: "",
};

/** The fields in the order they are laid out, which is the order their errors are met in. */
export const contactFields = Object.keys(emptyContact) as ContactField[];

/** The longest each field may be: room for any real enquiry, a bound on what is stored and sent. */
export const CONTACT_MAX_LENGTH = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 30,
  company: 120,
  service: 40,
  message: 5000,
} satisfies Record<ContactField, number>;

export const MIN_NAME = 2;
export const MIN_MESSAGE = 10;
/** A job title from the URL, bounded: the query string is anyone's to write. */
const MAX_ROLE = 100;

// Built on first use: the first Intl.Segmenter loads the browser's text-breaking data, about
// 12 ms on a fast machine and four times that on a phone, which /contact would otherwise spend
// in one task while it hydrates.
let graphemes: Intl.Segmenter | null | undefined;

/**
 * Characters as a reader counts them: 'सी' is one letter with its vowel sign, an emoji one
 * character (in JavaScript string length, two). Without Intl.Segmenter, code points.
 */
export function characterCount(value: string): number {
  if (graphemes === undefined) {
    graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
  }
  return graphemes ? Array.from(graphemes.segment(value)).length : [...value].length;
}

const isContactService = (value: string) => (contactServices as readonly string[]).includes(value);

/**
 * Each field's own rule, on its trimmed text: the message when it fails. Names count characters
 * of any script (DECISIONS.md 17): 'सीता' is as valid as 'Sita'. The maximum lengths stay in
 * string length, as the fields' maxlength counts.
 */
const fieldRules: Partial<Record<ContactField, (value: string) => string | undefined>> = {
  firstName: (value) => (characterCount(value) < MIN_NAME ? errors.firstName : undefined),
  lastName: (value) => (characterCount(value) < MIN_NAME ? errors.lastName : undefined),
  email: (value) => (isValidEmail(value) ? undefined : errors.email),
  // Only reachable by tampering: the select offers nothing else.
  service: (value) => (value === "" || isContactService(value) ? undefined : errors.service),
  message: (value) => (characterCount(value) < MIN_MESSAGE ? errors.message : undefined),
};

/**
 * Checks an enquiry as SPEC.md section 5 does. Every field is trimmed before it is counted, and
 * the trimmed values are what gets sent; a field over its length gets that message first.
 */
export function validateContact(values: ContactValues): { values: ContactValues; errors: ContactErrors } {
  const trimmed = { ...emptyContact };
  const found: ContactErrors = {};
  for (const field of contactFields) {
    const value = values[field].trim();
    const max = CONTACT_MAX_LENGTH[field];
    const error = value.length > max ? errors.tooLong(max) : fieldRules[field]?.(value);
    trimmed[field] = value;
    if (error) found[field] = error;
  }
  return { values: trimmed, errors: found };
}

/** Only known fields with text values: a stored draft may be stale or tampered with. */
export function toContactValues(value: unknown): Partial<ContactValues> {
  if (typeof value !== "object" || value === null) return {};
  const values: Partial<ContactValues> = {};
  for (const field of contactFields) {
    const candidate = (value as Record<string, unknown>)[field];
    if (typeof candidate === "string") values[field] = candidate;
  }
  if (values.service && !isContactService(values.service)) delete values.service;
  return values;
}

/**
 * A job application from Careers (`?role=`): the message starts with 'Application: <role>' and
 * the service is 'Other'. A message the visitor already wrote is kept below that line; the line
 * of an earlier application for another role is replaced, not stacked.
 */
export function withApplication(values: ContactValues, role: string): ContactValues {
  const title = role.trim().slice(0, MAX_ROLE);
  const line = applicationMessage(title);
  const message = values.message.trim();
  const [firstLine, ...otherLines] = message.split("\n");
  if (!title || firstLine === line) return values;
  const body = firstLine.startsWith(applicationMessage("")) ? otherLines.join("\n").trim() : message;
  return {
    ...values,
    service: applicationService,
    message: body ? `${line}\n\n${body}` : line,
  };
}
