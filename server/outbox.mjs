// @ts-check
/**
 * The outbox (DECISIONS.md 16, 18): the endpoints the contact form and the newsletter box post
 * to on the site's own server, one Fastify plugin each (server/endpoints/):
 *
 *   POST /api/v1.0/email/send-form  multipart/form-data (what `emailjs.sendForm` sends)
 *   POST /api/v1.0/email/send       application/json    (what `emailjs.send` sends)
 *   POST /api/enquiry               a form posted without JavaScript: urlencoded or multipart
 *
 * A newsletter sign-up is an enquiry of its own kind (its `title`) on the same endpoints; the
 * delivery worker keeps its address in the subscriber list. Each post is checked as the form
 * checks it (server/enquiry.mjs), stored durably before any 2xx (server/store.mjs), then
 * forwarded by SMTP by the delivery worker (server/delivery.mjs) when SMTP_URL is set.
 *
 * This plugin holds what the endpoints share: the store and the worker, the origin check
 * (server/origin.mjs) and the rate limits (server/rate-limit.mjs) on every post, and the
 * plain-text answers: 200 "OK"; 400 with a reason (a missing id, a broken body, a field that
 * breaks the form's rules, a file); 403 for a post from an origin not allowed; 413 over 1 MB; 415
 * for another content type; 429 past the rate limit or the daily limit, with Retry-After; 405 for
 * other methods; 507 when the outbox or the disk is full; 500 when the enquiry cannot be stored.
 * /api/enquiry answers with pages instead. A bot (honeypot filled, sent too fast) gets the normal
 * success answer; its post is kept apart in spam.jsonl and never forwarded.
 */
import { CACHE_REVALIDATE } from "./build-meta.mjs";
import { ApiError, describeError, sendText, tooMany } from "./answers.mjs";
import { DeliveryWorker } from "./delivery.mjs";
import { ENQUIRY_PATH, FORM_META_FIELDS, SUBMISSION_KEY } from "../app/lib/enquiryRules.mjs";
import { checkEnquiry, newEnquiryId, spamReason } from "./enquiry.mjs";
import { DEFAULT_MAIL_FROM, DEFAULT_MAIL_TO } from "./mail.mjs";
import { OutboxStore } from "./store.mjs";
import { SubmissionKeys } from "./submissions.mjs";
import { otherMethods, originCheck } from "./origin.mjs";
import { rateLimit } from "./rate-limit.mjs";
import { SEND_FORM_PATH, sendFormEndpoint } from "./endpoints/send-form.mjs";
import { SEND_PATH, sendEndpoint } from "./endpoints/send.mjs";
import { noScriptFormEndpoint } from "./endpoints/no-script-form.mjs";

/** @typedef {import("fastify").FastifyInstance} FastifyInstance */
/** @typedef {import("fastify").FastifyReply} FastifyReply */
/** @typedef {import("fastify").FastifyRequest} FastifyRequest */
/** @typedef {import("./mail.mjs").EnquiryRecord} EnquiryRecord */
/** @typedef {import("./rate-limit.mjs").RateLimit} RateLimit */
/**
 * Answers an error: logs a 5xx, sets its headers, and sends `status` and `text` as `send` does.
 * @typedef {(request: FastifyRequest, reply: FastifyReply, error: unknown, send: (status: number, text: string) => FastifyReply) => FastifyReply} ErrorAnswer
 */
/**
 * @typedef {object} OutboxOptions
 * @property {string} dir where the outbox's files are written (created when missing)
 * @property {RateLimit} [rateLimit] POSTs one client (request.ip) may send per window
 * @property {number} [dailyLimit] posts one client may have stored per day: one client cannot fill the disk
 * @property {number} [maxBytes] the cap on the folder's size
 * @property {number} [minFillMs] the least time from page load to send a person takes (SpamRules)
 * @property {({ mailer: import("./mail.mjs").Mailer } & Partial<import("./mail.mjs").MailSettings>) | null} [mail]
 *   forwarding by SMTP; without it enquiries are stored only
 * @property {import("./delivery.mjs").RetrySchedule} [retry]
 * @property {number} [journalPollMs] how often the worker looks for the operator's retries
 * @property {() => number} [now] the clock of the records and the worker, in ms (tests inject one)
 * @property {string[]} [allowedOrigins] other origins that may post (e.g. a dev server)
 * @property {import("./endpoints/no-script-form.mjs").PageSender} [pages]
 * @property {import("./jsonl.mjs").WriteOnce} [write] how lines are written (tests simulate a full disk)
 */

/** The real service's limit is about this; anything larger is answered 413. */
const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_RATE_LIMIT = Object.freeze({ max: 5, windowMs: 60_000 });
export const DEFAULT_DAILY_LIMIT = 50;
/** The contact form takes a person longer than this to fill in (ENQUIRY_MIN_FILL_MS). */
export const DEFAULT_MIN_FILL_MS = 3000;

const DAY_MS = 86_400_000;
const IDS = /** @type {const} */ (["user_id", "service_id", "template_id"]);
/**
 * EmailJS's ids are some twenty characters; each is kept in every record, so a longer one is
 * refused rather than let a few posts of 1 MB ids fill the outbox (and the library's version).
 */
const MAX_ID_LENGTH = 100;
/** Request fields that are about the request, not the enquiry. */
const META_FIELDS = new Set([...IDS, "lib_version", "g-recaptcha-response"]);
const BODY_TEXTS = {
  tooLarge: "The request body is larger than 1 MB",
  mediaTypes:
    "send-form takes multipart/form-data, send takes application/json, " +
    "enquiry takes multipart/form-data or application/x-www-form-urlencoded",
};
/** No pages: /api/enquiry answers in plain text (never asked to send one it does not have). */
/** @type {import("./endpoints/no-script-form.mjs").PageSender} */
const NO_PAGES = { has: () => false, send: (reply) => reply };

/**
 * What the endpoints hand a post to: it checks the post and stores it, in enquiries.jsonl and on
 * to the worker, or in spam.jsonl for a bot. Each method resolves once the record is on disk; the
 * answer is up to the endpoint.
 * @typedef {object} Intake
 * @property {(request: FastifyRequest, endpoint: EnquiryRecord["endpoint"], ids: Record<string, string | null>, posted: Record<string, unknown>) => Promise<EnquiryRecord>} keep
 *   ids: the EmailJS ids and library version; none for a post without JavaScript
 * @property {(request: FastifyRequest, endpoint: "send-form" | "send", body: Record<string, unknown>, params: Record<string, unknown>) => Promise<EnquiryRecord>} keepEmailJs
 *   an EmailJS post: the ids are required, as the real service requires them; the enquiry is
 *   `params` without them
 */

/**
 * The Fastify plugin. Register it without fastify-plugin: its content-type parsers, hooks and
 * error handlers stay inside its own routes.
 * @param {FastifyInstance} app
 * @param {OutboxOptions} options
 */
export async function outbox(
  app,
  {
    dir,
    rateLimit: window = DEFAULT_RATE_LIMIT,
    dailyLimit = DEFAULT_DAILY_LIMIT,
    maxBytes,
    minFillMs = DEFAULT_MIN_FILL_MS,
    mail = null,
    retry,
    journalPollMs,
    now = Date.now,
    allowedOrigins = [],
    pages = NO_PAGES,
    write,
  },
) {
  const store = new OutboxStore(dir, { maxBytes, write });
  for (const file of await store.open())
    app.log.warn({ file }, "outbox: the file ended in a torn line (a crash or a full disk); it is skipped");
  const settings = {
    to: mail?.to ?? DEFAULT_MAIL_TO,
    from: mail?.from ?? DEFAULT_MAIL_FROM,
    autoreply: mail?.autoreply ?? false,
  };
  const worker = new DeliveryWorker({
    store,
    mailer: mail?.mailer ?? null,
    settings,
    retry,
    now,
    log: app.log,
    pollMs: journalPollMs,
  });
  await worker.start();
  app.addHook("onClose", () => worker.stop());

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", CACHE_REVALIDATE);
  });
  // The origin first: a post from elsewhere is refused without counting against its client.
  await app.register(originCheck, {
    allowedOrigins,
    refusal: "Cross-origin requests are not accepted by this outbox",
  });
  await app.register(rateLimit, { ...window, message: "Too Many Requests" });
  // Counted by hand, once a post has passed its checks: posts one client may have stored per day.
  const daily = app.createRateLimit({ max: dailyLimit, timeWindow: DAY_MS });

  /** @type {ErrorAnswer} */
  const answerError = (request, reply, error, send) => {
    const { status, text, headers } = describeError(error, BODY_TEXTS);
    if (status >= 500) request.log.error(error);
    reply.headers(headers);
    return send(status, text);
  };
  app.setErrorHandler((error, request, reply) =>
    answerError(request, reply, error, (status, text) => sendText(reply, status, text)),
  );

  const submissions = new SubmissionKeys({ now });

  /** @type {Intake["keep"]} */
  async function keep(request, endpoint, ids, posted) {
    const checked = checkEnquiry(posted);
    const key = posted[FORM_META_FIELDS.submission];
    const submission = typeof key === "string" && SUBMISSION_KEY.test(key) ? key : null;
    // No wait before `remember` unless a keeping is found: a repeat arriving meanwhile finds this one.
    const keeping = submission ? submissions.earlier(submission) : undefined;
    const earlier = keeping ? await keeping.catch(() => null) : null;
    if (earlier) {
      request.log.info(
        { outbox: { id: earlier.id, endpoint } },
        "outbox: a submission sent again, kept once",
      );
      return earlier;
    }
    const kept = keepChecked(request, endpoint, ids, posted, checked);
    if (submission) submissions.remember(submission, kept);
    return kept;
  }

  /**
   * @param {FastifyRequest} request
   * @param {EnquiryRecord["endpoint"]} endpoint
   * @param {Record<string, string | null>} ids
   * @param {Record<string, unknown>} posted
   * @param {ReturnType<typeof checkEnquiry>} checked
   * @returns {Promise<EnquiryRecord>}
   */
  async function keepChecked(request, endpoint, ids, posted, { kind, locale, fields }) {
    const spam = spamReason(posted, kind, { minFillMs });
    const time = now();
    const forward = !spam && mail !== null;
    /** @type {EnquiryRecord} */
    const record = {
      id: newEnquiryId(time),
      receivedAt: new Date(time).toISOString(),
      endpoint,
      kind,
      locale,
      ...ids,
      fields,
      forward,
      acknowledge: forward && settings.autoreply,
    };
    const today = await daily(request);
    if (!today.isAllowed && today.isExceeded)
      throw tooMany("Too many enquiries from this address today", today.ttl);
    if (spam) {
      await store.accept("spam", { ...record, spam });
    } else {
      await store.accept("enquiries", record);
      void worker.accepted(record);
    }
    request.log.info(
      {
        outbox: {
          id: record.id,
          endpoint,
          kind,
          spam,
          service: fields.service,
          emailDomain: domain(fields.email),
        },
      },
      spam ? "outbox: spam kept apart" : "outbox: enquiry received",
    );
    return record;
  }

  /** @type {Intake["keepEmailJs"]} */
  async function keepEmailJs(request, endpoint, body, params) {
    for (const id of IDS) {
      const value = body[id];
      if (typeof value !== "string" || value.trim() === "")
        throw new ApiError(400, `The ${id} parameter is required`);
    }
    for (const id of [...IDS, "lib_version"]) {
      const value = body[id];
      if (typeof value === "string" && value.length > MAX_ID_LENGTH)
        throw new ApiError(400, `The ${id} parameter is longer than ${MAX_ID_LENGTH} characters`);
    }
    const ids = {
      service_id: String(body.service_id),
      template_id: String(body.template_id),
      user_id: String(body.user_id),
      lib_version: typeof body.lib_version === "string" ? body.lib_version : null,
    };
    const posted = Object.fromEntries(Object.entries(params).filter(([name]) => !META_FIELDS.has(name)));
    return keep(request, endpoint, ids, posted);
  }

  /** @type {Intake} */
  const intake = { keep, keepEmailJs };
  const endpoint = { intake, bodyLimit: MAX_BODY_BYTES };
  await app.register(sendFormEndpoint, endpoint);
  await app.register(sendEndpoint, endpoint);
  await app.register(noScriptFormEndpoint, { ...endpoint, pages, answerError });
  for (const url of [SEND_FORM_PATH, SEND_PATH, ENQUIRY_PATH]) otherMethods(app, url, allowedOrigins);
}

/**
 * The part of an address after the at sign, for the log: never the whole address.
 * @param {unknown} value
 */
function domain(value) {
  if (typeof value !== "string" || !value.includes("@")) return undefined;
  return value.slice(value.lastIndexOf("@") + 1).slice(0, 80);
}
