// @ts-check
/**
 * The outbox (DECISIONS.md 16, 18): the endpoints the contact form and the newsletter box post
 * to on the site's own server. Each post is checked as the form checks it (server/enquiry.mjs),
 * stored durably before any 2xx (server/store.mjs), then forwarded by SMTP by the delivery
 * worker (server/delivery.mjs) when SMTP_URL is set.
 *
 *   POST /api/v1.0/email/send-form  multipart/form-data (what `emailjs.sendForm` sends)
 *   POST /api/v1.0/email/send       application/json    (what `emailjs.send` sends)
 *   POST /api/enquiry               a form posted without JavaScript: urlencoded or multipart
 *
 * The two EmailJS endpoints answer as the real service does, in plain text: 200 "OK"; 400 with a
 * reason (a missing id, a broken body, a field that breaks the form's rules, a file); 403 for a
 * post from an origin not allowed; 413 over 1 MB; 415 for another content type; 429 past the
 * rate limit or the daily limit, with Retry-After; 405 for other methods; 507 when the outbox
 * or the disk is full; 500 when the enquiry cannot be stored. /api/enquiry answers a success
 * with 303 to the confirmation page and a failure with the pre-rendered failure page, with the
 * same statuses. A bot (honeypot filled, sent too fast) gets the normal success answer; its post
 * is kept apart in spam.jsonl and never forwarded.
 *
 * With `faults` on (OUTBOX_FAULTS=1, for test runs only: server/config.mjs) a `service_id` of
 * `fault_<status>` is answered with that status, `fault_drop` drops the connection and
 * `fault_hang` never answers.
 */
import { STATUS_CODES } from "node:http";
import Busboy from "@fastify/busboy";
import { enquiryPages } from "../app/content/enquiry.mjs";
import { CACHE_REVALIDATE } from "./build-meta.mjs";
import { DeliveryWorker } from "./delivery.mjs";
import { ENQUIRY_PATH, FORM_META_FIELDS } from "../app/lib/enquiryRules.mjs";
import { OutboxError, checkEnquiry, newEnquiryId, spamReason } from "./enquiry.mjs";
import { DEFAULT_MAIL_FROM, DEFAULT_MAIL_TO } from "./mail.mjs";
import { OutboxStore } from "./store.mjs";

/** @typedef {import("fastify").FastifyInstance} FastifyInstance */
/** @typedef {import("fastify").FastifyReply} FastifyReply */
/** @typedef {import("fastify").FastifyRequest} FastifyRequest */
/** @typedef {import("./mail.mjs").EnquiryRecord} EnquiryRecord */
/** @typedef {{ max: number, windowMs: number }} RateLimit */
/**
 * The build's pages, for the answers to /api/enquiry (server/app.mjs gives them).
 * @typedef {object} PageSender
 * @property {(path: string) => boolean} has
 * @property {(reply: FastifyReply, path: string, status: number) => FastifyReply} send the page, with this status
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
 * @property {() => number} [now] the clock, in ms (tests inject one)
 * @property {boolean} [faults] answer `fault_<status>` service ids with that fault (test runs only)
 * @property {string[]} [allowedOrigins] other origins that may post (e.g. a dev server)
 * @property {PageSender} [pages]
 * @property {import("./jsonl.mjs").WriteOnce} [write] how lines are written (tests simulate a full disk)
 */

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const SEND_PATH = "/api/v1.0/email/send";
/** The real service's limit is about this; anything larger is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_RATE_LIMIT = Object.freeze({ max: 5, windowMs: 60_000 });
export const DEFAULT_DAILY_LIMIT = 50;
/** The contact form takes a person longer than this to fill in (ENQUIRY_MIN_FILL_MS). */
export const DEFAULT_MIN_FILL_MS = 3000;

const DAY_MS = 86_400_000;
const IDS = /** @type {const} */ (["user_id", "service_id", "template_id"]);
/** Request fields that are about the request, not the enquiry. */
const META_FIELDS = new Set([...IDS, "lib_version", "g-recaptcha-response"]);
const FORM_LIMITS = { fields: 100, fieldNameSize: 100, fieldSize: MAX_BODY_BYTES, parts: 100 };
const OTHER_METHODS = /** @type {const} */ (["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]);
/** What the real service says for the statuses tests ask for; others get the status text. */
const FAULT_TEXT = /** @type {Record<number, string>} */ ({
  400: "The service ID is invalid",
  403: "API calls are disabled for non-browser applications",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
});
/** No pages: /api/enquiry answers in plain text (never asked to send one it does not have). */
/** @type {PageSender} */
const NO_PAGES = { has: () => false, send: (reply) => reply };

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
    rateLimit = DEFAULT_RATE_LIMIT,
    dailyLimit = DEFAULT_DAILY_LIMIT,
    maxBytes,
    minFillMs = DEFAULT_MIN_FILL_MS,
    mail = null,
    retry,
    journalPollMs,
    now = Date.now,
    faults = false,
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

  const limiter = windowCounter(rateLimit, now);
  const daily = windowCounter({ max: dailyLimit, windowMs: DAY_MS }, now);
  const allowed = new Set(allowedOrigins);
  /** Connections a `fault_hang` left open, closed with the server. */
  const hanging = new Set();

  app.addHook("onClose", async () => {
    for (const socket of hanging) socket.destroy();
    await worker.stop();
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", CACHE_REVALIDATE);
    const origin = request.headers.origin;
    if (origin && allowed.has(origin))
      reply.header("Access-Control-Allow-Origin", origin).header("Vary", "Origin");
    if (request.method !== "POST") return;
    if (origin !== undefined && !allowed.has(origin) && !sameOrigin(origin, request))
      throw new OutboxError(403, "Cross-origin requests are not accepted by this outbox");
    const { ok, retryAfterMs } = limiter(request.ip);
    if (!ok) throw tooMany("Too Many Requests", retryAfterMs);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, text, headers } = describeError(error);
    if (status >= 500) request.log.error(error);
    return sendText(reply.headers(headers), status, text);
  });

  /** @param {Record<string, unknown>} body */
  function isFault(body) {
    return faults && typeof body.service_id === "string" && body.service_id.startsWith("fault_");
  }

  /**
   * Checks a post and stores it: in enquiries.jsonl and on to the worker, or in spam.jsonl for
   * a bot. Resolves once it is on disk; the answer is up to the endpoint.
   * @param {FastifyRequest} request
   * @param {EnquiryRecord["endpoint"]} endpoint
   * @param {Record<string, string | null>} ids the EmailJS ids and library version; none for a post without JavaScript
   * @param {Record<string, unknown>} posted the enquiry's fields
   */
  async function keep(request, endpoint, ids, posted) {
    const { kind, locale, fields } = checkEnquiry(posted);
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
    const { ok, retryAfterMs } = daily(request.ip);
    if (!ok) throw tooMany("Too many enquiries from this address today", retryAfterMs);
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

  /**
   * An EmailJS post: the ids are required, as the real service requires them.
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   * @param {"send-form" | "send"} endpoint
   * @param {Record<string, unknown>} body
   * @param {Record<string, unknown>} posted
   */
  async function acceptEmailJs(request, reply, endpoint, body, posted) {
    if (isFault(body)) return fault(request, reply, String(body.service_id).slice("fault_".length));
    for (const id of IDS) {
      const value = body[id];
      if (typeof value !== "string" || value.trim() === "")
        throw new OutboxError(400, `The ${id} parameter is required`);
    }
    const ids = {
      service_id: String(body.service_id),
      template_id: String(body.template_id),
      user_id: String(body.user_id),
      lib_version: typeof body.lib_version === "string" ? body.lib_version : null,
    };
    await keep(request, endpoint, ids, posted);
    return sendText(reply, 200, "OK");
  }

  /**
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   * @param {string} kind
   */
  function fault(request, reply, kind) {
    request.log.warn({ fault: kind }, "outbox: answering with an injected fault");
    if (kind === "drop") {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (kind === "hang") {
      reply.hijack();
      const socket = request.raw.socket;
      hanging.add(socket);
      socket.once("close", () => hanging.delete(socket));
      return reply;
    }
    const status = Number(kind);
    if (!/^[45]\d\d$/.test(kind) || !STATUS_CODES[status])
      throw new OutboxError(400, `Unknown fault: ${kind}`);
    return sendText(reply, status, FAULT_TEXT[status] ?? String(STATUS_CODES[status]));
  }

  /**
   * The page of the visitor's language when the build has it, else the English one, else null.
   * @param {string} path
   * @param {unknown} locale
   */
  function localizedPage(path, locale) {
    if (locale === "ne" && pages.has(`/ne${path}`)) return `/ne${path}`;
    return pages.has(path) ? path : null;
  }

  /**
   * A failed post without JavaScript: the failure page with the status (and the reason in
   * plain text when the build has no such page).
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   * @param {unknown} error
   * @param {unknown} locale
   */
  function failurePage(request, reply, error, locale) {
    const { status, text, headers } = describeError(error);
    if (status >= 500) request.log.error(error);
    reply.headers(headers);
    const page = localizedPage(enquiryPages.failed, locale);
    return page ? pages.send(reply, page, status) : sendText(reply, status, text);
  }

  /**
   * @param {FastifyRequest} request
   * @param {"multipart/form-data" | "application/x-www-form-urlencoded"} type
   * @param {string | Buffer} body
   */
  const parseForm = (request, type, body) =>
    parseFormBody(request.headers, typeof body === "string" ? Buffer.from(body) : body, type);

  // multipart/form-data only: every other type is a 415 from Fastify.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES },
      /** @param {FastifyRequest} request @param {string | Buffer} body */
      async (request, body) => parseForm(request, "multipart/form-data", body),
    );
    scope.post(SEND_FORM_PATH, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const body = /** @type {Record<string, string> | undefined} */ (request.body) ?? {};
      return acceptEmailJs(request, reply, "send-form", body, withoutMeta(body));
    });
  });

  // application/json only, parsed by Fastify's own (prototype-safe) JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("text/plain");
    scope.post(SEND_PATH, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const body = request.body;
      if (!isObject(body)) throw new OutboxError(400, "The request body must be a JSON object");
      const params = body.template_params;
      // An injected fault is answered whatever the params.
      if (!isFault(body)) {
        if (params === undefined || params === null)
          throw new OutboxError(400, "The template_params parameter is required");
        if (!isObject(params)) throw new OutboxError(400, "The template_params parameter must be an object");
      }
      return acceptEmailJs(request, reply, "send", body, withoutMeta(isObject(params) ? params : {}));
    });
  });

  // A form posted natively (no JavaScript): the same checks and store, answered with pages.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of /** @type {const} */ (["multipart/form-data", "application/x-www-form-urlencoded"]))
      scope.addContentTypeParser(
        type,
        { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES },
        /** @param {FastifyRequest} request @param {string | Buffer} body */
        async (request, body) => parseForm(request, type, body),
      );
    // Refused before its body is read (origin, rate limit, size, type): the English page.
    scope.setErrorHandler((error, request, reply) => failurePage(request, reply, error, "en"));
    scope.post(ENQUIRY_PATH, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const posted = /** @type {Record<string, string> | undefined} */ (request.body) ?? {};
      try {
        const record = await keep(request, "enquiry", {}, posted);
        const page = localizedPage(enquiryPages[record.kind], record.locale);
        return page
          ? reply.redirect(page, 303)
          : sendText(reply, 200, "Thank you: your message was received.");
      } catch (error) {
        return failurePage(request, reply, error, posted[FORM_META_FIELDS.locale]);
      }
    });
  });

  for (const url of [SEND_FORM_PATH, SEND_PATH, ENQUIRY_PATH])
    app.route({ method: [...OTHER_METHODS], url, handler: notAllowed });

  /**
   * 405, except a CORS preflight from an allowed origin.
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   */
  function notAllowed(request, reply) {
    const origin = request.headers.origin;
    if (request.method === "OPTIONS" && origin && allowed.has(origin)) {
      reply
        .header("Access-Control-Allow-Methods", "POST")
        .header("Access-Control-Allow-Headers", "Content-Type")
        .header("Access-Control-Max-Age", "600");
      return reply.code(204).send();
    }
    reply.header("Allow", "POST");
    return sendText(reply, 405, "Method Not Allowed");
  }
}

/**
 * The fields of a form body already read into memory (at most MAX_BODY_BYTES), multipart or
 * urlencoded, with the same limits on the number, names and sizes of fields. The first value
 * of a repeated field wins, as FormData.get() does.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {string} [type] how the body is encoded, named in the 400 for a broken one
 * @returns {Promise<Record<string, string>>}
 */
export function parseFormBody(headers, body, type = "multipart/form-data") {
  return new Promise((resolvePromise, reject) => {
    const malformed = () => new OutboxError(400, `The body is not valid ${type}`);
    /** @type {import("@fastify/busboy").BusboyInstance} */
    let parser;
    try {
      parser = Busboy({
        headers: { ...headers, "content-type": String(headers["content-type"]) },
        limits: FORM_LIMITS,
      });
    } catch {
      return reject(malformed());
    }
    /** @type {Map<string, string>} */
    const fields = new Map();
    /** @type {OutboxError | null} */
    let failure = null;
    /** @param {number} status @param {string} message */
    const fail = (status, message) => {
      failure ??= new OutboxError(status, message);
    };
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      // Busboy applies fieldNameSize to urlencoded names only: checked here for multipart too.
      const longName = nameTruncated || Buffer.byteLength(name) > FORM_LIMITS.fieldNameSize;
      if (longName || valueTruncated) fail(413, "A field is too large");
      else if (!fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      fail(400, "Files are not accepted");
    });
    parser.on("fieldsLimit", () => fail(413, "Too many fields"));
    parser.on("partsLimit", () => fail(413, "Too many fields"));
    parser.on("filesLimit", () => fail(400, "Files are not accepted"));
    parser.on("error", () => reject(failure ?? malformed()));
    parser.on("finish", () => (failure ? reject(failure) : resolvePromise(Object.fromEntries(fields))));
    parser.end(body);
  });
}

/**
 * A fixed-window allowance per client: `take(client)` uses one unit, or answers how long until
 * the client's window renews when it has none left.
 * @param {RateLimit} limit
 * @param {() => number} now
 */
function windowCounter({ max, windowMs }, now) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  let lastSweep = now();
  /** @param {string} client */
  return (client) => {
    const time = now();
    if (time - lastSweep >= windowMs) {
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      lastSweep = time;
    }
    let window = windows.get(client);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(client, window);
    }
    if (window.count >= max) return { ok: false, retryAfterMs: window.start + windowMs - time };
    window.count += 1;
    return { ok: true, retryAfterMs: 0 };
  };
}

/**
 * A 429 that says in Retry-After (whole seconds, at least 1) when the client may send again.
 * @param {string} message
 * @param {number} retryAfterMs
 */
function tooMany(message, retryAfterMs) {
  return new OutboxError(429, message, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/**
 * Whether an Origin header names the host the request was sent to (the scheme is not compared:
 * a TLS-terminating proxy in front sees plain HTTP).
 * @param {string} origin
 * @param {FastifyRequest} request
 */
function sameOrigin(origin, request) {
  try {
    const url = new URL(origin);
    // Parsed with the origin's scheme so "localhost:80" and "http://localhost" compare equal.
    return url.host === new URL(`${url.protocol}//${request.headers.host}`).host;
  } catch {
    return false;
  }
}

/**
 * The status, text and headers to answer an error with.
 * @param {unknown} error
 * @returns {{ status: number, text: string, headers: Record<string, string> }}
 */
function describeError(error) {
  if (error instanceof OutboxError)
    return { status: error.statusCode, text: error.message, headers: error.headers };
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  // A body nested past the parser's stack (thousands of levels of JSON) is the client's error.
  const fallback = error instanceof RangeError ? 400 : 500;
  const rawStatus =
    typeof error === "object" && error !== null && "statusCode" in error
      ? Number(error.statusCode)
      : fallback;
  const status = rawStatus >= 400 && rawStatus < 600 ? rawStatus : fallback;
  /** @type {Record<string, string>} */
  const reasons = {
    FST_ERR_CTP_BODY_TOO_LARGE: "The request body is larger than 1 MB",
    FST_ERR_CTP_INVALID_MEDIA_TYPE:
      "Unsupported Content-Type: send-form takes multipart/form-data, send takes application/json, " +
      "enquiry takes multipart/form-data or application/x-www-form-urlencoded",
    FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
    FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body",
  };
  if (reasons[code]) return { status, text: reasons[code], headers: {} };
  // secure-json-parse refuses __proto__ and constructor.prototype keys.
  if (status === 400 && (error instanceof SyntaxError || error instanceof RangeError))
    return { status, text: "The request body is not valid JSON", headers: {} };
  return { status, text: String(STATUS_CODES[status] ?? "Error"), headers: {} };
}

/**
 * @param {FastifyReply} reply
 * @param {number} status
 * @param {string} body
 */
function sendText(reply, status, body) {
  return reply.code(status).type("text/plain; charset=utf-8").send(body);
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The enquiry's own fields: everything but the ids, library version and captcha token.
 * @param {Record<string, unknown>} body
 */
function withoutMeta(body) {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !META_FIELDS.has(name)));
}

/**
 * The part of an address after the at sign, for the log: never the whole address.
 * @param {unknown} value
 */
function domain(value) {
  if (typeof value !== "string" || !value.includes("@")) return undefined;
  return value.slice(value.lastIndexOf("@") + 1).slice(0, 80);
}
