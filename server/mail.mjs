// @ts-check
/**
 * The e-mails the outbox sends (DECISIONS.md 18): one to the agency's inbox for each enquiry,
 * and, with ENQUIRY_AUTOREPLY=1, a fixed acknowledgement to the visitor. Text and labels come
 * from app/content/enquiry.mjs.
 *
 * Nothing a visitor typed reaches a header unless it is the subject's name or address or the
 * Reply-To, and those lose every control character first (CR, LF, NUL, the C1 set, line and
 * paragraph separators, bidi controls and other invisible ones) and every "=?" that could start
 * an encoded word, so no field can add a header or disguise one. An address goes into a header
 * only in ASCII (asciiAddress).
 */
import { domainToASCII } from "node:url";
import nodemailer from "nodemailer";
import { agencyMail, autoreply, contactBudgets } from "../app/content/enquiry.mjs";
import { isContactBudget } from "../app/lib/enquiryRules.mjs";
import { identity, siteDomain } from "../app/content/identity.mjs";
import { KIND_FIELDS } from "./enquiry.mjs";

/** @typedef {import("nodemailer/lib/mailer").Options} MailMessage */
/** @typedef {{ sendMail(message: MailMessage): Promise<{ response?: string }>, close(): void }} Mailer */
/**
 * @typedef {object} MailSettings
 * @property {string} to the agency's inbox (ENQUIRY_TO)
 * @property {string} from the sender address (ENQUIRY_FROM)
 * @property {boolean} autoreply whether new enquiries get an acknowledgement (ENQUIRY_AUTOREPLY=1)
 */
/**
 * What the pipeline stores of an enquiry and mails (server/outbox.mjs writes it).
 * @typedef {object} EnquiryRecord
 * @property {string} id
 * @property {string} receivedAt
 * @property {"send-form" | "send" | "enquiry"} endpoint
 * @property {import("./enquiry.mjs").EnquiryKind} kind
 * @property {import("./enquiry.mjs").EnquiryLocale} locale
 * @property {Record<string, string>} fields
 * @property {boolean} forward whether it was queued for the agency's inbox (SMTP configured)
 * @property {boolean} acknowledge whether the visitor is to get the acknowledgement
 */

/** The defaults of ENQUIRY_TO and ENQUIRY_FROM: the site's first address, a no-reply on its domain. */
export const DEFAULT_MAIL_TO = identity.emails.general;
export const DEFAULT_MAIL_FROM = `no-reply@${siteDomain}`;

/**
 * Control characters of every kind, line and paragraph separators, and invisible format
 * characters (bidi controls, zero-width spaces, tags), but the two joiners Devanagari is spelled
 * with (ZWNJ, ZWJ).
 */
const UNSAFE_IN_LINE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Control characters but the newline and tab a message may have. */
const UNSAFE_IN_BODY = /[^\P{Cc}\n\t]|[\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Visitor text on one line: every unsafe character becomes a space, white space folds.
 * @param {string} value
 */
export function lineText(value) {
  return value.replace(UNSAFE_IN_LINE, " ").replace(/\s+/g, " ").trim();
}

/**
 * Visitor text fit for a header: on one line, and with no "=?", which a mail program would read
 * as the start of an encoded word (RFC 2047) and decode, line breaks and bidi controls included.
 * @param {string} value
 */
function headerText(value) {
  return lineText(value).replaceAll("=?", "= ?");
}

/**
 * Visitor text fit for a plain-text body: lines end in "\n", other control characters show as U+FFFD.
 * @param {string} value
 */
function bodyText(value) {
  return value.replace(/\r\n?/g, "\n").replace(UNSAFE_IN_BODY, "\uFFFD");
}

/** A domain in ASCII: letters, digits and hyphens, in two labels or more. */
const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/**
 * An address as a header or the envelope may carry it without SMTPUTF8 (RFC 6531), which neither
 * the agency's mail server nor every server after it can be counted on to offer: the domain in
 * punycode ('asha@उदाहरण.नेपाल' -> 'asha@xn--p1b6ci4b4b3a.xn--l2bey1c2b'), the part before the
 * at sign printable ASCII as it was typed. Null when that part is not ASCII (it has no ASCII
 * form), or holds "=?", which some mail programs would decode as an encoded word when replying.
 * @param {string} email a valid address (isValidEmail)
 * @returns {string | null}
 */
function asciiAddress(email) {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = domainToASCII(email.slice(at + 1));
  if (at < 1 || !/^[\x21-\x7e]+$/.test(local) || local.includes("=?") || !HOSTNAME.test(domain)) return null;
  return `${local}@${domain}`;
}

/**
 * The e-mail to the agency: the kind and the visitor in the subject, Reply-To the visitor (when
 * their address has an ASCII form; else the body says to write to it by hand), every field
 * labelled in a plain-text body, and the enquiry id as its Message-ID (a copy sent again after a
 * crash is then recognisably the same message).
 * @param {EnquiryRecord} enquiry
 * @param {MailSettings} settings
 * @returns {MailMessage}
 */
export function agencyMessage(enquiry, settings) {
  const { fields, kind } = enquiry;
  const email = lineText(fields.email ?? "");
  const replyAddress = asciiAddress(email);
  const name = headerText(`${fields.firstName ?? ""} ${fields.lastName ?? ""}`);
  // A field the form did not have is left out (a job application has no company or budget); one
  // it had and the visitor left empty says so.
  const lines = KIND_FIELDS[kind].flatMap((field) => {
    const given = fields[field];
    if (given === undefined) return [];
    // Only the message has lines; a line break in another field (a tampered post) would read as a
    // field of its own. A budget is shown in the list's own words: the post only chose one.
    const value =
      (field === "message"
        ? bodyText(given)
        : field === "budget" && isContactBudget(given)
          ? contactBudgets[given]
          : lineText(given)) || agencyMail.notGiven;
    const label = agencyMail.labels[field];
    return [value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`];
  });
  const text = [
    agencyMail.intro[kind],
    "",
    ...lines,
    "",
    agencyMail.sentFrom[enquiry.locale],
    `${agencyMail.received}: ${enquiry.receivedAt}`,
    `${agencyMail.enquiryId}: ${enquiry.id}`,
    "",
    replyAddress ? agencyMail.replyHint : agencyMail.replyByHand,
  ].join("\n");
  return {
    from: { name: agencyMail.senderName, address: settings.from },
    to: settings.to,
    ...(replyAddress && { replyTo: name ? { name, address: replyAddress } : replyAddress }),
    subject:
      kind === "contact"
        ? agencyMail.subject.contact(name)
        : agencyMail.subject.newsletter(headerText(email)),
    text,
    date: new Date(enquiry.receivedAt),
    messageId: `<${enquiry.id}@${siteDomain}>`,
  };
}

/**
 * The acknowledgement to the visitor, in the language of the site they wrote from: fixed text
 * only, never what they typed (that would make the form a spam relay). Replies go to the agency.
 * @param {EnquiryRecord} enquiry
 * @param {MailSettings} settings
 * @returns {MailMessage}
 */
export function autoreplyMessage(enquiry, settings) {
  const { subject, text } = autoreply[enquiry.locale][enquiry.kind];
  const email = lineText(enquiry.fields.email ?? "");
  return {
    from: { name: identity.name, address: settings.from },
    // A part before the at sign that is not ASCII needs SMTPUTF8, which nodemailer asks for when
    // the mail server offers it; one that does not refuses the message, which is then parked.
    to: asciiAddress(email) ?? email,
    replyTo: settings.to,
    subject,
    text,
    messageId: `<${enquiry.id}.ack@${siteDomain}>`,
    // RFC 3834: an automatic answer, which other robots must not answer in turn.
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/**
 * The SMTP transport for SMTP_URL: a small pool of reused connections, and timeouts so a mail
 * server that stops answering fails the attempt (to be retried) instead of holding it for
 * minutes. Options in the URL's query win over these.
 * @param {string} url
 * @returns {Mailer}
 */
export function createMailer(url) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}

/**
 * Where SMTP_URL sends, for the log: scheme, user, host and port, never the password. Throws
 * when it is not an smtp: or smtps: URL.
 * @param {string} url
 */
export function describeSmtp(url) {
  /** @type {URL} */
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL is not a URL (for example smtps://user:pass@mail.example.com:465)");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:")
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : "";
  const port = parsed.port || (parsed.protocol === "smtps:" ? "465" : "587");
  return `${parsed.protocol}//${user}${parsed.hostname}:${port}`;
}
