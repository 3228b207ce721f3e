// @ts-check
/**
 * The rules an enquiry must meet (SPEC.md section 5, DECISIONS.md 17 and 21), written once for the
 * browser (contactForm.ts, email.ts) and the production server (server/enquiry.mjs), which must
 * refuse exactly what the form refuses. Plain JavaScript because Node 20 cannot import TypeScript.
 * The messages a visitor sees stay in app/content/contact.ts.
 */
import { contactBudgets, contactServices } from "../content/enquiry.mjs";

/**
 * Where the forms post without JavaScript: the site's own server answers with a page
 * (server/outbox.mjs; docs/OPERATIONS.md, "Contact form and newsletter: sending").
 */
export const ENQUIRY_PATH = "/api/enquiry";

/**
 * Fields both forms post about the post itself, not the enquiry (the server checks them too):
 * the honeypot, a visually hidden text input people leave empty; the milliseconds from page load
 * to send, set by the page's script (absent without JavaScript); the site the visitor writes
 * from, `en` or `ne` (DECISIONS.md 23); and a random key of the submission, the same when the
 * visitor sends the same words again after a send whose answer was lost, so the server keeps it
 * once (`SUBMISSION_KEY`).
 */
export const FORM_META_FIELDS = /** @type {const} */ ({
  honeypot: "website",
  elapsed: "elapsedMs",
  locale: "locale",
  submission: "submission",
});

/** A submission's key as the page's script makes it: 128 random bits in hex. */
export const SUBMISSION_KEY = /^[0-9a-f]{32}$/;

/**
 * The longest each field may be, in string length as a field's maxlength counts: room for any
 * real enquiry, a bound on what is stored and sent.
 */
export const CONTACT_MAX_LENGTH = /** @type {const} */ ({
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 30,
  company: 120,
  service: 40,
  budget: 20,
  portfolio: 500,
  message: 5000,
});

/** @typedef {keyof typeof CONTACT_MAX_LENGTH} RuleField */

/** The fewest characters (as a reader counts them) a required text field takes. */
export const CONTACT_MIN_LENGTH = /** @type {const} */ ({ firstName: 2, lastName: 2, message: 10 });

// Built on first use: the first Intl.Segmenter loads the browser's text-breaking data, about
// 12 ms on a fast machine and four times that on a phone, which /contact would otherwise spend
// in one task while it hydrates.
/** @type {Intl.Segmenter | null | undefined} */
let graphemes;

/**
 * What is drawn as nothing: control and format characters (zero-width spaces and joiners, bidi
 * marks, the soft hyphen), every character Unicode says to ignore when it cannot be shown
 * (variation selectors, the Hangul fillers) and the blank Braille pattern. Spaces, tabs and line
 * breaks are not in it: a reader sees the gap. Built on first use, as the segmenter is.
 * @type {{ invisible: RegExp, blank: RegExp } | undefined}
 */
let unseen;

/**
 * Characters as a reader counts them: 'सी' is one letter with its vowel sign, an emoji one
 * character (in JavaScript string length, two), a space one; what is drawn as nothing is none,
 * and text with nothing to see but spaces counts nothing at all (two zero-width spaces are an
 * empty name). Without Intl.Segmenter, code points.
 * @param {string} value
 * @returns {number}
 */
export function characterCount(value) {
  if (graphemes === undefined) {
    graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
  }
  unseen ??= {
    invisible: /^(?:(?!\p{White_Space})[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800])+$/u,
    blank: /^\p{White_Space}+$/u,
  };
  const { invisible, blank } = unseen;
  const all = graphemes ? Array.from(graphemes.segment(value), ({ segment }) => segment) : [...value];
  const shown = all.filter((character) => !invisible.test(character));
  return shown.some((character) => !blank.test(character)) ? shown.length : 0;
}

/**
 * One part of the name before the at sign: no spaces, no second at sign, none of the characters
 * that need quoting, no control or invisible formatting characters.
 */
const LOCAL_ATOM = String.raw`[^\s\p{Cc}\p{Cf}@."(),:;<>[\]\\]+`;
/** One part of the domain: letters of any script (with their vowel signs) and digits, hyphens only inside. */
const DOMAIN_LABEL = String.raw`[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?`;
/** The top-level domain: two characters or more, starting with a letter. */
const TOP_LEVEL = String.raw`\p{L}[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}]`;
// Built on first use: compiling the Unicode classes takes a phone a few milliseconds, which every
// page would otherwise spend while it hydrates (the footer's newsletter box uses the rule).
/** @type {RegExp | undefined} */
let email;

/**
 * The rule the contact form and the newsletter use: name, at sign, domain.tld, trimmed. The name has no
 * spaces or dots at its ends or twice in a row; the domain has no underscores or empty parts. No
 * `=?`, which begins a MIME encoded word: a mail program would show `=?utf-8?q?a?=@x.com`, in the
 * acknowledgement's To:, as another address than the one it was sent to.
 * @param {string} value
 * @returns {boolean}
 */
export function isValidEmail(value) {
  email ??= new RegExp(
    `^(?!.*=\\?)${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL}$`,
    "u",
  );
  return email.test(value.trim());
}

/**
 * One of the services the form's select offers (SPEC.md section 3).
 * @param {string} value
 */
export function isContactService(value) {
  return /** @type {readonly string[]} */ (contactServices).includes(value);
}

/**
 * One of the budget ranges the form's select offers (DECISIONS.md 27): its id.
 * @param {string} value
 * @returns {value is import("../content/enquiry.mjs").ContactBudget}
 */
export function isContactBudget(value) {
  return Object.hasOwn(contactBudgets, value);
}

/**
 * A portfolio or CV link (DECISIONS.md 21): an absolute http or https URL.
 * @param {string} value
 */
export function isWebAddress(value) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** @type {Partial<Record<RuleField, (value: string) => boolean>>} */
const FIELD_RULES = {
  firstName: (value) => characterCount(value) >= CONTACT_MIN_LENGTH.firstName,
  lastName: (value) => characterCount(value) >= CONTACT_MIN_LENGTH.lastName,
  email: isValidEmail,
  // Only reachable by tampering: the select offers nothing else.
  service: (value) => value === "" || isContactService(value),
  budget: (value) => value === "" || isContactBudget(value),
  portfolio: (value) => value === "" || isWebAddress(value),
  message: (value) => characterCount(value) >= CONTACT_MIN_LENGTH.message,
};

/**
 * What is wrong with one field of an enquiry, on its trimmed text: "tooLong" past its maximum
 * (checked first), "invalid" when it breaks its rule, undefined when it passes. Names count
 * characters of any script (DECISIONS.md 17): 'सीता' is as valid as 'Sita'.
 * @param {RuleField} field
 * @param {string} value the field's text, trimmed
 * @returns {"tooLong" | "invalid" | undefined}
 */
export function contactFieldProblem(field, value) {
  if (value.length > CONTACT_MAX_LENGTH[field]) return "tooLong";
  const rule = FIELD_RULES[field];
  return rule && !rule(value) ? "invalid" : undefined;
}
