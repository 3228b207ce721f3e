// @ts-check
/**
 * POST /api/enquiry: the contact form or the newsletter box posted natively, without JavaScript
 * (urlencoded or multipart). The same checks and store as the EmailJS endpoints; answered with
 * pages: 303 to the confirmation page of the visitor's language, or, with the refusal's status,
 * the page saying what the form asks for (a field refused) or the failure page (the reason in
 * plain text when the build has no such page).
 */
import { enquiryPages } from "../../app/content/enquiry.mjs";
import { localeOfPath } from "../../app/content/locales.mjs";
import { ENQUIRY_PATH, FORM_META_FIELDS } from "../../app/lib/enquiryRules.mjs";
import { FieldError, sendText } from "../answers.mjs";
import { formBodies } from "../form-body.mjs";

/**
 * The build's pages, for the answers (server/app.mjs gives them).
 * @typedef {object} PageSender
 * @property {(path: string) => boolean} has
 * @property {(reply: import("fastify").FastifyReply, path: string, status: number) => import("fastify").FastifyReply} send the page, with this status
 */

/**
 * @param {import("fastify").FastifyInstance} scope
 * @param {{ intake: import("../outbox.mjs").Intake, bodyLimit: number, pages: PageSender, answerError: import("../outbox.mjs").ErrorAnswer }} options
 */
export async function noScriptFormEndpoint(scope, { intake, bodyLimit, pages, answerError }) {
  formBodies(scope, ["multipart/form-data", "application/x-www-form-urlencoded"], bodyLimit);

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
   * The page for the refusal, with its status (and the reason in plain text without one): what
   * the form asks for when a field broke its rules, else the failure page.
   * @param {import("fastify").FastifyRequest} request
   * @param {import("fastify").FastifyReply} reply
   * @param {unknown} error
   * @param {unknown} locale
   */
  function failurePage(request, reply, error, locale) {
    const page = localizedPage(
      error instanceof FieldError ? enquiryPages.invalid : enquiryPages.failed,
      locale,
    );
    return answerError(request, reply, error, (status, text) =>
      page ? pages.send(reply, page, status) : sendText(reply, status, text),
    );
  }

  // Refused before its body is read (origin, rate limit, size, type): the language of the page
  // the form was on, from the Referer a same-origin post carries (Referrer-Policy
  // strict-origin-when-cross-origin); English when there is none.
  scope.setErrorHandler((error, request, reply) =>
    failurePage(request, reply, error, refererLocale(request.headers.referer)),
  );
  scope.post(ENQUIRY_PATH, { bodyLimit }, async (request, reply) => {
    const posted = /** @type {Record<string, string> | undefined} */ (request.body) ?? {};
    try {
      const record = await intake.keep(request, "enquiry", {}, posted);
      const page = localizedPage(enquiryPages[record.kind], record.locale);
      return page ? reply.redirect(page, 303) : sendText(reply, 200, "Thank you: your message was received.");
    } catch (error) {
      return failurePage(request, reply, error, posted[FORM_META_FIELDS.locale]);
    }
  });
}

/**
 * The language of the page that posted: "ne" under /ne, else "en" (none given, too).
 * @param {string | undefined} referer
 */
function refererLocale(referer) {
  return referer && URL.canParse(referer) ? localeOfPath(new URL(referer).pathname).code : "en";
}
