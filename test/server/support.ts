// Shared by the server's and scripts' tests: a stand-in build, form bodies, a real SMTP server
// in this process, a small full disk, and the production server as a child process.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { makeStandInSite } from "../../bench/bench-outbox.mjs";
import type { WriteOnce } from "../../server/jsonl.mjs";

export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The fields of a valid contact enquiry, as the form posts them. */
export const CONTACT = {
  firstName: "Asha",
  lastName: "Rai",
  email: "asha@example.com",
  phone: "+977 9800000000",
  company: "Himal Tea",
  service: "Website Design",
  message: "We need a new website.\nSecond line.",
  title: "Contact Request",
};

export const NEWSLETTER = { email: "reader@example.com", title: "Newsletter Subscription" };

/** The EmailJS ids sendForm adds. */
export const IDS = { service_id: "service_local", template_id: "template_local", user_id: "public_local" };

/** A stand-in production build in a temporary folder: a home page plus the given pages. */
export const makeSite = makeStandInSite;

/** A multipart body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, boundary = "----formdata-test-7MA4YWxkTrZu0gW") {
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Received = { mail: ParsedMail; raw: string; envelope: SMTPServerSession["envelope"] };

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that parses what it receives with mailparser.
 * `refuse` answers DATA with that SMTP error; `onMessage` runs before the answer.
 */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const control = {
    refuse: null as null | { code: number; text: string },
    onMessage: null as null | (() => void | Promise<void>),
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "agency" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await control.onMessage?.();
        if (control.refuse) {
          const error = Object.assign(new Error(control.refuse.text), { responseCode: control.refuse.code });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ mail: await simpleParser(raw), raw, envelope: session.envelope });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://agency:secret-password@127.0.0.1:${address.port}`,
    received,
    control,
    /** Waits until `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const start = Date.now();
      while (received.length < count) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`${received.length} of ${count} messages arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A 64 kB tmpfs mounted on `dir` (we run as root here), to fill like a real disk; null where
 * mounting is refused, for the caller to simulate the full disk instead.
 */
export function mountSmallDisk(dir: string): (() => void) | null {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir], { stdio: "ignore" });
    return () => execFileSync("umount", ["-l", dir], { stdio: "ignore" });
  } catch {
    return null;
  }
}

/**
 * Makes `dir` a folder no one may write to: a read-only tmpfs mounted on it (as root, whom file
 * modes do not stop), else its mode set to read and search only. The result undoes it.
 */
export function lockFolder(dir: string): (() => void) & { readOnlyDisk: boolean } {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", dir], { stdio: "ignore" });
    return Object.assign(() => execFileSync("umount", ["-l", dir], { stdio: "ignore" }), {
      readOnlyDisk: true,
    });
  } catch {
    chmodSync(dir, 0o555);
    return Object.assign(() => chmodSync(dir, 0o755), { readOnlyDisk: false });
  }
}

/**
 * A disk with `room` bytes left, simulated where a tmpfs cannot be mounted: each write lands
 * what fits and reports the short count, and a write with no room fails with ENOSPC, as
 * write(2) does on a disk that fills up. `free` makes room again.
 */
export function fillingDisk(room: number) {
  const write: WriteOnce = async (handle, data) => {
    const fits = data.subarray(0, Math.max(0, Math.min(room, data.length)));
    if (fits.length === 0)
      throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    room -= fits.length;
    return handle.write(fits);
  };
  return { write, free: (bytes: number) => (room = bytes) };
}

/** The production server (`node server/index.mjs`) as a child process, on a free port. */
export async function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, "server/index.mjs")], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  child.removeAllListeners("exit");
  return {
    child,
    port,
    output: () => output,
    kill: (signal: NodeJS.Signals = "SIGKILL") => stop(child, signal),
  };
}

/** Runs the server to its exit, for start-up failures: its status and what it printed. */
export function runServerToExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, "server/index.mjs")], {
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  // A server that starts after all is not left running.
  setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

function stop(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
