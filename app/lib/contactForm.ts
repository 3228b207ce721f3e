// zod/mini: the same schemas as zod, a fraction of its JavaScript on the contact page.
import * as z from "zod/mini";
import {
  applicationMessage,
  applicationService,
  type ContactField,
  contactPage,
  contactServices,
} from "~/content/contact";
import { isValidEmail } from "./email";

const { errors } = contactPage.form;

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

const MIN_NAME = 2;
const MIN_MESSAGE = 10;
/** A job title from the URL, bounded: the query string is anyone's to write. */
const MAX_ROLE = 100;

/** Trimmed text of at most the field's length, plus the field's own checks. */
const text = (field: ContactField, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(CONTACT_MAX_LENGTH[field], { error: errors.tooLong(CONTACT_MAX_LENGTH[field]) }),
      ...checks,
    );

/**
 * The enquiry as SPEC.md section 5 checks it. Names are trimmed before their length is counted,
 * and any script counts (DECISIONS.md 17): 'सीता' is as valid as 'Sita'.
 */
export const contactSchema = z.object({
  firstName: text("firstName", z.minLength(MIN_NAME, { error: errors.firstName })),
  lastName: text("lastName", z.minLength(MIN_NAME, { error: errors.lastName })),
  email: text("email", z.refine<string>(isValidEmail, { error: errors.email })),
  phone: text("phone"),
  company: text("company"),
  service: z.union([z.literal(""), z.enum(contactServices)]),
  message: text("message", z.minLength(MIN_MESSAGE, { error: errors.message })),
});

export type ContactValues = z.input<typeof contactSchema>;

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

/** Only known fields with text values: a stored draft may be stale or tampered with. */
export function toContactValues(value: unknown): Partial<ContactValues> {
  if (typeof value !== "object" || value === null) return {};
  const entries = Object.entries(emptyContact).flatMap(([field]) => {
    const candidate = (value as Record<string, unknown>)[field];
    return typeof candidate === "string" ? [[field, candidate]] : [];
  });
  const values: Record<string, string> = Object.fromEntries(entries);
  if (values.service && !(contactServices as readonly string[]).includes(values.service))
    delete values.service;
  return values as Partial<ContactValues>;
}

/**
 * A job application from Careers (`?role=`): the message starts with 'Application: <role>' and
 * the service is 'Other'. A message the visitor already wrote is kept below that line.
 */
export function withApplication(values: ContactValues, role: string): ContactValues {
  const title = role.trim().slice(0, MAX_ROLE);
  const line = applicationMessage(title);
  const message = values.message.trim();
  if (!title || message.startsWith(line)) return values;
  return {
    ...values,
    service: applicationService,
    message: message ? `${line}\n\n${message}` : line,
  };
}
