// @ts-check
/**
 * Serves the production build: `node server/index.mjs` (what `npm start` ends in).
 * PORT (default 3000) and HOST (default localhost: the site is not exposed to the network
 * unless asked, e.g. HOST=0.0.0.0 in a container) override where it listens.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.mjs";
import { META_FILE } from "./build-meta.mjs";

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

const app = await buildServer({ root, logger: { level: process.env.LOG_LEVEL ?? "info" } });
try {
  await app.listen({ port, host });
} catch (error) {
  fail(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : error}`);
}
app.log.info(`Serving ${root} at http://${host.includes(":") ? `[${host}]` : host}:${port}`);

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
