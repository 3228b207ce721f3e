// @ts-check
/**
 * Serves the production build: `node server/index.mjs` (what `npm start` ends in).
 * PORT (default 3000) and HOST (default localhost: the site is not exposed to the network
 * unless asked, e.g. HOST=0.0.0.0 in a container) override where it listens.
 * The local e-mail outbox writes to OUTBOX_DIR (default data/outbox); OUTBOX_RATE_LIMIT (POSTs per
 * client per minute, default 5), OUTBOX_ALLOWED_ORIGINS (comma-separated) and, for tests only,
 * OUTBOX_FAULTS=1 adjust it (see the README). TRUST_PROXY=1 behind a reverse proxy on the same
 * machine: clients are then told apart by X-Forwarded-For, for the outbox's rate limit.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.mjs";
import { META_FILE } from "./build-meta.mjs";
import { DEFAULT_RATE_LIMIT, outboxDir } from "./outbox.mjs";

const SHUTDOWN_GRACE_MS = 10_000;

const root = fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "localhost";

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}".`);
if (!existsSync(join(root, "index.html")) || !existsSync(join(root, META_FILE))) {
  fail(
    `No production build in ${root}: run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
  );
}

const rateMax = Number(process.env.OUTBOX_RATE_LIMIT ?? DEFAULT_RATE_LIMIT.max);
if (!Number.isInteger(rateMax) || rateMax < 1)
  fail(
    `OUTBOX_RATE_LIMIT must be a whole number of requests per minute, not "${process.env.OUTBOX_RATE_LIMIT}".`,
  );
const faults = process.env.OUTBOX_FAULTS === "1";
if (faults && process.env.NODE_ENV === "production")
  fail("OUTBOX_FAULTS is for tests only, not with NODE_ENV=production.");

const app = await buildServer({
  root,
  logger: { level: process.env.LOG_LEVEL ?? "info" },
  trustProxy: process.env.TRUST_PROXY === "1",
  outbox: {
    dir: outboxDir(),
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: rateMax },
    faults,
    allowedOrigins: (process.env.OUTBOX_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  },
});
try {
  await app.listen({ port, host });
} catch (error) {
  fail(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : error}`);
}
app.log.info(`Serving ${root} at http://${host.includes(":") ? `[${host}]` : host}:${port}`);
app.log.info(`E-mail outbox: ${outboxDir()}${faults ? " (OUTBOX_FAULTS: test faults on)" : ""}`);

let closing = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    // A second Ctrl+C does not wait for slow clients.
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}
