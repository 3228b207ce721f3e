// @ts-check
/**
 * POST /api/v1.0/email/send: what `emailjs.send` posts, JSON with the EmailJS ids and the
 * enquiry in `template_params` (DECISIONS.md 15, 16), parsed by Fastify's own prototype-safe JSON
 * parser. Answered as the real service answers: 200 "OK" once the enquiry is on disk.
 */
import { ApiError, isObject, sendText } from "../answers.mjs";
import { MAX_FIELDS } from "../form-body.mjs";

export const SEND_PATH = "/api/v1.0/email/send";

/**
 * @param {import("fastify").FastifyInstance} scope
 * @param {{ intake: import("../outbox.mjs").Intake, bodyLimit: number }} options
 */
export async function sendEndpoint(scope, { intake, bodyLimit }) {
  // application/json only: every other type is a 415.
  scope.removeContentTypeParser("text/plain");
  scope.post(SEND_PATH, { bodyLimit, config: { emailjs: true } }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw new ApiError(400, "The request body must be a JSON object");
    const params = body.template_params;
    if (params === undefined || params === null)
      throw new ApiError(400, "The template_params parameter is required");
    if (!isObject(params)) throw new ApiError(400, "The template_params parameter must be an object");
    if (Object.keys(params).length > MAX_FIELDS) throw new ApiError(413, "Too many fields");
    await intake.keepEmailJs(request, "send", body, params);
    return sendText(reply, 200, "OK");
  });
}
