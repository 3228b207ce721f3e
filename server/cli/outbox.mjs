// @ts-check
/**
 * `npm run outbox`: what the outbox (server/outbox.mjs) received and what became of it, read
 * from OUTBOX_DIR or data/outbox (docs/OPERATIONS.md: "Reading and retrying").
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
 * picks it up within seconds. Every field read from the files is printed with control
 * characters, escape sequences and bidi overrides shown escaped (server/cli/terminal.mjs), and the
 * CSV export is defused for spreadsheets too, so no enquiry can drive the terminal or a sheet.
 */
import { join } from "node:path";
import { deliveryState, foldDeliveries, isRetryable } from "../delivery.mjs";
import { JsonlFile, readJsonl } from "../jsonl.mjs";
import { OUTBOX_FILES, outboxDir } from "../store.mjs";
import { csvCell, runAsCommand, safeJson, safeText } from "./terminal.mjs";

/** @typedef {import("../delivery.mjs").Delivery} Delivery */
/** @typedef {import("../delivery.mjs").DeliveryEvent} DeliveryEvent */
/** @typedef {import("../mail.mjs").EnquiryRecord} EnquiryRecord */

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
  const ack = autoreply ? `; acknowledgement ${safeText(autoreply.state)}` : "";
  const error = (/** @type {string | null} */ lastError) => (lastError ? `: ${safeText(lastError)}` : "");
  const attempts = (/** @type {number} */ count) => `${safeText(count)} attempt${count === 1 ? "" : "s"}`;
  if (!agency) return "stored (not forwarded: no SMTP_URL when it arrived)";
  if (agency.state === "sent") return `sent ${safeText(agency.sentAt)}${ack}`;
  const retry = `npm run outbox -- retry ${safeText(delivery.enquiry.id)}`;
  if (agency.state === "failed" && agency.permanent)
    return `FAILED: refused by the mail server, not retried${error(agency.lastError)}${ack} (once that is mended: ${retry})`;
  if (agency.state === "failed")
    return `FAILED after ${attempts(agency.attempts)}${error(agency.lastError)}${ack} (retry: ${retry})`;
  const due = Number.isFinite(agency.due) ? new Date(agency.due).toISOString() : "unknown";
  const next = agency.attempts > 0 ? `, next try ${due}` : "";
  return `queued (${safeText(agency.attempts)} failed attempts${error(agency.lastError)}${next})${ack}`;
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
 * The subscriber list as CSV (RFC 4180), a header row first, every cell defused (csvCell).
 * @param {{ email?: unknown, subscribedAt?: unknown, locale?: unknown }[]} subscribers
 */
export function subscribersCsv(subscribers) {
  const rows = subscribers.map(({ email, subscribedAt, locale }) =>
    [email, subscribedAt, locale].map(csvCell).join(","),
  );
  return `${["email,subscribed_at,locale", ...rows].join("\r\n")}\r\n`;
}

/**
 * Runs a command line; returns the exit status.
 * @param {string[]} args
 * @param {string} dir
 * @param {import("./terminal.mjs").Io} io
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
      io.out(`No enquiries yet in ${safeText(file)}.\n`);
      return 0;
    }
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const delivery of list)
      counts.set(deliveryState(delivery), (counts.get(deliveryState(delivery)) ?? 0) + 1);
    const summary = [...counts].map(([state, count]) => `${count} ${safeText(state)}`).join(", ");
    io.out(`${list.length} enquir${list.length === 1 ? "y" : "ies"} in ${safeText(file)} (${summary}):\n\n`);
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

await runAsCommand(import.meta.url, "outbox", (args, io) => runOutbox(args, outboxDir(), io));
