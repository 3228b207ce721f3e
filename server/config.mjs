// @ts-check
/**
 * The production server's settings from its environment (docs/OPERATIONS.md: "Contact form and newsletter:
 * sending", "Deploying"). Every value is checked here, so a mistake stops the start with one
 * line that names the variable, instead of a server that half works.
 */
import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isValidEmail } from "../app/lib/enquiryRules.mjs";
import { DEFAULT_RETRY } from "./delivery.mjs";
import { DEFAULT_MAIL_FROM, DEFAULT_MAIL_TO, describeSmtp } from "./mail.mjs";
import { DEFAULT_DAILY_LIMIT, DEFAULT_MIN_FILL_MS, DEFAULT_RATE_LIMIT } from "./outbox.mjs";
import { DEFAULT_MAX_BYTES, outboxDir } from "./store.mjs";
import { DEFAULT_VITALS_RATE_LIMIT } from "./endpoints/vitals.mjs";
import { vitalsDir } from "./vitals.mjs";

const HOUR_MS = 3_600_000;
/** In production a message is retried for at least this long before it is parked (DECISIONS.md 18). */
export const MIN_RETRY_HOURS = 24;
/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * @typedef {object} ServerConfig
 * @property {number} port
 * @property {string} host
 * @property {string} root the pre-rendered site to serve
 * @property {string} logLevel
 * @property {number | string[]} trustProxy
 * @property {string | null} smtpUrl
 * @property {import("./mail.mjs").MailSettings} mail
 * @property {Omit<import("./outbox.mjs").OutboxOptions, "mail" | "pages">} outbox
 * @property {import("./app.mjs").VitalsOptions} vitals
 * @property {boolean} faults OUTBOX_FAULTS: the test faults (a test run only)
 */

/**
 * Whether this is a test run: NODE_ENV is exactly "test", as vitest and playwright.config.ts set
 * it. Test-only switches need it, so no spelling of production (or a forgotten NODE_ENV) can
 * turn them on.
 * @param {NodeJS.ProcessEnv} env
 */
export function isTestRun(env) {
  return env.NODE_ENV === "test";
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerConfig}
 * @throws {Error} with a one-line message naming the variable
 */
export function readConfig(env) {
  const testRun = isTestRun(env);
  const port = whole(env, "PORT", 3000, 0);
  if (port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);

  const faults = Boolean(env.OUTBOX_FAULTS) && env.OUTBOX_FAULTS !== "0";
  if (faults && !testRun)
    throw new Error(
      `OUTBOX_FAULTS is for test runs only and needs NODE_ENV=test (NODE_ENV is ${JSON.stringify(env.NODE_ENV ?? "")}).`,
    );

  const retryHours = number(env, "ENQUIRY_RETRY_HOURS", DEFAULT_RETRY.giveUpAfterMs / HOUR_MS);
  if (retryHours <= 0 || (retryHours < MIN_RETRY_HOURS && !testRun))
    throw new Error(
      `ENQUIRY_RETRY_HOURS must be at least ${MIN_RETRY_HOURS} (hours a message is retried), not "${env.ENQUIRY_RETRY_HOURS}".`,
    );

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) describeSmtp(smtpUrl);
  const to = addresses(env, "ENQUIRY_TO", DEFAULT_MAIL_TO);
  const from = addresses(env, "ENQUIRY_FROM", DEFAULT_MAIL_FROM);
  if (from.includes(",")) throw new Error("ENQUIRY_FROM must be one address.");
  const autoreply = flag(env, "ENQUIRY_AUTOREPLY");

  const allowedOrigins = list(env.OUTBOX_ALLOWED_ORIGINS);
  return {
    port,
    host: env.HOST || "localhost",
    root: env.SITE_ROOT
      ? absolute(env.SITE_ROOT)
      : fileURLToPath(new URL("../build/client", import.meta.url)),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl,
    mail: { to, from, autoreply },
    faults,
    outbox: {
      dir: outboxDir(env),
      rateLimit: { ...DEFAULT_RATE_LIMIT, max: whole(env, "OUTBOX_RATE_LIMIT", DEFAULT_RATE_LIMIT.max, 1) },
      dailyLimit: whole(env, "OUTBOX_DAILY_LIMIT", DEFAULT_DAILY_LIMIT, 1),
      maxBytes: whole(env, "OUTBOX_MAX_BYTES", DEFAULT_MAX_BYTES, 1),
      minFillMs: whole(env, "ENQUIRY_MIN_FILL_MS", DEFAULT_MIN_FILL_MS, 0),
      retry: { ...DEFAULT_RETRY, giveUpAfterMs: retryHours * HOUR_MS },
      allowedOrigins,
    },
    vitals: {
      dir: vitalsDir(env),
      allowedOrigins,
      rateLimit: {
        ...DEFAULT_VITALS_RATE_LIMIT,
        max: whole(env, "VITALS_RATE_LIMIT", DEFAULT_VITALS_RATE_LIMIT.max, 1),
      },
    },
  };
}

/**
 * TRUST_PROXY: unset or 0, no proxy; a whole number, that many proxy hops in front (1: one
 * reverse proxy on this machine); else comma-separated addresses or CIDR ranges of the proxies.
 * `true` (trust any hop) is refused: a client could then name itself in X-Forwarded-For.
 * @param {string | undefined} value
 * @returns {number | string[]}
 */
export function trustProxy(value) {
  const text = value?.trim() ?? "";
  if (text === "") return 0;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = list(text);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const version = isIP(address);
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!RANGE_NAMES.has(entry) && (!version || !validBits || extra !== undefined))
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8), not "${value}".`,
      );
  }
  return entries;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} least
 */
function whole(env, name, fallback, least) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least)
    throw new Error(`${name} must be a whole number of at least ${least}, not "${env[name]}".`);
  return Number(value);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 */
function number(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, not "${env[name]}".`);
  return parsed;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 */
function flag(env, name) {
  const value = env[name]?.trim() ?? "";
  if (value !== "" && value !== "0" && value !== "1")
    throw new Error(`${name} must be 1 or 0, not "${env[name]}".`);
  return value === "1";
}

/**
 * Comma-separated e-mail addresses, each checked with the forms' rule.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {string} fallback
 */
function addresses(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const entries = list(value);
  if (entries.length === 0 || !entries.every(isValidEmail))
    throw new Error(`${name} must be e-mail addresses separated by commas, not "${env[name]}".`);
  return entries.join(", ");
}

/** @param {string | undefined} value */
function list(value) {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** @param {string} path */
function absolute(path) {
  return isAbsolute(path) ? path : resolve(path);
}
