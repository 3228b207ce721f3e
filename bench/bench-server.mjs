// @ts-check
/**
 * `npm run bench:server`: the production server's throughput on loopback. Starts the server
 * (buildServer from server/app.mjs, on a random 127.0.0.1 port, in a child process so the load
 * generator does not share its event loop) on the production build, then fires an autocannon
 * burst (10 s, 100 connections, `Accept-Encoding: br, gzip` as a browser sends) at each of: the
 * home page, one hashed JavaScript chunk, and an unknown path (the 404 page).
 *
 * Prints requests per second, latency (p50, p99), answers with an unexpected status (anything but
 * 200, or 404 for the unknown path) and errors; writes the figures and autocannon's results to
 * bench-results/server.json. Exits 1 on any error, timeout or unexpected status.
 * Options: `--duration <s>`, `--connections <n>`, `--port <n>` (default: a free one). Not part of
 * `npm test`: timings vary.
 */
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
// @ts-expect-error -- autocannon 9 ships no type declarations
import autocannon from "autocannon";
import { META_FILE } from "../server/build-meta.mjs";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));

/**
 * The parts of autocannon's result used here.
 * @typedef {object} CannonResult
 * @property {{ average: number, total: number }} requests per second; total requests
 * @property {{ average: number, p50: number, p99: number, max: number }} latency in milliseconds
 * @property {{ average: number }} throughput bytes per second
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} resets
 * @property {Record<string, { count: number }>} statusCodeStats
 */

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} path
 * @property {number} status the status every answer must have
 */

/**
 * The figures of one burst, and what went wrong in it.
 * @param {Target} target
 * @param {CannonResult} result
 */
export function summarize(target, result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([code]) => Number(code) !== target.status)
    .reduce((sum, [, count]) => sum + count, 0);
  const problems = [];
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (unexpected > 0) problems.push(`${unexpected} answers not ${target.status}`);
  if (result.requests.total === 0) problems.push("no answers");
  return {
    target: target.name,
    path: target.path,
    expected: target.status,
    "req/s": Math.round(result.requests.average),
    requests: result.requests.total,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    "MB/s": Number((result.throughput.average / 1e6).toFixed(1)),
    statuses,
    unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    problems,
  };
}

/**
 * The largest hashed JavaScript chunk of the build (the framework's), as a representative asset.
 * @returns {Promise<string>}
 */
async function pickChunk() {
  /** @type {{ immutable: string[] }} */
  const meta = JSON.parse(await readFile(join(root, META_FILE), "utf8"));
  const chunks = meta.immutable.filter((path) => path.endsWith(".js"));
  if (chunks.length === 0) throw new Error("the build has no hashed JavaScript chunk");
  const sizes = await Promise.all(chunks.map(async (path) => (await stat(join(root, path.slice(1)))).size));
  return chunks[sizes.indexOf(Math.max(...sizes))];
}

/**
 * Child process: serve the build and report the address to the parent.
 * @param {number} port 0 for any free port
 */
async function serve(port) {
  const { buildServer } = await import("../server/app.mjs");
  const app = await buildServer({ root });
  const address = await app.listen({ port, host: "127.0.0.1" });
  process.send?.({ address });
  process.on("disconnect", () => void app.close().then(() => process.exit(0)));
}

/**
 * @param {number} port
 * @returns {Promise<{ address: string, stop: () => void }>}
 */
function startServer(port) {
  const child = fork(fileURLToPath(import.meta.url), ["--serve", String(port)], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
    child.once("message", (/** @type {any} */ message) => {
      child.removeAllListeners("exit");
      resolve({ address: message.address, stop: () => child.disconnect() });
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "100" },
      port: { type: "string", default: "0" },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const port = Number(values.port);
  for (const [name, value, min] of /** @type {const} */ ([
    ["duration", duration, 1],
    ["connections", connections, 1],
    ["port", port, 0],
  ]))
    if (!Number.isInteger(value) || value < min || value > 65535) {
      console.error(`bench:server: --${name} must be a whole number from ${min}, not "${values[name]}".`);
      process.exit(1);
    }
  if (!existsSync(join(root, META_FILE))) {
    console.error("bench:server: no production build: run `npm run build` first.");
    process.exit(1);
  }

  /** @type {Target[]} */
  const targets = [
    { name: "home page", path: "/", status: 200 },
    { name: "hashed JS chunk", path: await pickChunk(), status: 200 },
    { name: "unknown path (404 page)", path: "/no-such-page-for-the-benchmark", status: 404 },
  ];
  const headers = { "accept-encoding": "br, gzip" };
  const server = await startServer(port);
  const rows = [];
  /** @type {Record<string, unknown>} */
  const raw = {};
  try {
    for (const target of targets) {
      const url = server.address + target.path;
      // What the burst will get: the status and the encoding a browser would.
      const probe = await fetch(url, { headers });
      const encoding = probe.headers.get("content-encoding") ?? "identity";
      const bytes = (await probe.arrayBuffer()).byteLength;
      console.log(`${target.name}: ${target.path} -> ${probe.status}, ${encoding}, ${bytes} bytes decoded`);
      /** @type {CannonResult} */
      const result = await autocannon({ url, connections, duration, headers });
      raw[target.path] = result;
      rows.push({ ...summarize(target, result), encoding });
    }
  } finally {
    server.stop();
  }

  console.log(
    `\n${duration} s bursts, ${connections} connections, Accept-Encoding: br, gzip, on ${server.address}`,
  );
  console.table(
    rows.map((row) => ({
      target: row.target,
      "req/s": row["req/s"],
      "p50 ms": row["p50 ms"],
      "p99 ms": row["p99 ms"],
      "MB/s": row["MB/s"],
      encoding: row.encoding,
      statuses: Object.entries(row.statuses)
        .map(([code, count]) => `${code}: ${count}`)
        .join(", "),
      unexpected: row.unexpected,
      errors: row.errors + row.timeouts,
    })),
  );

  await mkdir("bench-results", { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    duration,
    connections,
    headers,
    results: rows,
    autocannon: raw,
  };
  await writeFile("bench-results/server.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("Written to bench-results/server.json");

  const problems = rows.flatMap((row) =>
    row.problems.map((problem) => `${row.target} (${row.path}): ${problem}`),
  );
  if (problems.length > 0) {
    console.error(`\nbench:server: ${problems.join("; ")}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serveAt = process.argv.indexOf("--serve");
  if (serveAt !== -1) await serve(Number(process.argv[serveAt + 1]));
  else await main();
}
