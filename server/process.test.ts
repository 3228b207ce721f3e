// @vitest-environment node
// The production server as it runs (`node server/index.mjs` in a child process, on a stand-in
// build): its start-up checks, a SIGKILL in the middle of a burst of enquiries, and a SIGKILL in
// the middle of a delivery.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readJsonl } from "./jsonl.mjs";
import { SEND_FORM_PATH } from "./endpoints/send-form.mjs";
import { OUTBOX_FILES } from "./store.mjs";
import {
  CONTACT,
  IDS,
  lockFolder,
  makeSite,
  mountSmallDisk,
  multipart,
  runServerToExit,
  startServerProcess,
  startSmtp,
} from "../test/server/support";

let site: Awaited<ReturnType<typeof makeSite>>;
let dir: string;

beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());
beforeEach(() => {
  dir = join(site.root, `outbox-${Math.random().toString(36).slice(2)}`);
});

const serverEnv = (env: Record<string, string> = {}) => ({
  SITE_ROOT: site.clientDir,
  OUTBOX_DIR: dir,
  VITALS_DIR: join(site.root, "vitals"),
  OUTBOX_RATE_LIMIT: "100000",
  OUTBOX_DAILY_LIMIT: "100000",
  ...env,
});

/** Posts an enquiry as sendForm does; resolves with the status, or null when the connection died. */
async function post(port: number, fields: Record<string, string>) {
  const { payload, headers } = multipart({ ...IDS, ...fields });
  try {
    const res = await fetch(`http://127.0.0.1:${port}${SEND_FORM_PATH}`, {
      method: "POST",
      body: payload,
      headers,
    });
    await res.text();
    return res.status;
  } catch {
    return null;
  }
}

const records = async (file: keyof typeof OUTBOX_FILES) =>
  (await readJsonl(join(dir, OUTBOX_FILES[file]))) as {
    records: Record<string, never>[];
    unreadable: unknown[];
  };

describe("start-up", () => {
  describe("stops within seconds, with one line that says what is wrong, when OUTBOX_DIR cannot be used", () => {
    /** Runs the server on `outboxDir` and expects it to exit 1 at once, saying `problem`. */
    async function expectRefused(outboxDir: string, problem: string) {
      const started = Date.now();
      const { code, output } = await runServerToExit(serverEnv({ OUTBOX_DIR: outboxDir }));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `OUTBOX_DIR ${outboxDir} cannot be used (${problem}): enquiries could not be kept.`,
      );
    }

    it("a folder under /proc, where Node's recursive mkdir never settles", async () => {
      await expectRefused("/proc/outbox", "ENOENT: it cannot be made there");
      await expectRefused("/proc/sathi/outbox", "ENOENT: it cannot be made there");
    });

    it("a file, or a folder inside one", async () => {
      const file = join(site.root, `file-${Math.random()}`);
      await writeFile(file, "a file where the folder should be");
      await expectRefused(file, "ENOTDIR: a file stands where a folder should be");
      await expectRefused(join(file, "outbox"), "ENOTDIR: a file stands where a folder should be");
    });

    it("a folder that cannot be written", async () => {
      const locked = join(site.root, `locked-${Math.random().toString(36).slice(2)}`);
      await mkdir(locked);
      const unlock = lockFolder(locked);
      try {
        const problem = unlock.readOnlyDisk
          ? "EROFS: the disk is read-only"
          : "EACCES: the server may not write there";
        await expectRefused(join(locked, "outbox"), problem);
        await expectRefused(locked, problem);
      } finally {
        unlock();
      }
    });
  });

  it("serves the pages on a full disk, says so once for each folder, and refuses enquiries with 507 until there is room", async () => {
    // A real 64 kB disk, filled up (a restart on a full disk used to stop the whole site).
    const disk = join(site.root, `disk-${Math.random().toString(36).slice(2)}`);
    await mkdir(disk);
    const unmount = mountSmallDisk(disk);
    expect(unmount, "a tmpfs mounted: the tests run as root, as CI does").not.toBeNull();
    try {
      const [outboxDir, vitalsDir] = [join(disk, "outbox"), join(disk, "vitals")];
      await mkdir(outboxDir);
      await mkdir(vitalsDir);
      const filler = join(disk, "filler");
      for (let written = 0; ; written += 4096) {
        try {
          await writeFile(filler, Buffer.alloc(4096, 1), { flag: "a" });
        } catch {
          break;
        }
        expect(written, "the small disk fills up").toBeLessThan(1024 * 1024);
      }
      const server = await startServerProcess(serverEnv({ OUTBOX_DIR: outboxDir, VITALS_DIR: vitalsDir }));
      try {
        const page = await fetch(`http://127.0.0.1:${server.port}/`);
        expect(page.status).toBe(200);
        expect(await post(server.port, CONTACT)).toBe(507);
        await rm(filler);
        expect(await post(server.port, CONTACT)).toBe(200);
      } finally {
        await server.kill("SIGTERM");
      }
      const said = server.output().match(/[A-Z_]+_DIR [^"]* has no room[^"]*/g);
      expect(said).toEqual([
        `OUTBOX_DIR ${outboxDir} has no room (ENOSPC: the disk is full): enquiries could not be kept until it has; the pages are served.`,
        `VITALS_DIR ${vitalsDir} has no room (ENOSPC: the disk is full): Web Vitals beacons could not be counted until it has; the pages are served.`,
      ]);
      // The start's write probes, which found no room, are not left behind.
      for (const folder of [outboxDir, vitalsDir])
        expect((await readdir(folder)).filter((name) => name.startsWith(".write-probe"))).toEqual([]);
    } finally {
      unmount?.();
    }
  });

  it("refuses the test faults outside a test run", async () => {
    const { code, output } = await runServerToExit(serverEnv({ NODE_ENV: "Production", OUTBOX_FAULTS: "1" }));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'OUTBOX_FAULTS is for test runs only and needs NODE_ENV=test (NODE_ENV is "Production").',
    );
  });

  it("says once that enquiries are stored but not forwarded, and where", async () => {
    const server = await startServerProcess(serverEnv());
    await server.kill("SIGTERM");
    const said = server.output().match(/Enquiries are stored in [^"]* but NOT forwarded[^"]*/g);
    expect(said).toEqual([
      `Enquiries are stored in ${dir} but NOT forwarded: no SMTP_URL is set. Read them with \`npm run outbox\`.`,
    ]);
  });

  it("says to whom and through which server enquiries are forwarded, never the SMTP password", async () => {
    const smtp = await startSmtp();
    try {
      const server = await startServerProcess(
        serverEnv({ SMTP_URL: smtp.url, ENQUIRY_TO: "inbox@agency.example" }),
      );
      await server.kill("SIGTERM");
      expect(server.output()).toContain(
        `forwarded by e-mail to inbox@agency.example through smtp://agency@127.0.0.1:${smtp.port} (acknowledgement to the visitor off)`,
      );
      expect(server.output()).not.toContain("secret-password");
    } finally {
      await smtp.close();
    }
  });
});

describe("crashes", () => {
  it("keeps every enquiry it answered 200 exactly once when killed in the middle of a burst", async () => {
    const server = await startServerProcess(serverEnv());
    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    // 20 clients post one after another until the server is killed, after 60 acknowledgements.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (!killed && next < 2000) {
          const n = next++;
          const status = await post(server.port, { ...CONTACT, message: `Burst enquiry number ${n}` });
          if (status === 200) acknowledged.add(n);
          if (acknowledged.size >= 60 && !killed) {
            killed = true;
            await server.kill("SIGKILL");
          }
        }
      }),
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);

    const restarted = await startServerProcess(serverEnv());
    try {
      expect(await post(restarted.port, { ...CONTACT, message: "After the restart" })).toBe(200);
    } finally {
      await restarted.kill("SIGTERM");
    }
    const { records: stored, unreadable } = await records("enquiries");
    expect(unreadable).toEqual([]);
    const numbers = stored.map((record) => (record.fields as { message: string }).message);
    for (const n of acknowledged)
      expect(numbers.filter((m) => m === `Burst enquiry number ${n}`)).toHaveLength(1);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)).toBe("After the restart");
  });

  it("after a kill in the middle of a delivery, sends it once more with the same Message-ID, and never again", async () => {
    const smtp = await startSmtp();
    let server = await startServerProcess(serverEnv({ SMTP_URL: smtp.url }));
    // The first message reaches the SMTP server, which takes it while the sender dies: the one
    // window no journal can close (server/delivery.mjs).
    smtp.control.onMessage = async () => {
      smtp.control.onMessage = null;
      await server.kill("SIGKILL");
    };
    try {
      expect(await post(server.port, CONTACT)).toBe(200);
      await smtp.waitFor(1);
      expect((await records("deliveries")).records).toEqual([]);

      server = await startServerProcess(serverEnv({ SMTP_URL: smtp.url }));
      const [first, again] = await smtp.waitFor(2);
      expect(again.mail.messageId).toBe(first.mail.messageId);
      const sent = async () =>
        (await records("deliveries")).records.filter((entry) => entry.event === "sent");
      for (let i = 0; i < 100 && (await sent()).length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await sent()).toHaveLength(1);
      await server.kill("SIGTERM");

      server = await startServerProcess(serverEnv({ SMTP_URL: smtp.url }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(2);
    } finally {
      await server.kill("SIGTERM");
      await smtp.close();
    }
  });

  it("repairs a torn last line at start-up and stores the next enquiry on a line of its own", async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, OUTBOX_FILES.enquiries), '{"id":"torn-by-a-crash","receivedAt":"2025-');
    const server = await startServerProcess(serverEnv());
    try {
      expect(server.output()).toContain("the file ended in a torn line");
      expect(await post(server.port, CONTACT)).toBe(200);
    } finally {
      await server.kill("SIGTERM");
    }
    const { records: stored, unreadable } = await records("enquiries");
    expect(unreadable).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });
});
