// @ts-check
/**
 * POST /api/v1.0/email/send-form: what `emailjs.sendForm` posts, multipart/form-data with the
 * form's fields beside the EmailJS ids (DECISIONS.md 15, 16). Answered as the real service
 * answers: 200 "OK" once the enquiry is on disk, else the refusal in plain text.
 */
import { sendText } from "../answers.mjs";
import { formBodies } from "../form-body.mjs";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";

/**
 * @param {import("fastify").FastifyInstance} scope
 * @param {{ intake: import("../outbox.mjs").Intake, bodyLimit: number }} options
 */
export async function sendFormEndpoint(scope, { intake, bodyLimit }) {
  formBodies(scope, ["multipart/form-data"], bodyLimit);
  scope.post(SEND_FORM_PATH, { bodyLimit, config: { emailjs: true } }, async (request, reply) => {
    const body = /** @type {Record<string, string> | undefined} */ (request.body) ?? {};
    await intake.keepEmailJs(request, "send-form", body, body);
    return sendText(reply, 200, "OK");
  });
}
