// @ts-check
/**
 * The local e-mail outbox (DECISIONS.md 16): the two EmailJS endpoints the contact form can post
 * to, answered the way the real service answers them, so a checkout without e-mail credentials
 * still receives enquiries. Every accepted enquiry is appended, fsynced, to
 * `<dir>/enquiries.jsonl` before the 200 goes out; `npm run outbox` lists them.
 *
 *   POST /api/v1.0/email/send-form  multipart/form-data (what `emailjs.sendForm` sends)
 *   POST /api/v1.0/email/send       application/json    (what `emailjs.send` sends)
 *
 * Answers are plain text, like the real service's: 200 "OK"; 400 with a reason (a missing id,
 * a broken body, a file); 403 for a cross-origin post from an origin not allowed; 413 over 1 MB;
 * 415 for another content type; 429 "Too Many Requests" past the rate limit; 405 for other
 * methods; 500 when the enquiry cannot be stored.
 *
 * With `faults` on (OUTBOX_FAULTS=1, for tests only) a `service_id` of `fault_<status>` is answered
 * with that status, `fault_drop` drops the connection and `fault_hang` never answers.
 */
import { mkdir, open } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Busboy from "@fastify/busboy";
import { CACHE_REVALIDATE } from "./build-meta.mjs";

/** @typedef {import("fastify").FastifyInstance} FastifyInstance */
/** @typedef {import("fastify").FastifyReply} FastifyReply */
/** @typedef {import("fastify").FastifyRequest} FastifyRequest */
/** @typedef {{ max: number, windowMs: number }} RateLimit */
/**
 * @typedef {object} OutboxOptions
 * @property {string} dir where enquiries.jsonl is written (created when missing)
 * @property {RateLimit} [rateLimit] POSTs one client (request.ip) may send per window
 * @property {() => number} [now] the clock, in ms (tests inject one)
 * @property {boolean} [faults] answer `fault_<status>` service ids with that fault (tests only)
 * @property {string[]} [allowedOrigins] other origins that may post (e.g. a dev server)
 */
/**
 * @typedef {object} Enquiry
 * @property {string} receivedAt
 * @property {"send-form" | "send"} endpoint
 * @property {string} service_id
 * @property {string} template_id
 * @property {string} user_id
 * @property {string | null} lib_version
 * @property {Record<string, unknown>} fields
 */

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const SEND_PATH = "/api/v1.0/email/send";
export const OUTBOX_FILE = "enquiries.jsonl";
/** The real service's limit is about this; anything larger is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_RATE_LIMIT = Object.freeze({ max: 5, windowMs: 60_000 });

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const IDS = /** @type {const} */ (["user_id", "service_id", "template_id"]);
/** Request fields that are about the request, not the enquiry. */
const META_FIELDS = new Set([...IDS, "lib_version", "g-recaptcha-response"]);
const MULTIPART_LIMITS = { fields: 100, fieldNameSize: 100, fieldSize: MAX_BODY_BYTES, parts: 100 };
/** What the real service says for the statuses tests ask for; others get the status text. */
const FAULT_TEXT = /** @type {Record<number, string>} */ ({
  400: "The service ID is invalid",
  403: "API calls are disabled for non-browser applications",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
});

/**
 * The outbox folder: OUTBOX_DIR (relative to the working directory) or data/outbox in the project.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function outboxDir(env = process.env) {
  const dir = env.OUTBOX_DIR;
  if (!dir) return join(PROJECT_ROOT, "data", "outbox");
  return isAbsolute(dir) ? dir : resolve(dir);
}

/** An answer with a status and the plain-text reason the client sees. */
class OutboxError extends Error {
  /** @param {number} statusCode @param {string} message */
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * The Fastify plugin. Register it without fastify-plugin: its content-type parsers, hooks and
 * error handler stay inside its own two routes.
 * @param {FastifyInstance} app
 * @param {OutboxOptions} options
 */
export async function outbox(
  app,
  { dir, rateLimit = DEFAULT_RATE_LIMIT, now = Date.now, faults = false, allowedOrigins = [] },
) {
  const file = join(dir, OUTBOX_FILE);
  const store = appender(file);
  const limiter = rateLimiter(rateLimit, now);
  const allowed = new Set(allowedOrigins);
  /** Connections a `fault_hang` left open, closed with the server. */
  const hanging = new Set();

  app.addHook("onClose", async () => {
    for (const socket of hanging) socket.destroy();
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", CACHE_REVALIDATE);
    const origin = request.headers.origin;
    if (origin && allowed.has(origin))
      reply.header("Access-Control-Allow-Origin", origin).header("Vary", "Origin");
    if (request.method !== "POST") return;
    if (origin !== undefined && !allowed.has(origin) && !sameOrigin(origin, request))
      throw new OutboxError(403, "Cross-origin requests are not accepted by this outbox");
    if (!limiter(request.ip)) throw new OutboxError(429, "Too Many Requests");
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, text } = describeError(error);
    if (status >= 500) request.log.error(error);
    return sendText(reply, status, text);
  });

  /** @param {Record<string, unknown>} body */
  function isFault(body) {
    return faults && typeof body.service_id === "string" && body.service_id.startsWith("fault_");
  }

  /**
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   * @param {"send-form" | "send"} endpoint
   * @param {Record<string, unknown>} body
   * @param {Record<string, unknown>} fields
   */
  async function accept(request, reply, endpoint, body, fields) {
    if (isFault(body)) return fault(request, reply, String(body.service_id).slice("fault_".length));
    for (const id of IDS) {
      const value = body[id];
      if (typeof value !== "string" || value.trim() === "")
        throw new OutboxError(400, `The ${id} parameter is required`);
    }
    /** @type {Enquiry} */
    const enquiry = {
      receivedAt: new Date(now()).toISOString(),
      endpoint,
      service_id: String(body.service_id),
      template_id: String(body.template_id),
      user_id: String(body.user_id),
      lib_version: typeof body.lib_version === "string" ? body.lib_version : null,
      fields,
    };
    try {
      await store(`${JSON.stringify(enquiry)}\n`);
    } catch (error) {
      request.log.error({ err: error, file }, "outbox: cannot store the enquiry");
      throw new OutboxError(500, "The enquiry could not be stored");
    }
    request.log.info(
      {
        outbox: {
          endpoint,
          title: text(fields.title),
          service: text(fields.service),
          emailDomain: domain(fields.email),
        },
      },
      "outbox: enquiry received",
    );
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

  // multipart/form-data only: every other type is a 415 from Fastify.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES },
      /** @param {FastifyRequest} request @param {string | Buffer} body */
      async (request, body) =>
        parseMultipart(request.headers, typeof body === "string" ? Buffer.from(body) : body),
    );
    scope.post(SEND_FORM_PATH, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const body = /** @type {Record<string, string> | undefined} */ (request.body) ?? {};
      return accept(request, reply, "send-form", body, withoutMeta(body));
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
      return accept(request, reply, "send", body, withoutMeta(isObject(params) ? params : {}));
    });
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: SEND_FORM_PATH,
    handler: notAllowed,
  });
  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: SEND_PATH,
    handler: notAllowed,
  });

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
 * The form's fields from a multipart body already read into memory (at most MAX_BODY_BYTES).
 * The first value of a repeated field wins, as FormData.get() does.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {Promise<Record<string, string>>}
 */
export function parseMultipart(headers, body) {
  return new Promise((resolvePromise, reject) => {
    const malformed = () => new OutboxError(400, "The body is not valid multipart/form-data");
    /** @type {import("@fastify/busboy").BusboyInstance} */
    let parser;
    try {
      parser = Busboy({
        headers: { ...headers, "content-type": String(headers["content-type"]) },
        limits: MULTIPART_LIMITS,
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
      if (nameTruncated || valueTruncated) fail(413, "A field is too large");
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
 * Appends lines to the file one at a time, each written and fsynced before its promise resolves.
 * @param {string} file
 */
function appender(file) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @param {string} line */
  async function append(line) {
    await mkdir(join(file, ".."), { recursive: true });
    const handle = await open(file, "a", 0o600);
    try {
      await handle.write(line);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  /** @param {string} line */
  return (line) => {
    const done = queue.then(() => append(line));
    queue = done.catch(() => {});
    return done;
  };
}

/**
 * A fixed-window counter per client: true while the client is within its limit.
 * @param {RateLimit} limit
 * @param {() => number} now
 */
function rateLimiter({ max, windowMs }, now) {
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
    window.count += 1;
    return window.count <= max;
  };
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
 * The status and text to answer an error with.
 * @param {unknown} error
 */
function describeError(error) {
  if (error instanceof OutboxError) return { status: error.statusCode, text: error.message };
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const rawStatus =
    typeof error === "object" && error !== null && "statusCode" in error ? Number(error.statusCode) : 500;
  const status = rawStatus >= 400 && rawStatus < 600 ? rawStatus : 500;
  /** @type {Record<string, string>} */
  const reasons = {
    FST_ERR_CTP_BODY_TOO_LARGE: "The request body is larger than 1 MB",
    FST_ERR_CTP_INVALID_MEDIA_TYPE:
      "Unsupported Content-Type: send-form takes multipart/form-data, send takes application/json",
    FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
    FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body",
  };
  if (reasons[code]) return { status, text: reasons[code] };
  // secure-json-parse refuses __proto__ and constructor.prototype keys.
  if (status === 400 && error instanceof SyntaxError)
    return { status, text: "The request body is not valid JSON" };
  return { status, text: String(STATUS_CODES[status] ?? "Error") };
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

/** @param {unknown} value */
function text(value) {
  return typeof value === "string" ? value.slice(0, 80) : undefined;
}

/**
 * The part of an address after the at sign, for the log: never the whole address.
 * @param {unknown} value
 */
function domain(value) {
  if (typeof value !== "string" || !value.includes("@")) return undefined;
  return value.slice(value.lastIndexOf("@") + 1).slice(0, 80);
}
