// @ts-check
/**
 * Who may post to the site's API endpoints: the site's own pages (an Origin header naming the
 * host the request was sent to), the origins OUTBOX_ALLOWED_ORIGINS names (a dev server, answered
 * with Access-Control-Allow-Origin), and clients that send no Origin at all (some browsers and
 * privacy settings leave it out; a form without JavaScript). Any other origin's POST is a 403
 * before its body is read. Registered in an endpoint's scope, it guards that scope's routes.
 */
import fastifyPlugin from "fastify-plugin";
import { ApiError, sendText } from "./answers.mjs";

/** @typedef {import("fastify").FastifyInstance} FastifyInstance */
/** @typedef {import("fastify").FastifyReply} FastifyReply */
/** @typedef {import("fastify").FastifyRequest} FastifyRequest */

const OTHER_METHODS = /** @type {const} */ (["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]);

/**
 * @param {FastifyInstance} scope
 * @param {{ allowedOrigins: string[], refusal: string }} options refusal: the 403's reason
 */
async function sameOriginPosts(scope, { allowedOrigins, refusal }) {
  const allowed = new Set(allowedOrigins);
  scope.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin))
      reply.header("Access-Control-Allow-Origin", origin).header("Vary", "Origin");
    if (request.method !== "POST") return;
    if (origin !== undefined && !allowed.has(origin) && !sameOrigin(origin, request))
      throw new ApiError(403, refusal);
  });
}

/** The hook, on the routes of the scope that registers it (hence fastify-plugin). */
export const originCheck = fastifyPlugin(sameOriginPosts, { name: "origin-check" });

/**
 * Answers every method but POST on `url`: 405 with `Allow: POST`, or, to a CORS preflight from
 * an allowed origin, 204 with what it may send. Not counted by the scope's rate limit.
 * @param {FastifyInstance} scope
 * @param {string} url
 * @param {string[]} allowedOrigins
 */
export function otherMethods(scope, url, allowedOrigins) {
  const allowed = new Set(allowedOrigins);
  scope.route({
    method: [...OTHER_METHODS],
    url,
    config: { rateLimit: false },
    handler: (request, reply) => {
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
    },
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
