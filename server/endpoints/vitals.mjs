// @ts-check
/**
 * POST /api/v1.0/vitals: one page view's Core Web Vitals, sent by the page with
 * `navigator.sendBeacon` as JSON (`application/json`, or `text/plain` where a browser drops the
 * Blob's type), at most 1 kB:
 *
 *   {"path": "/ne/services", "device": "mobile", "lcp": 1234.5, "inp": 56, "cls": 0.012, "fcp": 900, "ttfb": 120}
 *
 * `path` is a page of the build (not a not-found page, not /admin), `device` "mobile" or
 * "desktop"; at least one metric, each a number from 0 to its maximum (lcp, inp, fcp and ttfb in
 * milliseconds up to a minute, cls up to 10). Anything else is refused with a 4xx and counted
 * nowhere: a malformed or oversized body, a field it should not have, a wrong type, an unknown
 * page, a post from another origin, past 30 beacons a minute from one client (VITALS_RATE_LIMIT).
 * A beacon counted is answered 204 at once; the day's file is written after (server/vitals.mjs).
 * The beacon's requests are not logged: the server's log would otherwise keep each visitor's
 * address.
 */
import { CACHE_REVALIDATE, CMS_PATH, isNotFoundPath } from "../build-meta.mjs";
import { ApiError, describeError, isObject, sendText } from "../answers.mjs";
import { originCheck, otherMethods } from "../origin.mjs";
import { rateLimit } from "../rate-limit.mjs";
import { DEVICES, METRICS, METRIC_MAX, VITALS_PATH } from "../../app/lib/vitalsBeacon.mjs";

const MAX_BODY_BYTES = 1024;
/** Beacons one client may send a minute (VITALS_RATE_LIMIT): a visitor sends one a page. */
export const DEFAULT_VITALS_RATE_LIMIT = Object.freeze({ max: 30, windowMs: 60_000 });
const FIELDS = new Set(["path", "device", ...METRICS]);
const BODY_TEXTS = {
  tooLarge: "The beacon is larger than 1 kB",
  mediaTypes: "a beacon is application/json or text/plain",
};

/**
 * @typedef {object} VitalsOptions
 * @property {import("../vitals.mjs").VitalsStore} store
 * @property {(path: string) => boolean} isPage whether the build has a page at this path
 * @property {string[]} [allowedOrigins] other origins that may post (OUTBOX_ALLOWED_ORIGINS)
 * @property {import("../rate-limit.mjs").RateLimit} [rateLimit] beacons one client may send per window
 */

/**
 * @param {import("fastify").FastifyInstance} scope
 * @param {VitalsOptions} options
 */
export async function vitalsEndpoint(scope, { store, isPage, allowedOrigins = [], rateLimit: window }) {
  scope.addHook("onClose", () => store.close());
  scope.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", CACHE_REVALIDATE);
  });
  await scope.register(originCheck, { allowedOrigins, refusal: "Cross-origin beacons are not accepted" });
  await scope.register(rateLimit, { ...(window ?? DEFAULT_VITALS_RATE_LIMIT), message: "Too many beacons" });
  scope.setErrorHandler((error, request, reply) => {
    const { status, text, headers } = describeError(error, BODY_TEXTS);
    if (status >= 500) request.log.error(error);
    return sendText(reply.headers(headers), status, text);
  });

  // JSON in either type, by Fastify's own parser: __proto__ and constructor.prototype refused.
  const json = scope.getDefaultJsonParser("error", "error");
  scope.removeAllContentTypeParsers();
  for (const type of ["application/json", "text/plain"])
    scope.addContentTypeParser(type, { parseAs: "string", bodyLimit: MAX_BODY_BYTES }, json);

  scope.post(VITALS_PATH, { bodyLimit: MAX_BODY_BYTES, logLevel: "warn" }, async (request, reply) => {
    await store.add(checkBeacon(request.body, isPage));
    return reply.code(204).send();
  });
  otherMethods(scope, VITALS_PATH, allowedOrigins);
}

/**
 * The beacon, checked: what is wrong with it is a 400 with the reason.
 * @param {unknown} body
 * @param {(path: string) => boolean} isPage
 * @returns {import("../vitals.mjs").Beacon}
 */
function checkBeacon(body, isPage) {
  if (!isObject(body)) throw new ApiError(400, "The beacon must be a JSON object");
  if (Object.keys(body).some((name) => !FIELDS.has(name)))
    throw new ApiError(400, `The beacon may only have these fields: ${[...FIELDS].join(", ")}`);
  const { path, device } = body;
  if (typeof path !== "string" || !isPage(path) || isNotFoundPath(path) || path === CMS_PATH)
    throw new ApiError(400, "The path is not a page of the site");
  if (!DEVICES.includes(/** @type {any} */ (device)))
    throw new ApiError(400, `The device must be one of: ${DEVICES.join(", ")}`);
  const measured = METRICS.filter((metric) => body[metric] !== undefined);
  if (measured.length === 0) throw new ApiError(400, `The beacon has no measurement (${METRICS.join(", ")})`);
  for (const metric of measured) {
    const value = body[metric];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > METRIC_MAX[metric])
      throw new ApiError(400, `The ${metric} value must be a number from 0 to ${METRIC_MAX[metric]}`);
  }
  return /** @type {import("../vitals.mjs").Beacon} */ (body);
}
