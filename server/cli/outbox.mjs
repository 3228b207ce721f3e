// @ts-check
/**
 * `npm run outbox`: what the outbox (server/outbox.mjs) received and what became of it, read
 * from OUTBOX_DIR or data/outbox (README: "the local outbox").
 *
 *   npm run outbox                          every enquiry with its delivery state
 *   npm run outbox -- --json                the same as JSON, one enquiry a line
 *   npm run outbox -- retry <id>...         send what failed of these enquiries again (or forward
 *                                           ones that were only stored)
 *   npm run outbox -- retry --all-failed    send everything that failed again
 *   npm run outbox -- subscribers [--csv]   the newsletter's subscribers, each address once
 *   npm run outbox -- spam                  what was taken for a bot's and kept apart
 *
 * A retry is a 'retry' entry appended to the delivery journal; the running server's worker
 * picks it up within seconds. Everything a visitor typed is printed with control characters,
 * escape sequences and bidi overrides shown escaped, so no enquiry can drive the terminal.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deliveryState, foldDeliveries, isRetryable } from "../delivery.mjs";
import { JsonlFile, readJsonl } from "../jsonl.mjs";
import { OUTBOX_FILES, outboxDir } from "../store.mjs";

/** @typedef {import("../delivery.mjs").Delivery} Delivery */
/** @typedef {import("../delivery.mjs").DeliveryEvent} DeliveryEvent */
/** @typedef {import("../mail.mjs").EnquiryRecord} EnquiryRecord */

/**
 * Characters a terminal acts on or that change how text around them reads: C0 and C1 controls
 * (ESC starts escape sequences; CR rewrites the line), DEL, line and paragraph separators,
 * bidi embeddings, overrides and isolates, zero-width joiners and marks.
 */
const UNSAFE_FOR_TERMINAL = /[\p{Cc}\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * Text a visitor wrote, fit for the terminal: every unsafe character shown as an escape
 * (`\x1b`, `\r`, `\u202e`).
 * @param {unknown} value
 */
export function safeText(value) {
  return String(value ?? "").replace(UNSAFE_FOR_TERMINAL, (char) => {
    const named = /** @type {Record<string, string>} */ ({ "\n": "\\n", "\r": "\\r", "\t": "\\t" })[char];
    const code = /** @type {number} */ (char.codePointAt(0));
    return (
      named ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`)
    );
  });
}

/**
 * JSON that a terminal shows as it is: the unsafe characters JSON.stringify leaves (C1, bidi,
 * separators) escaped as \uXXXX too, which JSON reads back the same.
 * @param {unknown} value
 */
export function safeJson(value) {
  return JSON.stringify(value).replace(
    UNSAFE_FOR_TERMINAL,
    (char) => `\\u${/** @type {number} */ (char.codePointAt(0)).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Every enquiry with its delivery state, and the lines of the files that did not parse.
 * @param {string} dir
 */
export async function loadOutbox(dir) {
  const [enquiries, journal] = await Promise.all([
    readJsonl(join(dir, OUTBOX_FILES.enquiries)),
    readJsonl(join(dir, OUTBOX_FILES.deliveries)),
  ]);
  const records = /** @type {EnquiryRecord[]} */ (enquiries.records);
  return {
    deliveries: foldDeliveries(records, /** @type {DeliveryEvent[]} */ (journal.records)),
    unreadable: enquiries.unreadable.length + journal.unreadable.length,
  };
}

/**
 * The state line of an enquiry: sent, queued (with the last error and the next try), failed
 * (with the last error and how to retry), or stored (not forwarded).
 * @param {Delivery} delivery
 */
function stateLine(delivery) {
  const { agency, autoreply } = delivery.messages;
  const ack = autoreply ? `; acknowledgement ${autoreply.state}` : "";
  const error = (/** @type {string | null} */ lastError) => (lastError ? `: ${safeText(lastError)}` : "");
  if (!agency) return "stored (not forwarded: no SMTP_URL when it arrived)";
  if (agency.state === "sent") return `sent ${agency.sentAt}${ack}`;
  if (agency.state === "failed")
    return `FAILED after ${agency.attempts} attempts${error(agency.lastError)}${ack} (retry: npm run outbox -- retry ${delivery.enquiry.id})`;
  const next = agency.attempts > 0 ? `, next try ${new Date(agency.due).toISOString()}` : "";
  return `queued (${agency.attempts} failed attempts${error(agency.lastError)}${next})${ack}`;
}

/**
 * The readable list: one block an enquiry.
 * @param {Iterable<Delivery>} deliveries
 * @param {(delivery: Delivery) => string} [describe] the state line (spam: its reason)
 */
export function formatEnquiries(deliveries, describe = stateLine) {
  return [...deliveries].map((delivery, index) => {
    const { enquiry } = delivery;
    const fields = enquiry.fields ?? {};
    const field = (/** @type {string} */ name) =>
      safeText(typeof fields[name] === "string" ? fields[name].trim() : "");
    const name = [field("firstName"), field("lastName")].filter(Boolean).join(" ") || "(no name)";
    const contact = [field("phone"), field("company"), field("portfolio")]
      .filter(Boolean)
      .map((text) => `  ${text}`);
    const message = safeText(String(fields.message ?? "").split(/\r?\n/)[0]);
    return [
      `${index + 1}. ${safeText(enquiry.receivedAt)}  ${field("title") || "(no title)"}  [${safeText(enquiry.endpoint)}${enquiry.locale === "ne" ? ", /ne" : ""}]  ${safeText(enquiry.id)}`,
      `   ${describe(delivery)}`,
      `   ${name} <${field("email") || "no e-mail"}>${contact.join("")}`,
      ...(enquiry.kind === "newsletter"
        ? []
        : [
            `   Service: ${field("service") || "-"}`,
            `   ${message.length > 100 ? `${message.slice(0, 100)}…` : message || "(no message)"}`,
          ]),
    ].join("\n");
  });
}

/**
 * Appends a 'retry' entry for each id to the delivery journal.
 * @param {string} dir
 * @param {string[]} ids
 * @param {() => number} [now]
 */
export async function appendRetry(dir, ids, now = Date.now) {
  const journal = new JsonlFile(join(dir, OUTBOX_FILES.deliveries));
  const at = new Date(now()).toISOString();
  await journal.appendLine(ids.map((id) => `${JSON.stringify({ id, event: "retry", at })}\n`).join(""));
}

/**
 * The subscriber list as CSV (RFC 4180), a header row first. A cell that a spreadsheet would run
 * as a formula (starting with an equals, plus or minus sign or an at sign) starts with an apostrophe.
 * @param {{ email?: unknown, subscribedAt?: unknown, locale?: unknown }[]} subscribers
 */
export function subscribersCsv(subscribers) {
  const cell = (/** @type {unknown} */ value) => {
    const text = String(value ?? "");
    const defused = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
  };
  const rows = subscribers.map(({ email, subscribedAt, locale }) =>
    [email, subscribedAt, locale].map(cell).join(","),
  );
  return `${["email,subscribed_at,locale", ...rows].join("\r\n")}\r\n`;
}

/**
 * Runs a command line; returns the exit status.
 * @param {string[]} args
 * @param {string} dir
 * @param {{ out: (text: string) => void, err: (text: string) => void }} io
 */
export async function runOutbox(args, dir, io) {
  const [command = "list", ...rest] = args[0]?.startsWith("--") ? ["list", ...args] : args;
  if (command === "list") {
    const { deliveries, unreadable } = await loadOutbox(dir);
    if (rest.includes("--json")) {
      for (const delivery of deliveries.values())
        io.out(
          `${safeJson({ ...delivery.enquiry, state: deliveryState(delivery), messages: delivery.messages })}\n`,
        );
      return 0;
    }
    const list = [...deliveries.values()];
    const file = join(dir, OUTBOX_FILES.enquiries);
    if (list.length === 0) {
      io.out(`No enquiries yet in ${file}.\n`);
      return 0;
    }
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const delivery of list)
      counts.set(deliveryState(delivery), (counts.get(deliveryState(delivery)) ?? 0) + 1);
    const summary = [...counts].map(([state, count]) => `${count} ${state}`).join(", ");
    io.out(`${list.length} enquir${list.length === 1 ? "y" : "ies"} in ${file} (${summary}):\n\n`);
    io.out(`${formatEnquiries(list).join("\n\n")}\n`);
    if (unreadable > 0)
      io.out(`\n${unreadable} line(s) could not be read (a torn write) and were skipped.\n`);
    return 0;
  }
  if (command === "retry") {
    const { deliveries } = await loadOutbox(dir);
    const ids = rest.includes("--all-failed")
      ? [...deliveries.values()]
          .filter((delivery) => delivery.messages.agency && isRetryable(delivery))
          .map((delivery) => delivery.enquiry.id)
      : rest.filter((arg) => !arg.startsWith("--"));
    if (ids.length === 0) {
      io.err("Nothing to retry: name enquiry ids (npm run outbox -- retry <id>...) or --all-failed.\n");
      return rest.includes("--all-failed") ? 0 : 1;
    }
    for (const id of ids) {
      const delivery = deliveries.get(id);
      if (!delivery || !isRetryable(delivery)) {
        const why = delivery ? `${deliveryState(delivery)} already, not retried` : "no such enquiry";
        io.err(`${safeText(id)}: ${why}.\n`);
        return 1;
      }
    }
    await appendRetry(dir, ids);
    io.out(
      `${ids.length} enquir${ids.length === 1 ? "y" : "ies"} queued again; the running server sends within seconds (it needs SMTP_URL).\n`,
    );
    return 0;
  }
  if (command === "subscribers") {
    const { records } = await readJsonl(join(dir, OUTBOX_FILES.subscribers));
    const subscribers = /** @type {{ email?: unknown, subscribedAt?: unknown, locale?: unknown }[]} */ (
      records
    );
    if (rest.includes("--csv")) io.out(subscribersCsv(subscribers));
    else
      io.out(
        `${subscribers.length} subscriber(s):\n${subscribers.map((s) => `${safeText(s.subscribedAt)}  ${safeText(s.email)}  ${safeText(s.locale)}`).join("\n")}\n`,
      );
    return 0;
  }
  if (command === "spam") {
    const { records } = await readJsonl(join(dir, OUTBOX_FILES.spam));
    const spam = /** @type {(EnquiryRecord & { spam?: string })[]} */ (records);
    const blocks = formatEnquiries(
      spam.map((enquiry) => ({ enquiry, messages: {} })),
      ({ enquiry }) => `spam (${safeText(/** @type {{ spam?: string }} */ (enquiry).spam)}): never forwarded`,
    );
    io.out(`${spam.length} post(s) kept apart as spam:\n\n${blocks.join("\n\n")}\n`);
    return 0;
  }
  io.err(
    `Unknown command: ${safeText(command)}. Commands: list (default), --json, retry, subscribers [--csv], spam.\n`,
  );
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const io = {
    out: (/** @type {string} */ text) => process.stdout.write(text),
    err: (/** @type {string} */ text) => process.stderr.write(text),
  };
  try {
    process.exitCode = await runOutbox(process.argv.slice(2), outboxDir(), io);
  } catch (error) {
    io.err(`npm run outbox: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
