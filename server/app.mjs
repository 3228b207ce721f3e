// @ts-check
/**
 * The production server: the pre-rendered site in build/client, with per-page CSP, brotli/gzip
 * and cache rules. Only files that exist when the server starts can be served: a request path is
 * looked up in that list, never joined onto the disk path, so traversal has nothing to reach.
 */
import { readFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { join, resolve } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  HEADERS_FILE,
  META_FILE,
  isNotFoundPath,
  notFoundPathFor,
  SECURITY_HEADERS,
  STRICT_CSP,
  isText,
  listFiles,
  pagePath,
} from "./build-meta.mjs";
import { outbox as outboxPlugin } from "./outbox.mjs";
import { vitalsEndpoint } from "./endpoints/vitals.mjs";
import { VitalsStore } from "./vitals.mjs";

/** @typedef {import("fastify").FastifyReply} FastifyReply */
/** @typedef {import("fastify").FastifyRequest} FastifyRequest */
/** @typedef {{ file: string, headers: Record<string, string> }} Servable */
/**
 * @typedef {object} VitalsOptions
 * @property {string} dir where the daily aggregates are written (VITALS_DIR)
 * @property {string[]} [allowedOrigins] other origins that may post
 * @property {import("./rate-limit.mjs").RateLimit} [rateLimit] beacons one client may send per window
 * @property {() => number} [now] the clock that says which day it is (tests inject one)
 */

const BASE_HEADERS = { ...SECURITY_HEADERS, "Content-Security-Policy": STRICT_CSP };

/**
 * How long a client may take. A slow or stalled client (one byte a second, or none) is cut off
 * instead of holding a connection and a body buffer: the whole request, headers included, must
 * arrive within `requestMs` (then 408), an idle keep-alive connection is closed after
 * `keepAliveMs`, and a connection with no traffic at all after `idleMs`.
 * @typedef {{ requestMs: number, headersMs: number, keepAliveMs: number, idleMs: number }} Timeouts
 */
/** @type {Timeouts} */
export const DEFAULT_TIMEOUTS = Object.freeze({
  requestMs: 10_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
});

/**
 * @param {object} options
 * @param {string} options.root the build's client directory (build/client), after builder/postbuild.mjs
 * @param {import("fastify").FastifyServerOptions["logger"]} [options.logger]
 * @param {import("./outbox.mjs").OutboxOptions} [options.outbox] the outbox; none when omitted
 * @param {VitalsOptions} [options.vitals] the Web Vitals beacons' endpoint; none when omitted
 * @param {boolean} [options.faults] the test faults on the EmailJS endpoints (server/faults.mjs; test runs only)
 * @param {number | string[]} [options.trustProxy] behind reverse proxies: how many hops to trust,
 *   or their addresses, so the client is the address the nearest untrusted hop had (none: 0)
 * @param {Timeouts} [options.timeouts]
 */
export async function buildServer({
  root,
  logger = false,
  outbox,
  vitals,
  faults = false,
  trustProxy = 0,
  timeouts = DEFAULT_TIMEOUTS,
}) {
  root = resolve(root);
  const { pages, files, notFound } = await indexBuild(root);

  const app = Fastify({
    logger,
    // Fastify takes a hop count as "trust nothing"; counted here: hop 0 is the socket's peer,
    // hop 1 the last X-Forwarded-For address, and so on. The client is the first address not
    // trusted, never the leftmost, which anyone can write.
    trustProxy:
      typeof trustProxy === "number" ? trustProxy > 0 && ((_address, hop) => hop < trustProxy) : trustProxy,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks those deadlines every connectionsCheckingInterval (30 s by default): far later
    // than they are due.
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: Math.min(1000, timeouts.requestMs),
    },
    // A path the router cannot decode (malformed percent-encoding) is no page: it is routed as
    // its language's not-found page, so the visitor gets that screen (DECISIONS.md 5), not a
    // bare 400 before any route.
    rewriteUrl: (request) => {
      const url = request.url ?? "/";
      return decodes(url.split("?", 1)[0]) ? url : notFoundPathFor(url);
    },
    // Any other error before routing: a plain answer, with the security headers.
    frameworkErrors: (error, _request, reply) => {
      reply.headers(BASE_HEADERS);
      sendPlain(reply, errorStatus(error, 400));
    },
    // Errors Node's HTTP parser raises before Fastify sees a request: a URL or headers over
    // 16 kB (431), garbage on the wire (400), a slow client (408).
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const status =
        { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }[
          String(/** @type {any} */ (error).code)
        ] ?? 400;
      const body = `${STATUS_CODES[status]}\n`;
      const headers = {
        ...BASE_HEADERS,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": body.length,
        Connection: "close",
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    },
  });

  // Set first so every later answer (page, file, 404, error) carries them; pages override the CSP.
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(BASE_HEADERS);
  });

  app.setErrorHandler((error, request, reply) => {
    const status = errorStatus(error, 500);
    if (status >= 500) request.log.error(error);
    sendPlain(reply, status);
  });

  // Compresses whatever has no pre-compressed sibling; @fastify/static picks .br/.gz itself.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"] });
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  // API plugins register here. Their exact routes win over the catch-all below.
  // Loaded only when asked: the production server never carries the test faults.
  if (faults) await app.register((await import("./faults.mjs")).default);
  // The outbox: the EmailJS endpoints and /api/enquiry (DECISIONS.md 16, 18), which answers
  // a form posted without JavaScript with the build's confirmation and failure pages.
  if (outbox) {
    /** @type {import("./endpoints/no-script-form.mjs").PageSender} */
    const pageSender = {
      has: (path) => pages.has(path),
      send: (reply, path, status) => sendPage(reply, /** @type {Servable} */ (pages.get(path)), status),
    };
    await app.register(outboxPlugin, { pages: pageSender, ...outbox });
  }

  // Core Web Vitals from the pages' visitors, for `npm run vitals` (DECISIONS.md 30).
  if (vitals) {
    const store = new VitalsStore(vitals.dir, { now: vitals.now, log: app.log });
    await store.open();
    await app.register(vitalsEndpoint, { ...vitals, store, isPage: (path) => pages.has(path) });
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(reply, notFound, requestPath(request)));

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const path = requestPath(request);
      if (path === null) return sendNotFound(reply, notFound, rawPath(request));
      const page = pages.get(path);
      if (page) return sendFile(reply, page);
      const file = files.get(path);
      if (file) return sendFile(reply, file);
      // "/services/website-design/" -> "/services/website-design": one URL per page.
      if (path.endsWith("/") && pages.has(path.slice(0, -1)))
        return reply.redirect(path.slice(0, -1) + safeQuery(request), 301);
      return sendNotFound(reply, notFound, path);
    },
  });

  app.route({
    method: ["DELETE", "OPTIONS", "PATCH", "POST", "PUT"],
    url: "/*",
    handler: (request, reply) => {
      const path = requestPath(request);
      if (path === null || !(pages.has(path) || files.has(path))) return sendNotFound(reply, notFound, path);
      reply.header("Allow", "GET, HEAD");
      return sendPlain(reply, 405);
    },
  });

  return app;
}

/**
 * Reads the build once: which URL paths exist and the headers each one gets.
 * @param {string} root
 */
async function indexBuild(root) {
  /** @type {{ csp: Record<string, string>, immutable: string[] }} */
  let meta;
  try {
    meta = JSON.parse(await readFile(join(root, META_FILE), "utf8"));
  } catch (error) {
    throw new Error(`${join(root, META_FILE)} is missing or unreadable: run \`npm run build\` first.`, {
      cause: error,
    });
  }
  const immutable = new Set(meta.immutable);

  /** @type {Map<string, Servable>} */
  const pages = new Map();
  /** @type {Map<string, Servable>} */
  const files = new Map();
  /** Each language's not-found page, by its path ("/404", "/ne/404"). @type {Map<string, Servable>} */
  const notFound = new Map();

  for (const file of await listFiles(root)) {
    const path = pagePath(file);
    if (path !== null) {
      const csp = meta.csp[path];
      if (!csp) throw new Error(`${META_FILE} has no CSP for ${path}: it is stale, run \`npm run build\`.`);
      const page = {
        file,
        headers: {
          "Content-Security-Policy": csp,
          "Cache-Control": CACHE_REVALIDATE,
          Vary: "accept-encoding",
        },
      };
      if (isNotFoundPath(path)) notFound.set(path, page);
      else pages.set(path, page);
    } else if (isPublic(file)) {
      const cache = immutable.has(`/${file}`) ? CACHE_IMMUTABLE : CACHE_SHORT;
      files.set(`/${file}`, {
        file,
        headers: { "Cache-Control": cache, ...(isText(file) ? { Vary: "accept-encoding" } : {}) },
      });
    }
  }
  return { pages, files, notFound };
}

/**
 * Files served under their own name: not build metadata, not HTML (pages have clean URLs; the SPA
 * fallback is unused), not the .br/.gz siblings (chosen by Accept-Encoding), not dotfiles.
 * @param {string} file
 */
function isPublic(file) {
  return (
    file !== META_FILE && file !== HEADERS_FILE && !/\.(html|br|gz)$/.test(file) && !/(^|\/)\./.test(file)
  );
}

/**
 * The decoded path of the request, or null when it cannot be decoded or names no page (an encoded
 * slash).
 * @param {FastifyRequest} request
 */
function requestPath(request) {
  try {
    const segments = rawPath(request).split("/").map(decodeURIComponent);
    // An encoded slash is part of its segment's name, which no page or file has.
    return segments.some((segment) => segment.includes("/")) ? null : segments.join("/");
  } catch {
    return null;
  }
}

/** @param {string} path */
function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request's path as sent, before decoding (for the not-found page of its language).
 * @param {FastifyRequest} request
 */
function rawPath(request) {
  const url = request.raw.url ?? "/";
  const end = url.indexOf("?");
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The query string to keep on a redirect; dropped unless plain printable ASCII, which is all a
 * Location header may carry.
 * @param {FastifyRequest} request
 */
function safeQuery(request) {
  const url = request.raw.url ?? "";
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  return /^[\x21-\x7e]*$/.test(query) ? query : "";
}

/**
 * @param {FastifyReply} reply
 * @param {Servable} servable
 * @param {import("@fastify/static").SendOptions} [options]
 */
function sendFile(reply, servable, options) {
  reply.headers(servable.headers);
  const csp = servable.headers["Content-Security-Policy"];
  // Over plain HTTP (a LAN address, a host without TLS) upgrade-insecure-requests would send
  // every asset request to an https:// URL that nothing answers.
  if (csp && !isHttps(reply.request))
    reply.header("Content-Security-Policy", csp.replace(/;\s*upgrade-insecure-requests\b/, ""));
  return reply.sendFile(servable.file, options);
}

/**
 * Whether the visitor's connection is HTTPS, here or at a TLS-terminating proxy in front.
 * (A forged X-Forwarded-Proto only breaks the forger's own page.)
 * @param {FastifyRequest} request
 */
function isHttps(request) {
  const forwarded = String(request.headers["x-forwarded-proto"] ?? "").split(",")[0];
  return request.protocol === "https" || forwarded.trim() === "https";
}

// Request headers that would let the file sender answer 304, 206 or 412 instead of the page.
const CONDITIONAL_HEADERS = [
  "if-match",
  "if-none-match",
  "if-modified-since",
  "if-unmodified-since",
  "if-range",
  "range",
];

/**
 * The pre-rendered not-found page of the path's language (the English one if that language has
 * none) with status 404.
 * @param {FastifyReply} reply
 * @param {Map<string, Servable>} notFound
 * @param {string | null} path the path asked for
 */
function sendNotFound(reply, notFound, path) {
  const page = notFound.get(notFoundPathFor(path ?? "/")) ?? notFound.get(notFoundPathFor("/"));
  return page ? sendPage(reply, page, 404) : sendPlain(reply.code(404), 404);
}

/**
 * A pre-rendered page with a status of its own (the not-found page, the outbox's failure page),
 * always whole: a 304 or 206 answer would leave the status with an empty or partial body.
 * @param {FastifyReply} reply
 * @param {Servable} page
 * @param {number} status
 */
function sendPage(reply, page, status) {
  reply.code(status);
  for (const name of CONDITIONAL_HEADERS) delete reply.request.raw.headers[name];
  return sendFile(reply, page, { etag: false, lastModified: false, acceptRanges: false });
}

/**
 * The 4xx/5xx status an error carries, else the fallback.
 * @param {unknown} error
 * @param {number} fallback
 */
function errorStatus(error, fallback) {
  const status =
    typeof error === "object" && error !== null && "statusCode" in error
      ? Number(error.statusCode)
      : fallback;
  return status >= 400 && status < 600 ? status : fallback;
}

/**
 * A short text answer for statuses without a page of their own.
 * @param {FastifyReply} reply
 * @param {number} status
 */
function sendPlain(reply, status) {
  return reply
    .code(status)
    .header("Cache-Control", CACHE_REVALIDATE)
    .type("text/plain; charset=utf-8")
    .send(`${STATUS_CODES[status] ?? "Error"}\n`);
}
