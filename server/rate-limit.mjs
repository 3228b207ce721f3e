// @ts-check
/**
 * A per-client limit on the routes of an endpoint's scope, by @fastify/rate-limit: a fixed window
 * per client address (request.ip, which TRUST_PROXY decides; IPv6 addresses counted by their /64,
 * as one household or phone holds a whole /64), answered past it with 429, the endpoint's reason
 * and Retry-After in seconds. No X-RateLimit-* headers: the answers stay as the outbox has always
 * sent them. Routes that set `config: { rateLimit: false }` are not counted.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyPlugin from "fastify-plugin";
import { tooMany } from "./answers.mjs";

/** @typedef {{ max: number, windowMs: number }} RateLimit */

const NO_COUNT_HEADERS = {
  "x-ratelimit-limit": false,
  "x-ratelimit-remaining": false,
  "x-ratelimit-reset": false,
};

/**
 * @param {import("fastify").FastifyInstance} scope
 * @param {RateLimit & { message: string }} options message: the 429's reason
 */
async function limit(scope, { max, windowMs, message }) {
  await scope.register(fastifyRateLimit, {
    max,
    timeWindow: windowMs,
    addHeadersOnExceeding: NO_COUNT_HEADERS,
    addHeaders: { ...NO_COUNT_HEADERS, "retry-after": true },
    errorResponseBuilder: (_request, { ttl }) => tooMany(message, ttl),
  });
}

/**
 * Registered in a scope, it counts that scope's routes (hence fastify-plugin) and decorates the
 * scope with `createRateLimit` for limits counted by hand (the outbox's daily limit).
 */
export const rateLimit = fastifyPlugin(limit, { name: "rate-limit" });
