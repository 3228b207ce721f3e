// @ts-check
/**
 * The delivery worker (DECISIONS.md 18): forwards each accepted enquiry to the agency's inbox by
 * SMTP, with the visitor's acknowledgement when that is on, and keeps the subscriber list.
 *
 * Its queue is the fold of two append-only files (server/store.mjs): enquiries.jsonl says what
 * is to be sent, deliveries.jsonl what became of each message. So a restart loses nothing: the
 * worker reads both, ends a torn line, and goes on where it stopped. A message is recorded
 * 'sent' (fsynced) as soon as the SMTP server has taken it, and only then leaves the queue, so
 * no enquiry is mailed twice across restarts, with one window no journal can close: a crash
 * after the server took the message and before 'sent' is on disk sends it again after the
 * restart. That copy has the same Message-ID (the enquiry id), so the inbox can tell it is one.
 *
 * A failed attempt (mail server down or slow, a temporary 4xx refusal) is retried: the first
 * retry within 30 seconds, then backing off to at most an hour between tries, until the retry
 * period (ENQUIRY_RETRY_HOURS, at least 24 in production) is over; then the message is parked as
 * 'failed' with its last error, for the operator (`npm run outbox -- retry <id>`, which appends
 * a 'retry' entry the worker picks up by polling the journal). A permanent refusal (a 5xx answer,
 * as nodemailer reads it: 503, a command out of sequence, stays temporary) is parked at once:
 * trying again would get the same answer, and a provider that sees it again and again may
 * throttle or block the sender.
 */
import { readJsonl } from "./jsonl.mjs";
import { agencyMessage, autoreplyMessage, lineText } from "./mail.mjs";

/** @typedef {import("./mail.mjs").EnquiryRecord} EnquiryRecord */
/** @typedef {import("./mail.mjs").Mailer} Mailer */
/** @typedef {import("./mail.mjs").MailSettings} MailSettings */
/** @typedef {import("./store.mjs").OutboxStore} OutboxStore */
/** @typedef {"agency" | "autoreply"} MessageKind */
/**
 * One line of deliveries.jsonl.
 * @typedef {{ id: string, at: string } & (
 *   | { event: "sent", message: MessageKind, response: string }
 *   | { event: "attempt-failed", message: MessageKind, attempt: number, error: string, nextAttemptAt: string }
 *   | { event: "failed", message: MessageKind, attempt: number, error: string, permanent?: true }
 *   | { event: "retry" }
 * )} DeliveryEvent
 */
/**
 * Where one message stands.
 * @typedef {object} MessageState
 * @property {"queued" | "sent" | "failed"} state
 * @property {number} attempts failed attempts since it was (re)queued
 * @property {number} since when it was (re)queued, in ms: the retry period counts from here
 * @property {number} due when the next attempt is due, in ms
 * @property {string | null} lastError
 * @property {boolean} permanent whether it failed on a permanent refusal (parked at once)
 * @property {string | null} sentAt
 */
/**
 * An enquiry and its messages: none when it was only stored (no SMTP server configured).
 * @typedef {{ enquiry: EnquiryRecord, messages: Partial<Record<MessageKind, MessageState>> }} Delivery
 */
/**
 * @typedef {object} RetrySchedule
 * @property {number} firstDelayMs the wait before the first retry
 * @property {number} maxDelayMs the longest wait between two tries (the waits double up to it)
 * @property {number} giveUpAfterMs how long a message is retried before it is parked as failed
 */

const HOUR = 3_600_000;
export const DEFAULT_RETRY = Object.freeze({
  firstDelayMs: 20_000,
  maxDelayMs: HOUR,
  giveUpAfterMs: 24 * HOUR,
});
/** How often the worker looks for 'retry' entries from `npm run outbox -- retry`. */
const JOURNAL_POLL_MS = 2000;
/** Messages sent at once: the SMTP pool's connections. */
const CONCURRENCY = 2;
/** How long closing the server waits for sends in flight, so their outcome is journalled. */
const STOP_GRACE_MS = 5000;

/**
 * @param {number} time
 * @returns {MessageState}
 */
const queued = (time) => ({
  state: "queued",
  attempts: 0,
  since: time,
  due: time,
  lastError: null,
  permanent: false,
  sentAt: null,
});

/**
 * The state of every enquiry from the two files: what each record asked for, then each journal
 * entry in order. The worker and `npm run outbox` both read it this way.
 * @param {EnquiryRecord[]} enquiries
 * @param {DeliveryEvent[]} events
 * @returns {Map<string, Delivery>}
 */
export function foldDeliveries(enquiries, events) {
  /** @type {Map<string, Delivery>} */
  const deliveries = new Map();
  for (const enquiry of enquiries) {
    if (typeof enquiry?.id !== "string") continue;
    const time = Date.parse(enquiry.receivedAt);
    /** @type {Delivery["messages"]} */
    const messages = {};
    if (enquiry.forward) messages.agency = queued(time);
    if (enquiry.forward && enquiry.acknowledge) messages.autoreply = queued(time);
    deliveries.set(enquiry.id, { enquiry, messages });
  }
  for (const event of events) applyEvent(deliveries, event);
  return deliveries;
}

/**
 * One journal entry's effect. 'retry' requeues what failed (and forwards an enquiry that was
 * only stored); a message once sent stays sent.
 * @param {Map<string, Delivery>} deliveries
 * @param {DeliveryEvent} event
 */
export function applyEvent(deliveries, event) {
  const delivery = deliveries.get(event?.id);
  if (!delivery) return;
  const time = Date.parse(event.at);
  if (event.event === "retry") {
    const { messages } = delivery;
    if (!messages.agency) messages.agency = queued(time);
    for (const [kind, state] of Object.entries(messages))
      if (state.state === "failed")
        messages[/** @type {MessageKind} */ (kind)] = { ...queued(time), lastError: state.lastError };
    return;
  }
  const state = delivery.messages[event.message];
  if (!state || state.state === "sent") return;
  if (event.event === "sent") Object.assign(state, { state: "sent", sentAt: event.at });
  else if (event.event === "attempt-failed")
    Object.assign(state, {
      attempts: event.attempt,
      lastError: event.error,
      due: Date.parse(event.nextAttemptAt),
    });
  else if (event.event === "failed")
    Object.assign(state, {
      state: "failed",
      attempts: event.attempt,
      lastError: event.error,
      permanent: event.permanent === true,
    });
}

/**
 * An enquiry's state as the operator reads it: its agency e-mail's, or 'stored' when it was
 * kept without being forwarded.
 * @param {Delivery} delivery
 * @returns {"stored" | "queued" | "sent" | "failed"}
 */
export function deliveryState(delivery) {
  return delivery.messages.agency?.state ?? "stored";
}

/**
 * Whether a 'retry' would do something: a message of it was parked as failed (the agency's
 * e-mail or the acknowledgement), or it was only stored.
 * @param {Delivery} delivery
 */
export function isRetryable(delivery) {
  const { messages } = delivery;
  return !messages.agency || Object.values(messages).some((message) => message.state === "failed");
}

/**
 * The wait before retry number `attempt` (1, 2, ...): doubling from the first delay up to the cap.
 * @param {RetrySchedule} retry
 * @param {number} attempt
 */
export function retryDelay(retry, attempt) {
  return Math.min(retry.firstDelayMs * 2 ** Math.min(attempt - 1, 30), retry.maxDelayMs);
}

/**
 * The address a subscriber is known by: trimmed, NFC, lower case (the same mailbox typed twice
 * in another case is one subscriber).
 * @param {string} email
 */
export function subscriberKey(email) {
  return email.trim().normalize("NFC").toLowerCase();
}

/**
 * @typedef {object} WorkerOptions
 * @property {OutboxStore} store
 * @property {Mailer | null} mailer null: nothing is sent (no SMTP_URL); the subscriber list is still kept
 * @property {MailSettings} settings
 * @property {RetrySchedule} [retry]
 * @property {() => number} [now]
 * @property {import("fastify").FastifyBaseLogger} log
 * @property {number} [pollMs] how often to look for 'retry' entries written by another process
 */

export class DeliveryWorker {
  /** @param {WorkerOptions} options */
  constructor({
    store,
    mailer,
    settings,
    retry = DEFAULT_RETRY,
    now = Date.now,
    log,
    pollMs = JOURNAL_POLL_MS,
  }) {
    this.store = store;
    this.mailer = mailer;
    this.settings = settings;
    this.retry = retry;
    this.now = now;
    this.log = log;
    this.pollMs = pollMs;
    /** @type {Map<string, Delivery>} */
    this.deliveries = new Map();
    /** Messages waiting to be sent, by `${id}/${kind}`. */
    /** @type {Map<string, { delivery: Delivery, kind: MessageKind }>} */
    this.queue = new Map();
    /** Messages being sent or having their outcome journalled, by key: never started twice. */
    /** @type {Map<string, Promise<void>>} */
    this.inFlight = new Map();
    /** How many SMTP sends are under way: at most CONCURRENCY. */
    this.sending = 0;
    /** @type {Set<string>} */
    this.subscribed = new Set();
    /** Where the next read of the journal starts. */
    this.journalEnd = 0;
    /** @type {NodeJS.Timeout | undefined} */
    this.timer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    this.poller = undefined;
    this.stopped = false;
  }

  /** Rebuilds the state from the files, completes the subscriber list and starts sending. */
  async start() {
    const { files } = this.store;
    const [enquiries, journal, subscribers] = await Promise.all([
      readJsonl(files.enquiries.path),
      readJsonl(files.deliveries.path),
      readJsonl(files.subscribers.path),
    ]);
    const records = /** @type {EnquiryRecord[]} */ (enquiries.records);
    this.deliveries = foldDeliveries(records, /** @type {DeliveryEvent[]} */ (journal.records));
    this.journalEnd = journal.end;
    for (const subscriber of /** @type {{ email?: unknown }[]} */ (subscribers.records))
      if (typeof subscriber?.email === "string") this.subscribed.add(subscriberKey(subscriber.email));
    // A sign-up whose subscriber line was not written before a crash is added now.
    for (const record of records) await this.subscribe(record);
    for (const delivery of this.deliveries.values()) this.track(delivery);
    const waiting = this.queue.size;
    if (waiting > 0) this.log.info(`outbox: ${waiting} e-mail${waiting === 1 ? "" : "s"} waiting to be sent`);
    this.poller = setInterval(() => void this.readRetries(), this.pollMs).unref();
    this.schedule();
  }

  /**
   * A newly accepted enquiry (already on disk): onto the subscriber list and into the queue.
   * @param {EnquiryRecord} record
   */
  async accepted(record) {
    const [delivery] = foldDeliveries([record], []).values();
    this.deliveries.set(record.id, delivery);
    this.track(delivery);
    this.schedule();
    await this.subscribe(record);
  }

  /**
   * Adds a newsletter sign-up's address to subscribers.jsonl unless it is there already. A
   * failed write is logged and made good at the next start, from enquiries.jsonl.
   * @param {EnquiryRecord} record
   */
  async subscribe(record) {
    if (record?.kind !== "newsletter" || typeof record.fields?.email !== "string") return;
    const key = subscriberKey(record.fields.email);
    if (this.subscribed.has(key)) return;
    this.subscribed.add(key);
    const entry = {
      email: record.fields.email,
      subscribedAt: record.receivedAt,
      locale: record.locale,
      id: record.id,
    };
    try {
      await this.store.record("subscribers", entry);
    } catch (error) {
      this.subscribed.delete(key);
      this.log.error({ err: error }, "outbox: cannot add to the subscriber list (added at the next start)");
    }
  }

  /**
   * Puts a delivery's queued messages in the queue and takes the others out.
   * @param {Delivery} delivery
   */
  track(delivery) {
    for (const kind of /** @type {MessageKind[]} */ (["agency", "autoreply"])) {
      const key = `${delivery.enquiry.id}/${kind}`;
      if (delivery.messages[kind]?.state === "queued") this.queue.set(key, { delivery, kind });
      else this.queue.delete(key);
    }
  }

  /** Starts every attempt that is due, up to the concurrency, and sets a timer for the next. */
  schedule() {
    clearTimeout(this.timer);
    if (this.stopped || !this.mailer) return;
    const now = this.now();
    let next = Infinity;
    for (const [key, job] of this.queue) {
      if (this.inFlight.has(key)) continue;
      const due = /** @type {MessageState} */ (job.delivery.messages[job.kind]).due;
      if (due > now) next = Math.min(next, due);
      else if (this.sending < CONCURRENCY) this.inFlight.set(key, this.attempt(key, job));
    }
    // Due messages past the concurrency start as the sends in flight end (attempt calls schedule).
    if (next !== Infinity)
      this.timer = setTimeout(() => this.schedule(), Math.min(next - now, 2 ** 31 - 1)).unref();
  }

  /**
   * One try at one message; its outcome is journalled before the message leaves the queue.
   * @param {string} key
   * @param {{ delivery: Delivery, kind: MessageKind }} job
   */
  async attempt(key, { delivery, kind }) {
    const { enquiry } = delivery;
    const state = /** @type {MessageState} */ (delivery.messages[kind]);
    const message =
      kind === "agency" ? agencyMessage(enquiry, this.settings) : autoreplyMessage(enquiry, this.settings);
    /** @type {DeliveryEvent} */
    let event;
    this.sending += 1;
    try {
      const info = await /** @type {Mailer} */ (this.mailer).sendMail(message);
      event = {
        id: enquiry.id,
        message: kind,
        event: "sent",
        at: this.isoNow(),
        response: String(info.response ?? ""),
      };
      this.log.info({ enquiry: enquiry.id, message: kind }, "outbox: e-mail sent");
    } catch (error) {
      const attempt = state.attempts + 1;
      const time = this.now();
      const reason = errorText(error);
      const base = {
        id: enquiry.id,
        message: kind,
        at: new Date(time).toISOString(),
        attempt,
        error: reason,
      };
      if (isPermanent(error)) {
        event = { ...base, event: "failed", permanent: true };
        this.log.error(
          { enquiry: enquiry.id, message: kind, error: reason },
          "outbox: e-mail refused by the mail server for good, parked (npm run outbox)",
        );
      } else if (time - state.since >= this.retry.giveUpAfterMs) {
        event = { ...base, event: "failed" };
        this.log.error(
          { enquiry: enquiry.id, message: kind, error: reason },
          "outbox: e-mail failed, parked",
        );
      } else {
        const nextAttemptAt = new Date(time + retryDelay(this.retry, attempt)).toISOString();
        event = { ...base, event: "attempt-failed", nextAttemptAt };
        this.log.warn(
          { enquiry: enquiry.id, message: kind, error: reason, nextAttemptAt },
          "outbox: e-mail not sent yet",
        );
      }
    }
    // The connection is free for the next message while this outcome is being journalled.
    this.sending -= 1;
    this.schedule();
    try {
      await this.store.record("deliveries", event);
    } catch (error) {
      // In memory it is still recorded, so this process does not send it again.
      this.log.error({ err: error, event }, "outbox: cannot write the delivery journal");
    }
    applyEvent(this.deliveries, event);
    this.track(delivery);
    this.inFlight.delete(key);
    this.schedule();
  }

  /** Applies the 'retry' entries another process (`npm run outbox -- retry`) appended. */
  async readRetries() {
    try {
      const { records, end } = await readJsonl(this.store.files.deliveries.path, this.journalEnd);
      this.journalEnd = end;
      let requeued = 0;
      for (const event of /** @type {DeliveryEvent[]} */ (records)) {
        // The worker's own entries are applied already, as it writes them.
        if (event?.event !== "retry") continue;
        const delivery = this.deliveries.get(event.id);
        if (!delivery) continue;
        applyEvent(this.deliveries, event);
        this.track(delivery);
        requeued += 1;
      }
      if (requeued > 0) {
        this.log.info(`outbox: ${requeued} enquir${requeued === 1 ? "y" : "ies"} requeued by the operator`);
        this.schedule();
      }
    } catch (error) {
      this.log.error({ err: error }, "outbox: cannot read the delivery journal");
    }
  }

  /** Stops sending; waits a little for sends in flight so their outcome is journalled. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poller);
    /** @type {NodeJS.Timeout | undefined} */
    let grace;
    await Promise.race([
      Promise.allSettled(this.inFlight.values()),
      new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
    ]);
    clearTimeout(grace);
    this.mailer?.close();
  }

  isoNow() {
    return new Date(this.now()).toISOString();
  }
}

/**
 * Whether the mail server refused the message for good: nodemailer marks an error `permanent`
 * when the server's answer was a 5xx other than 503.
 * @param {unknown} error
 */
function isPermanent(error) {
  return /** @type {{ permanent?: unknown }} */ (error ?? {}).permanent === true;
}

/**
 * What went wrong, for the journal and the operator: the SMTP server's answer when there was
 * one (e.g. "550 5.1.1 Mailbox unavailable"), else the error's message; one line.
 * @param {unknown} error
 */
function errorText(error) {
  const { response, message } = /** @type {{ response?: unknown, message?: unknown }} */ (error ?? {});
  return lineText(String(response ?? message ?? error)).slice(0, 500);
}
