// @ts-check
/**
 * Form bodies, multipart/form-data or application/x-www-form-urlencoded, read by Fastify whole
 * into memory under the endpoint's bodyLimit (a 413 past it, a 408 for a body that does not
 * arrive in time: server/app.mjs) and then parsed by @fastify/busboy with the same limits for
 * both encodings: at most 100 fields, names of at most 100 bytes, no files. The first value of a
 * repeated field wins, as FormData.get() does. Neither @fastify/multipart nor
 * @fastify/formbody can hold these limits as they are (docs/CHOICES.md, "The server's endpoints").
 */
import Busboy from "@fastify/busboy";
import { ApiError } from "./answers.mjs";

/** @typedef {"multipart/form-data" | "application/x-www-form-urlencoded"} FormType */

/** The most fields a post may have, in any encoding (JSON too: endpoints/send.mjs). */
export const MAX_FIELDS = 100;
/** The longest a field's name may be, in bytes. */
const MAX_NAME_BYTES = 100;
/**
 * Busboy's own field limit stops urlencoded fields past it without a word when the body comes in
 * one write, as it does here: it is set one over, and the field past the limit is refused below.
 */
const PARSER_LIMITS = { fields: MAX_FIELDS + 1, parts: MAX_FIELDS + 1, fieldNameSize: MAX_NAME_BYTES };

/**
 * Registers a parser for each form type in `scope`, whose routes then get the fields as
 * `request.body`. Other types are a 415, as the scope has no other parsers.
 * @param {import("fastify").FastifyInstance} scope
 * @param {FormType[]} types
 * @param {number} bodyLimit
 */
export function formBodies(scope, types, bodyLimit) {
  scope.removeAllContentTypeParsers();
  for (const type of types)
    scope.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit },
      /** @param {import("fastify").FastifyRequest} request @param {string | Buffer} body */
      async (request, body) =>
        parseFormBody(request.headers, typeof body === "string" ? Buffer.from(body) : body, type, bodyLimit),
    );
}

/**
 * The fields of a form body already read into memory.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {FormType} type how the body is encoded, named in the 400 for a broken one
 * @param {number} fieldSize the largest a field's value may be
 * @returns {Promise<Record<string, string>>}
 */
function parseFormBody(headers, body, type, fieldSize) {
  return new Promise((resolvePromise, reject) => {
    const malformed = () => new ApiError(400, `The body is not valid ${type}`);
    /** @type {import("@fastify/busboy").BusboyInstance} */
    let parser;
    try {
      parser = Busboy({
        headers: { ...headers, "content-type": String(headers["content-type"]) },
        limits: { ...PARSER_LIMITS, fieldSize },
      });
    } catch {
      return reject(malformed());
    }
    /** @type {Map<string, string>} */
    const fields = new Map();
    /** @type {ApiError | null} */
    let failure = null;
    /** @param {number} status @param {string} message */
    const fail = (status, message) => {
      failure ??= new ApiError(status, message);
    };
    let count = 0;
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      // A part with no name (`Content-Disposition: form-data` alone) comes with none: a throw
      // here would be outside every handler, and would end the process.
      if (typeof name !== "string") return fail(400, "A field has no name");
      // Busboy applies fieldNameSize to urlencoded names only: checked here for multipart too.
      const longName = nameTruncated || Buffer.byteLength(name) > MAX_NAME_BYTES;
      if (++count > MAX_FIELDS) fail(413, "Too many fields");
      else if (longName || valueTruncated) fail(413, "A field is too large");
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
