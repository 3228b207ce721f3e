// @ts-check
/**
 * What the outbox accepts as an enquiry: the same rules as the forms (app/lib/enquiryRules.mjs,
 * SPEC.md section 5), answered with a plain-English reason as EmailJS answers; and which posts
 * are bots' (the honeypot, or sent faster than a person fills the form), kept apart as spam.
 */
import { randomBytes } from "node:crypto";
import { ApiError, FieldError } from "./answers.mjs";
import { enquiryLocales, enquiryTitles } from "../app/content/enquiry.mjs";
import {
  CONTACT_MAX_LENGTH,
  CONTACT_MIN_LENGTH,
  FORM_META_FIELDS,
  contactFieldProblem,
} from "../app/lib/enquiryRules.mjs";

/** @typedef {import("../app/content/enquiry.mjs").EnquiryKind} EnquiryKind */
/** @typedef {import("../app/content/enquiry.mjs").EnquiryLocale} EnquiryLocale */
/** @typedef {import("../app/lib/enquiryRules.mjs").RuleField} RuleField */

/** The fields each kind of enquiry has (SPEC.md section 3, DECISIONS.md 9 and 21), besides `title`. */
export const KIND_FIELDS = /** @type {const} */ ({
  contact: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "company",
    "service",
    "budget",
    "portfolio",
    "message",
  ],
  newsletter: ["email"],
});

const { honeypot: HONEYPOT_FIELD, elapsed: ELAPSED_FIELD, locale: LOCALE_FIELD } = FORM_META_FIELDS;

/**
 * @typedef {object} CheckedEnquiry
 * @property {EnquiryKind} kind
 * @property {EnquiryLocale} locale
 * @property {Record<string, string>} fields the kind's fields that were posted, trimmed, and the title
 */

/**
 * Checks posted fields as the form does (SPEC.md section 5): the first field that fails is
 * answered 400 with its reason. Fields the kind does not have are left out, not refused, as
 * EmailJS ignores template parameters a template does not use.
 * @param {Record<string, unknown>} posted
 * @returns {CheckedEnquiry}
 */
export function checkEnquiry(posted) {
  const title = text(posted, "title");
  const kind = /** @type {EnquiryKind | undefined} */ (
    Object.entries(enquiryTitles).find(([, kindTitle]) => kindTitle === title)?.[0]
  );
  if (!kind)
    throw new ApiError(
      400,
      `The title parameter must be "${enquiryTitles.contact}" or "${enquiryTitles.newsletter}"`,
    );
  const locale = text(posted, LOCALE_FIELD) || "en";
  if (!(/** @type {readonly string[]} */ (enquiryLocales).includes(locale)))
    throw new ApiError(400, `The locale parameter must be one of: ${enquiryLocales.join(", ")}`);

  /** @type {Record<string, string>} */
  const fields = {};
  for (const field of KIND_FIELDS[kind]) {
    if (posted[field] === undefined) {
      if (contactFieldProblem(field, "")) throw new FieldError(`The ${field} parameter is required`);
      continue;
    }
    const value = text(posted, field);
    const problem = contactFieldProblem(field, value);
    if (problem === "tooLong")
      throw new FieldError(`The ${field} parameter is longer than ${CONTACT_MAX_LENGTH[field]} characters`);
    if (problem) throw new FieldError(INVALID_REASONS[field]);
    // The page without JavaScript posts its portfolio field (shown for 'Apply Now' only) with
    // every enquiry: left empty, it is not one the visitor was asked.
    if (field === "portfolio" && value === "") continue;
    fields[field] = value;
  }
  fields.title = title;
  return { kind, locale: /** @type {EnquiryLocale} */ (locale), fields };
}

/** The reason for a field that breaks its rule (contactFieldProblem's "invalid"). */
const INVALID_REASONS = /** @type {Record<RuleField, string>} */ ({
  firstName: `The firstName parameter must be at least ${CONTACT_MIN_LENGTH.firstName} characters`,
  lastName: `The lastName parameter must be at least ${CONTACT_MIN_LENGTH.lastName} characters`,
  email: "The email parameter is not a valid e-mail address",
  service: "The service parameter is not one of the form's services",
  budget: "The budget parameter is not one of the form's budget ranges",
  portfolio: "The portfolio parameter must be an http or https address",
  message: `The message parameter must be at least ${CONTACT_MIN_LENGTH.message} characters`,
});

/**
 * A posted field as trimmed text ("" when absent), its line breaks as "\n"; anything but text is
 * refused. A browser posts a textarea's line break as "\r\n", which its maxlength counts as one
 * character: so do the length rules.
 * @param {Record<string, unknown>} posted
 * @param {string} name
 */
function text(posted, name) {
  const value = posted[name];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new ApiError(400, `The ${name} parameter must be text`);
  return value.replace(/\r\n?/g, "\n").trim();
}

/**
 * @typedef {object} SpamRules
 * @property {number} minFillMs the least time from page load to send a person takes for the
 *   contact form; the newsletter box, one address, is given a third of it
 */

/**
 * Why a post looks like a bot's, or null: the honeypot field (hidden from people) has text, or
 * the page's script measured less time between load and send than a person needs, or sent a
 * time that is not one. Without `elapsedMs` (a post without JavaScript) the timing cannot apply.
 * @param {Record<string, unknown>} posted
 * @param {EnquiryKind} kind
 * @param {SpamRules} rules
 * @returns {"honeypot" | "too-fast" | null}
 */
export function spamReason(posted, kind, { minFillMs }) {
  const honeypot = posted[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== "") return "honeypot";
  const elapsed = posted[ELAPSED_FIELD];
  if (elapsed === undefined || elapsed === "") return null;
  const ms =
    typeof elapsed === "number" ? elapsed : /^\d{1,12}$/.test(String(elapsed)) ? Number(elapsed) : -1;
  const least = kind === "newsletter" ? Math.floor(minFillMs / 3) : minFillMs;
  return Number.isInteger(ms) && ms >= least ? null : "too-fast";
}

/**
 * A new enquiry id: a UUID version 7, which sorts by the time it was made and carries 74 random
 * bits, so ids from one millisecond, or from a restarted server, never collide. It names the
 * enquiry in the delivery journal and is its e-mail's Message-ID.
 * @param {number} now the time, in ms
 */
export function newEnquiryId(now) {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
