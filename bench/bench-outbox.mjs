// @ts-check
/**
 * `npm run bench:outbox`: the mail pipeline's figures on this machine. Starts the production
 * server (`node server/index.mjs`, a child process) on a stand-in build with a fresh outbox
 * folder on disk and an SMTP server in this process (smtp-server), fires N valid enquiries at
 * send-form from C clients at once, and prints:
 *
 *   - accepted enquiries per second, each fsynced before its 200;
 *   - the time from the post to the SMTP server receiving the e-mail (p50, p99), which includes
 *     the accept with its fsync (the worker starts sending as the 200 goes out): during the burst,
 *     as the delivery worker works through the backlog; and at light load (N/20, at most 100,
 *     enquiries one at a time), as a site usually has it.
 *
 * Writes the figures to bench-results/outbox.json. Exits 1 when an enquiry is refused or an
 * e-mail does not arrive. Options: `--count <n>` (default 2000), `--concurrency <n>` (default 20).
 * Not part of `npm test`: timings depend on the machine and its disk.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { postbuild } from "../builder/postbuild.mjs";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const BOUNDARY = "----bench-outbox";

/**
 * A stand-in production build in a temporary folder: a home page and the given pages,
 * post-processed like the real one. (The tests use it too.)
 * @param {string[]} [pages] paths of other pages
 */
export async function makeStandInSite(pages = []) {
  const root = await mkdtemp(join(tmpdir(), "site-"));
  const clientDir = join(root, "client");
  await mkdir(join(root, "public"), { recursive: true });
  for (const path of ["/", ...pages]) {
    const file = join(clientDir, path, "index.html");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `<!DOCTYPE html><html><head></head><body>Page ${path}</body></html>`);
  }
  await postbuild({ clientDir, publicDir: join(root, "public") });
  return { root, clientDir, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The value at a percentile of sorted numbers (nearest rank).
 * @param {number[]} sorted
 * @param {number} percent
 */
export function percentile(sorted, percent) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)];
}

/** A port nothing listens on yet. */
async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, "127.0.0.1", () => done(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Resolves once the server answers its home page; rejects if it exits first.
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} server
 */
async function whenServing(port, server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before listening`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** @param {number} n */
function enquiryBody(n) {
  const fields = {
    firstName: "Bench",
    lastName: `Load${n}`,
    email: `bench${n}@example.com`,
    service: "Website Design",
    message: `Benchmark enquiry number ${n}, a message of ordinary length.`,
    title: "Contact Request",
    service_id: "bench",
    template_id: "bench",
    user_id: "bench",
  };
  return `${Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("")}--${BOUNDARY}--\r\n`;
}

/**
 * Runs the benchmark; resolves with its figures.
 * @param {{ count: number, concurrency: number, log?: (line: string) => void }} options
 */
export async function benchOutbox({ count, concurrency, log = () => {} }) {
  /** When the SMTP server had each enquiry's e-mail, by enquiry number. */
  const receivedAt = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        const match = /Last name: Load(\d+)/.exec(raw);
        if (match) receivedAt.set(Number(match[1]), performance.now());
        callback();
      });
    },
  });
  await new Promise((done) => smtp.listen(0, "127.0.0.1", () => done(undefined)));
  const smtpPort = /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port;
  const site = await makeStandInSite();
  const port = await freePort();
  const server = spawn(process.execPath, [join(PROJECT_ROOT, "server/index.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Quiet: a log line per request would be part of what is measured.
      LOG_LEVEL: "warn",
      SITE_ROOT: site.clientDir,
      OUTBOX_DIR: join(site.root, "outbox"),
      VITALS_DIR: join(site.root, "vitals"),
      OUTBOX_RATE_LIMIT: String(count * 2),
      OUTBOX_DAILY_LIMIT: String(count * 2),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await whenServing(port, server);
    log(
      `Server on port ${port}, SMTP on ${smtpPort}: ${count} enquiries from ${concurrency} clients at once…`,
    );

    /** When each enquiry that was answered 200 was posted, by number. */
    const acceptedAt = new Map();
    let refused = 0;
    /** @param {number} n */
    const post = async (n) => {
      const postedAt = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1.0/email/send-form`, {
        method: "POST",
        body: enquiryBody(n),
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      });
      await res.text();
      if (res.status === 200) acceptedAt.set(n, postedAt);
      else refused += 1;
    };
    /** @param {number} total */
    const delivered = async (total) => {
      const deadline = performance.now() + 60_000;
      while (receivedAt.size < total && performance.now() < deadline)
        await new Promise((wait) => setTimeout(wait, 5));
    };
    /** The post-to-received times of enquiries `from` to `to` (excluded), in ms. */
    const latency = (/** @type {number} */ from, /** @type {number} */ to) => {
      const times = [...acceptedAt]
        .filter(([n]) => n >= from && n < to && receivedAt.has(n))
        .map(([n, at]) => receivedAt.get(n) - at)
        .sort((a, b) => a - b);
      return {
        p50: Math.round(percentile(times, 50)),
        p99: Math.round(percentile(times, 99)),
        max: Math.round(times.at(-1) ?? NaN),
      };
    };

    // The burst: `concurrency` clients post one enquiry after another.
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await post(next++);
      }),
    );
    const acceptSeconds = (performance.now() - start) / 1000;
    await delivered(acceptedAt.size);
    const deliverSeconds = (Math.max(...receivedAt.values()) - start) / 1000;

    // Then light traffic, as a site usually has: one enquiry at a time, each delivered before the next.
    const light = Math.max(1, Math.min(100, Math.round(count / 20)));
    for (let n = count; n < count + light; n++) {
      await post(n);
      await delivered(receivedAt.size + 1);
    }
    return {
      count,
      concurrency,
      accepted: acceptedAt.size,
      refused,
      delivered: receivedAt.size,
      acceptedPerSecond: Math.round(count / acceptSeconds),
      deliveredPerSecond: Math.round(count / deliverSeconds),
      postToSmtpMs: latency(0, count),
      lightLoad: { count: light, postToSmtpMs: latency(count, count + light) },
    };
  } finally {
    server.kill("SIGKILL");
    await new Promise((done) => smtp.close(() => done(undefined)));
    await site.remove();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { count: { type: "string", default: "2000" }, concurrency: { type: "string", default: "20" } },
  });
  const figures = await benchOutbox({
    count: Number(values.count),
    concurrency: Number(values.concurrency),
    log: console.log,
  });
  console.table({
    "accepted (fsynced) per second": figures.acceptedPerSecond,
    "delivered per second": figures.deliveredPerSecond,
    "burst: post → SMTP received, p50 ms": figures.postToSmtpMs.p50,
    "burst: post → SMTP received, p99 ms": figures.postToSmtpMs.p99,
    [`light load (${figures.lightLoad.count} one at a time): post → SMTP p50 ms`]:
      figures.lightLoad.postToSmtpMs.p50,
    [`light load (${figures.lightLoad.count} one at a time): post → SMTP p99 ms`]:
      figures.lightLoad.postToSmtpMs.p99,
  });
  await mkdir(join(PROJECT_ROOT, "bench-results"), { recursive: true });
  await writeFile(join(PROJECT_ROOT, "bench-results/outbox.json"), `${JSON.stringify(figures, null, 2)}\n`);
  const lost = figures.count + figures.lightLoad.count - figures.delivered;
  if (lost > 0) {
    console.error(
      `${figures.refused} refused, ${figures.accepted - figures.delivered} accepted but not delivered.`,
    );
    process.exit(1);
  }
}
