import {
  applicationMessage,
  applicationService,
  type ContactField,
  contactFormCopy,
  packageMessage,
} from "~/content/contact";
import { applicationPrefixes, packagePrefixes } from "~/content/applicationLine";
import {
  CONTACT_MAX_LENGTH,
  contactFieldProblem,
  isContactBudget,
  isContactService,
} from "./enquiryRules.mjs";

// The rules themselves are shared with the server (enquiryRules.mjs); these names stay importable here.
export { CONTACT_MAX_LENGTH, characterCount } from "./enquiryRules.mjs";

const { errors } = contactFormCopy;

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
  budget: "",
  portfolio: "",
  message: "",
};

/** The fields in the order they are laid out, which is the order their errors are met in. */
export const contactFields = Object.keys(emptyContact) as ContactField[];

/** A job title from the URL, bounded: the query string is anyone's to write. */
const MAX_ROLE = 100;

/** The message of a field that breaks its rule (contactFieldProblem's "invalid"). */
const invalidMessages: Partial<Record<ContactField, string>> = {
  firstName: errors.firstName,
  lastName: errors.lastName,
  email: errors.email,
  service: errors.service,
  budget: errors.budget,
  portfolio: errors.portfolio,
  message: errors.message,
};

/**
 * Checks an enquiry as SPEC.md section 5 does. Every field is trimmed before it is counted, and
 * the trimmed values are what gets sent; a field over its length gets that message first. Only
 * `fields` are checked: those the form shows (the portfolio link only on a job application).
 */
export function validateContact(
  values: ContactValues,
  fields: readonly ContactField[] = contactFields,
): { values: ContactValues; errors: ContactErrors } {
  const trimmed = { ...values };
  const found: ContactErrors = {};
  for (const field of fields) {
    const value = values[field].trim();
    const problem = contactFieldProblem(field, value);
    const error =
      problem === "tooLong" ? errors.tooLong(CONTACT_MAX_LENGTH[field]) : problem && invalidMessages[field];
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
  if (values.budget && !isContactBudget(values.budget)) delete values.budget;
  return values;
}

/** The first lines the form may write, in either language: an application's, a package's. */
const OPENING_PREFIXES = [...Object.values(applicationPrefixes), ...Object.values(packagePrefixes)];

/**
 * The message starting with `line`. A message the visitor already wrote is kept below it; an
 * earlier such line (another role or package, or the other language's) is replaced, not stacked.
 * The same values when the message already starts so.
 */
function withOpening(values: ContactValues, line: string): ContactValues {
  const message = values.message.trim();
  const [firstLine, ...otherLines] = message.split("\n");
  if (firstLine === line) return values;
  const earlier = OPENING_PREFIXES.some((prefix) => firstLine.startsWith(prefix));
  const body = earlier ? otherLines.join("\n").trim() : message;
  return { ...values, message: body ? `${line}\n\n${body}` : line };
}

/**
 * A job application from Careers (`?role=`): the message starts with 'Application: <role>' and
 * the service is 'Other'.
 */
export function withApplication(values: ContactValues, role: string): ContactValues {
  const title = role.trim().slice(0, MAX_ROLE);
  if (!title) return values;
  const opened = withOpening(values, applicationMessage(title));
  return opened === values ? values : { ...opened, service: applicationService };
}

/**
 * A package chosen on /plans (`?package=`): the message starts with 'Package: <its name>', so
 * the agency knows what the visitor came for; the service stays the visitor's to choose.
 */
export function withPackage(values: ContactValues, name: string): ContactValues {
  return name ? withOpening(values, packageMessage(name)) : values;
}
