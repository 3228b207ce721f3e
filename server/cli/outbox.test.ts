// @vitest-environment node
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OUTBOX_FILES } from "../store.mjs";
import { runOutbox, subscribersCsv } from "./outbox.mjs";
import { safeJson, safeText } from "./terminal.mjs";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-cli-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const enquiry = (id: string, fields: Record<string, string>, extra: object = {}) => ({
  id,
  receivedAt: "2025-01-02T03:04:05.000Z",
  endpoint: "send-form",
  kind: "contact",
  locale: "en",
  fields: { title: "Contact Request", ...fields },
  forward: true,
  acknowledge: false,
  ...extra,
});

const lines = (records: object[]) => records.map((record) => `${JSON.stringify(record)}\n`).join("");

async function write(file: keyof typeof OUTBOX_FILES, records: object[], tail = "") {
  await writeFile(join(dir, OUTBOX_FILES[file]), lines(records) + tail);
}

async function run(...args: string[]) {
  let out = "";
  let err = "";
  const code = await runOutbox(args, dir, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

const at = "2025-01-02T03:05:00.000Z";

async function writeFourStates() {
  await write("enquiries", [
    enquiry("id-sent", {
      firstName: "Asha",
      lastName: "Rai",
      email: "asha@example.com",
      message: "First line\nSecond line",
    }),
    enquiry("id-queued", { firstName: "Bikash", email: "b@example.com", service: "Other", message: "Hello" }),
    enquiry("id-failed", { firstName: "Chandra", email: "c@example.com", message: "Hi" }),
    enquiry("id-stored", { firstName: "Dipa", email: "d@example.com", message: "Hey" }, { forward: false }),
  ]);
  await write("deliveries", [
    { id: "id-sent", message: "agency", event: "sent", at, response: "250 OK" },
    {
      id: "id-queued",
      message: "agency",
      event: "attempt-failed",
      at,
      attempt: 2,
      error: "connect ECONNREFUSED",
      nextAttemptAt: "2025-01-02T03:06:00.000Z",
    },
    {
      id: "id-failed",
      message: "agency",
      event: "failed",
      at,
      attempt: 31,
      error: "550 5.1.1 Mailbox unavailable",
    },
  ]);
}

describe("npm run outbox", () => {
  it("lists each enquiry with its delivery state: sent, queued, failed with the last error, stored", async () => {
    await writeFourStates();
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toContain("4 enquiries in");
    expect(out).toContain("(1 sent, 1 queued, 1 failed, 1 stored)");
    expect(out).toContain(
      "1. 2025-01-02T03:04:05.000Z  Contact Request  [send-form]  id-sent\n   sent 2025-01-02T03:05:00.000Z",
    );
    expect(out).toContain("Asha Rai <asha@example.com>");
    expect(out).toContain("   First line\n");
    expect(out).not.toContain("Second line");
    expect(out).toContain(
      "queued (2 failed attempts: connect ECONNREFUSED, next try 2025-01-02T03:06:00.000Z)",
    );
    expect(out).toContain(
      "FAILED after 31 attempts: 550 5.1.1 Mailbox unavailable (retry: npm run outbox -- retry id-failed)",
    );
    expect(out).toContain("stored (not forwarded: no SMTP_URL when it arrived)");
  });

  it("says so when there is nothing yet, and skips a torn line", async () => {
    expect((await run()).out).toMatch(/^No enquiries yet in /);
    await write("enquiries", [enquiry("id-1", { firstName: "Asha" })], '{"id":"torn","rece');
    const { out } = await run();
    expect(out).toContain("1 enquiry in");
    // The torn line is still being written, as far as a reader knows: not counted until it ends.
    await writeFile(join(dir, OUTBOX_FILES.enquiries), `${lines([enquiry("id-1", {})])}{"id":"torn"\n`);
    expect((await run()).out).toContain("1 line(s) could not be read (a torn write) and were skipped.");
  });

  it("shows control characters, escape sequences and bidi overrides escaped, never raw", async () => {
    const hostile = {
      firstName: "Evil\u001b[2J\u001b]0;pwned\u0007",
      lastName: "Name\u202eTXT.EXE",
      email: "x@example.com",
      company: "Over\rwrite",
      message: "Clear\u001b[2J screen\u0085 and \u2028 more",
    };
    await write("enquiries", [enquiry("id-hostile\u001b[31m", hostile)]);
    await write("spam", [{ ...enquiry("id-spam", hostile), spam: "honeypot" }]);
    for (const args of [[], ["--json"], ["spam"]]) {
      const { out } = await run(...args);
      expect(out, args.join(" ")).not.toMatch(/[^\P{Cc}\n]|[\u2028\u2029\u202a-\u202e]/u);
    }
    const { out } = await run();
    expect(out).toContain("Evil\\x1b[2J\\x1b]0;pwned\\x07 Name\\u202eTXT.EXE");
    expect(out).toContain("Over\\rwrite");
    expect(out).toContain("Clear\\x1b[2J screen\\x85 and \\u2028 more");
    expect(out).toContain("id-hostile\\x1b[31m");
    const json = (await run("--json")).out.trim();
    expect(JSON.parse(json)).toMatchObject({ fields: hostile, state: "queued" });
    expect((await run("spam")).out).toContain("spam (honeypot): never forwarded");
  });

  it("escapes what a tampered or damaged file holds, in every field of every command", async () => {
    const esc = "\u001b]0;pwned\u0007\u001b[31m";
    await write("enquiries", [
      enquiry(`id-failed${esc}`, { firstName: "Asha", email: "a@example.com" }),
      enquiry(`id-sent${esc}`, { firstName: "Bikash", email: "b@example.com" }, { endpoint: `send${esc}` }),
      enquiry(`id-queued${esc}`, { firstName: "Chandra", email: "c@example.com" }, { acknowledge: true }),
    ]);
    await write("deliveries", [
      {
        id: `id-failed${esc}`,
        message: "agency",
        event: "failed",
        at,
        attempt: `3${esc}`,
        error: `451 ${esc}`,
      },
      { id: `id-sent${esc}`, message: "agency", event: "sent", at: `${at}${esc}`, response: "250" },
      {
        id: `id-queued${esc}`,
        message: "agency",
        event: "attempt-failed",
        at,
        attempt: 2,
        error: `421 ${esc}`,
        nextAttemptAt: `soon${esc}`,
      },
    ]);
    await write("subscribers", [
      { email: `x${esc}@example.com`, subscribedAt: `${at}${esc}`, locale: `ne${esc}` },
    ]);
    await write("spam", [{ ...enquiry(`id-spam${esc}`, { firstName: "Bot" }), spam: `honeypot${esc}` }]);
    const unsafe = /[^\P{Cc}\n]|[\u2028\u2029\u202a-\u202e]/u;
    for (const args of [
      [],
      ["--json"],
      ["spam"],
      ["subscribers"],
      ["subscribers", "--csv"],
      ["retry", `nope${esc}`],
      [`frobnicate${esc}`],
    ]) {
      const { out, err } = await run(...args);
      // The CSV's own rows end in CRLF (RFC 4180); nothing else may reach the terminal raw.
      expect((out + err).replaceAll("\r\n", "\n"), args.join(" ")).not.toMatch(unsafe);
    }
    const { out } = await run();
    expect(out).toContain("FAILED after 3\\x1b]0;pwned\\x07\\x1b[31m attempts: 451 ");
    expect(out).toContain("(retry: npm run outbox -- retry id-failed\\x1b]0;pwned\\x07\\x1b[31m)");
    expect(out).toContain("sent 2025-01-02T03:05:00.000Z\\x1b]0;pwned");
    expect(out).toContain("queued (2 failed attempts: 421 \\x1b]0;pwned\\x07\\x1b[31m, next try unknown)");
  });

  it("safeText and safeJson keep ordinary text, Devanagari and emoji as they are", () => {
    expect(safeText("सीता शर्मा 👋 Zoë")).toBe("सीता शर्मा 👋 Zoë");
    expect(safeJson({ a: "सीता\u202e" })).toBe('{"a":"सीता\\u202e"}');
  });

  it("retries failed or stored enquiries by appending to the journal, and refuses the others", async () => {
    await writeFourStates();
    expect(await run("retry", "id-failed", "id-stored")).toMatchObject({ code: 0 });
    const journal = (await readFile(join(dir, OUTBOX_FILES.deliveries), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(journal.slice(-2)).toEqual([
      { id: "id-failed", event: "retry", at: expect.any(String) },
      { id: "id-stored", event: "retry", at: expect.any(String) },
    ]);
    const listed = (await run()).out;
    expect(listed).toContain("(1 sent, 3 queued)");

    expect(await run("retry", "id-sent")).toMatchObject({
      code: 1,
      err: "id-sent: sent already, not retried.\n",
    });
    expect(await run("retry", "nope")).toMatchObject({ code: 1, err: "nope: no such enquiry.\n" });
    expect((await run("retry")).code).toBe(1);
  });

  it("retries a failed acknowledgement of an enquiry that was sent", async () => {
    await write("enquiries", [
      enquiry("id-ack", { firstName: "Asha", email: "a@example.com" }, { acknowledge: true }),
    ]);
    await write("deliveries", [
      { id: "id-ack", message: "agency", event: "sent", at, response: "250 OK" },
      { id: "id-ack", message: "autoreply", event: "failed", at, attempt: 30, error: "550 No such user" },
    ]);
    expect((await run()).out).toContain("sent 2025-01-02T03:05:00.000Z; acknowledgement failed");
    expect((await run("retry", "--all-failed")).out).toMatch(/^1 enquiry queued again/);
    expect((await run()).out).toContain("acknowledgement queued");
  });

  it("retries every failed one with --all-failed", async () => {
    await writeFourStates();
    expect((await run("retry", "--all-failed")).out).toMatch(/^1 enquiry queued again/);
    expect((await run("retry", "--all-failed")).err).toMatch(/^Nothing to retry/);
  });

  it("exports the subscribers as CSV, with formulas defused and control characters escaped", async () => {
    await write("subscribers", [
      { email: "asha@example.com", subscribedAt: at, locale: "en" },
      { email: "=HYPERLINK(1)@example.com", subscribedAt: at, locale: "ne" },
      { email: 'a"b,c@example.com', subscribedAt: at, locale: "en" },
      { email: "ok\u001b[31m@a.b", subscribedAt: "=cmd()", locale: "+1" },
      { email: "-2+3@a.b", subscribedAt: "@SUM(1)", locale: "\tne" },
      { email: "\r=cmd|' /C calc'!A0", subscribedAt: at, locale: "en\u202e" },
    ]);
    const { out } = await run("subscribers", "--csv");
    expect(out).toBe(
      [
        "email,subscribed_at,locale",
        `asha@example.com,${at},en`,
        `'=HYPERLINK(1)@example.com,${at},ne`,
        `"a""b,c@example.com",${at},en`,
        "ok\\x1b[31m@a.b,'=cmd(),'+1",
        "'-2+3@a.b,'@SUM(1),'\\tne",
        `'\\r=cmd|' /C calc'!A0,${at},en\\u202e`,
        "",
      ].join("\r\n"),
    );
    expect(subscribersCsv([])).toBe("email,subscribed_at,locale\r\n");
    expect((await run("subscribers")).out).toMatch(/^6 subscriber\(s\):\n/);
  });

  it("runs as a command on OUTBOX_DIR, and refuses an unknown command", async () => {
    await writeFourStates();
    const script = fileURLToPath(new URL("outbox.mjs", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, OUTBOX_DIR: dir },
    });
    expect(stdout).toContain("4 enquiries in");
    expect(await run("frobnicate")).toMatchObject({ code: 1 });
  });

  it("stops quietly, status 0, when its reader closes the pipe early (`| head`)", async () => {
    await write(
      "enquiries",
      Array.from({ length: 2000 }, (_, i) => enquiry(`e${i}`, { message: "A message long enough." })),
    );
    const script = fileURLToPath(new URL("outbox.mjs", import.meta.url));
    const child = spawn(process.execPath, [script, "--json"], { env: { ...process.env, OUTBOX_DIR: dir } });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.once("data", () => child.stdout.destroy());
    const [code] = await once(child, "close");
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
