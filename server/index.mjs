// @ts-check
/**
 * Serves the production build: `node server/index.mjs` (what `npm start` ends in). Its settings
 * come from the environment (server/config.mjs; docs/OPERATIONS.md: "Contact form and newsletter: sending",
 * "Deploying"): PORT (default 3000) and HOST (default localhost: the site is not exposed to the
 * network unless asked, e.g. HOST=0.0.0.0 in a container), TRUST_PROXY behind a reverse proxy,
 * the outbox's OUTBOX_* and the mail pipeline's SMTP_URL and ENQUIRY_*.
 *
 * Before it listens it checks that OUTBOX_DIR and VITALS_DIR can be written, and it says once whether
 * enquiries are forwarded by e-mail (to whom, through which server) or only stored (where).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildServer } from "./app.mjs";
import { META_FILE } from "./build-meta.mjs";
import { readConfig } from "./config.mjs";
import { createMailer, describeSmtp } from "./mail.mjs";
import { checkWritable } from "./folders.mjs";

const SHUTDOWN_GRACE_MS = 10_000;

/** @type {import("./config.mjs").ServerConfig} */
let config;
/** @type {(string | null)[]} what a full disk means, said once the server has its log */
let fullDisks;
try {
  config = readConfig(process.env);
  fullDisks = [
    await checkWritable(config.outbox.dir, "OUTBOX_DIR", "enquiries could not be kept"),
    await checkWritable(config.vitals.dir, "VITALS_DIR", "Web Vitals beacons could not be counted"),
  ];
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { root, port, host, smtpUrl } = config;
if (!existsSync(join(root, "index.html")) || !existsSync(join(root, META_FILE))) {
  fail(
    `No production build in ${root}: run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
  );
}

const app = await buildServer({
  root,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  faults: config.faults,
  vitals: config.vitals,
  outbox: { ...config.outbox, mail: smtpUrl ? { mailer: createMailer(smtpUrl), ...config.mail } : null },
});
try {
  await app.listen({ port, host });
} catch (error) {
  fail(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : error}`);
}
const address = app.server.address();
const listening = typeof address === "object" && address ? address.port : port;
app.log.info(`Serving ${root} at http://${host.includes(":") ? `[${host}]` : host}:${listening}`);
const { dir } = config.outbox;
if (smtpUrl) {
  app.log.info(
    `Enquiries are kept in ${dir} and forwarded by e-mail to ${config.mail.to} through ${describeSmtp(smtpUrl)}` +
      ` (acknowledgement to the visitor ${config.mail.autoreply ? "on" : "off"}).`,
  );
} else {
  app.log.warn(
    `Enquiries are stored in ${dir} but NOT forwarded: no SMTP_URL is set. Read them with \`npm run outbox\`.`,
  );
}
if (config.faults) app.log.warn("OUTBOX_FAULTS: test faults are on (a test run).");
for (const warning of fullDisks) if (warning) app.log.warn(warning);

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
