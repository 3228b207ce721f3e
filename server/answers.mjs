// @ts-check
/**
 * How the site's API endpoints (server/outbox.mjs, server/endpoints/) answer a refusal: a status,
 * a plain-text reason the client can show or log, as the real EmailJS service answers, and the
 * headers the answer needs (Retry-After).
 */
import { STATUS_CODES } from "node:http";

/** @typedef {import("fastify").FastifyReply} FastifyReply */

/** A refusal: its status, the plain-text reason the client sees and any headers it needs. */
export class ApiError extends Error {
  /**
   * @param {number} statusCode
   * @param {string} message
   * @param {Record<string, string>} [headers]
   */
  constructor(statusCode, message, headers = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/**
 * A 400 for a field that breaks the form's rules (too short, not an address, too long): what a
 * visitor can mend by going back, told apart from a refusal they cannot (the no-JavaScript form
 * answers it with its own page, server/endpoints/no-script-form.mjs).
 */
export class FieldError extends ApiError {
  /** @param {string} message */
  constructor(message) {
    super(400, message);
  }
}

/**
 * A 429 that says in Retry-After (whole seconds, at least 1) when the client may send again.
 * @param {string} message
 * @param {number} retryAfterMs
 */
export function tooMany(message, retryAfterMs) {
  return new ApiError(429, message, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/**
 * The reasons given for Fastify's own refusals of a body, by error code; an endpoint names its
 * size limit and the content types it takes.
 * @param {{ tooLarge: string, mediaTypes: string }} texts
 * @returns {Record<string, string>}
 */
const bodyReasons = ({ tooLarge, mediaTypes }) => ({
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: `Unsupported Content-Type: ${mediaTypes}`,
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body",
});

/**
 * The status, text and headers to answer an error with.
 * @param {unknown} error
 * @param {{ tooLarge: string, mediaTypes: string }} texts what the endpoint says of a body too large or of another type
 * @returns {{ status: number, text: string, headers: Record<string, string> }}
 */
export function describeError(error, texts) {
  if (error instanceof ApiError)
    return { status: error.statusCode, text: error.message, headers: error.headers };
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  // A body nested past the parser's stack (thousands of levels of JSON) is the client's error.
  const fallback = error instanceof RangeError ? 400 : 500;
  const rawStatus =
    typeof error === "object" && error !== null && "statusCode" in error
      ? Number(error.statusCode)
      : fallback;
  const status = rawStatus >= 400 && rawStatus < 600 ? rawStatus : fallback;
  const reason = bodyReasons(texts)[code];
  if (reason) return { status, text: reason, headers: {} };
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
export function sendText(reply, status, body) {
  return reply.code(status).type("text/plain; charset=utf-8").send(body);
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
