// @ts-check
/**
 * Test faults (OUTBOX_FAULTS=1, test runs only: server/config.mjs refuses it unless NODE_ENV is
 * exactly "test"), so the site's tests can meet every answer the real EmailJS service gives: on
 * the EmailJS endpoints (routes with `config.emailjs`), a `service_id` of `fault_<status>` is
 * answered with that status and the real service's kind of text, `fault_drop` drops the
 * connection and `fault_hang` never answers. Nothing is stored for a fault. The production server
 * never loads this file unless asked (server/app.mjs, `faults`).
 */
import { STATUS_CODES } from "node:http";
import fastifyPlugin from "fastify-plugin";
import { ApiError, isObject, sendText } from "./answers.mjs";

/** What the real service says for the statuses tests ask for; others get the status text. */
const FAULT_TEXT = /** @type {Record<number, string>} */ ({
  400: "The service ID is invalid",
  403: "API calls are disabled for non-browser applications",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
});

/** @param {import("fastify").FastifyInstance} app */
async function faults(app) {
  /** Connections a `fault_hang` left open, closed with the server. */
  const hanging = new Set();
  app.addHook("onClose", async () => {
    for (const socket of hanging) socket.destroy();
  });

  // After the body is parsed (the fault is named in it), before the endpoint's own checks; the
  // origin check and the rate limit have run.
  app.addHook("preHandler", async (request, reply) => {
    const body = request.body;
    const config = /** @type {{ emailjs?: boolean }} */ (request.routeOptions.config);
    if (!config.emailjs || !isObject(body)) return;
    const serviceId = body.service_id;
    if (typeof serviceId !== "string" || !serviceId.startsWith("fault_")) return;
    const kind = serviceId.slice("fault_".length);
    request.log.warn({ fault: kind }, "outbox: answering with an injected fault");
    if (kind === "drop" || kind === "hang") {
      reply.hijack();
      const socket = request.raw.socket;
      if (kind === "drop") socket.destroy();
      else {
        hanging.add(socket);
        socket.once("close", () => hanging.delete(socket));
      }
      return reply;
    }
    const status = Number(kind);
    if (!/^[45]\d\d$/.test(kind) || !STATUS_CODES[status]) throw new ApiError(400, `Unknown fault: ${kind}`);
    return sendText(reply, status, FAULT_TEXT[status] ?? String(STATUS_CODES[status]));
  });
}

/** Registered on the whole app (hence fastify-plugin), it reaches the outbox's routes. */
export default fastifyPlugin(faults, { name: "test-faults" });
