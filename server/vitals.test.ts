// @vitest-environment node
// The Web Vitals endpoint (POST /api/v1.0/vitals) on a stand-in build, with its daily aggregates
// on real disks (a 64 kB tmpfs for the full disk), read back by `npm run vitals`.
import { execFile } from "node:child_process";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VITALS_PATH } from "../app/lib/vitalsBeacon.mjs";
import { buildServer } from "./app.mjs";
import { runVitals } from "./cli/vitals.mjs";
import { SEND_FORM_PATH } from "./endpoints/send-form.mjs";
import {
  CONTACT,
  IDS,
  PROJECT_ROOT,
  lockFolder,
  makeSite,
  mountSmallDisk,
  multipart,
} from "../test/server/support";

const PAGES = ["/services", "/ne", "/ne/services", "/contact", "/404", "/ne/404", "/admin"];
const DAY = "2025-03-04";
const NOON = Date.parse(`${DAY}T12:00:00.000Z`);

let site: Awaited<ReturnType<typeof makeSite>>;
let dir: string;
let clock: number;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  site = await makeSite(PAGES);
});
afterAll(() => site.remove());

beforeEach(() => {
  dir = join(site.root, `vitals-${Math.random().toString(36).slice(2)}`);
  clock = NOON;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startApp({ max = 1000, now = () => clock }: { max?: number; now?: () => number } = {}) {
  const app = await buildServer({
    root: site.clientDir,
    vitals: { dir, now, rateLimit: { max, windowMs: 60_000 } },
    outbox: { dir: join(dir, "..", `outbox-${Math.random().toString(36).slice(2)}`) },
  });
  apps.push(app);
  return app;
}

/** Closes the app, which writes what it counted. */
async function stop(app: FastifyInstance) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

type Headers = Record<string, string>;

const beacon = (app: FastifyInstance, body: unknown, headers: Headers = {}, remoteAddress?: string) =>
  app.inject({
    method: "POST",
    url: VITALS_PATH,
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
    remoteAddress,
  });

const VALID = {
  path: "/ne/services",
  device: "mobile",
  lcp: 1234.5,
  inp: 56,
  cls: 0.012,
  fcp: 900,
  ttfb: 120,
};

const dayFile = async (day = DAY) => JSON.parse(await readFile(join(dir, `${day}.json`), "utf8"));

async function vitalsReport(args: string[] = [], now = () => clock) {
  let out = "";
  let err = "";
  const code = await runVitals(args, dir, { out: (t) => (out += t), err: (t) => (err += t), now });
  return { code, out, err };
}

describe("a beacon", () => {
  it("is answered 204 and counted in the day's file: its page, language, device and a histogram per metric", async () => {
    const app = await startApp();
    const res = await beacon(app, VALID);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    // As sendBeacon sends a Blob whose type a browser dropped.
    const plain = await beacon(
      app,
      { path: "/services", device: "desktop", lcp: 2600 },
      { "content-type": "text/plain;charset=UTF-8" },
    );
    expect(plain.statusCode).toBe(204);
    await beacon(app, { path: "/ne/services", device: "mobile", cls: 0.3, inp: 250 });
    await stop(app);

    expect(await dayFile()).toEqual({
      day: DAY,
      rows: [
        {
          path: "/ne/services",
          locale: "ne",
          device: "mobile",
          beacons: 2,
          metrics: {
            lcp: { count: 1, buckets: { "1300": 1 } },
            inp: { count: 2, buckets: { "75": 1, "250": 1 } },
            cls: { count: 2, buckets: { "0.02": 1, "0.3": 1 } },
            fcp: { count: 1, buckets: { "900": 1 } },
            ttfb: { count: 1, buckets: { "125": 1 } },
          },
        },
        {
          path: "/services",
          locale: "en",
          device: "desktop",
          beacons: 1,
          metrics: { lcp: { count: 1, buckets: { "2600": 1 } } },
        },
      ],
    });
    // No time finer than the day: the file's own times are the day's start.
    expect((await stat(join(dir, `${DAY}.json`))).mtime.toISOString()).toBe(`${DAY}T00:00:00.000Z`);
    expect((await readdir(dir)).sort()).toEqual([`${DAY}.json`]);
  });

  it("goes on counting the day after a restart, and starts a new file on the next UTC day", async () => {
    let app = await startApp();
    await beacon(app, VALID);
    await stop(app);
    app = await startApp();
    await beacon(app, VALID);
    clock = Date.parse("2025-03-05T00:00:01.000Z");
    await beacon(app, { ...VALID, device: "desktop" });
    await stop(app);
    expect((await dayFile()).rows.map((row: { beacons: number }) => row.beacons)).toEqual([2]);
    expect((await dayFile("2025-03-05")).rows).toMatchObject([
      { path: "/ne/services", device: "desktop", beacons: 1 },
    ]);
  });
});

describe("refused beacons", () => {
  const valid = JSON.stringify(VALID);
  const cases: [string, { body: unknown; headers?: Headers }, number, string][] = [
    ["malformed JSON", { body: '{"path": "/ne/services",' }, 400, "The request body is not valid JSON"],
    ["an empty body", { body: "" }, 400, "The request body is not valid JSON"],
    [
      "NaN, which JSON does not have",
      { body: valid.replace("1234.5", "NaN") },
      400,
      "The request body is not valid JSON",
    ],
    [
      "a prototype key",
      { body: `{"__proto__": {"x": 1}, ${valid.slice(1)}` },
      400,
      "The request body is not valid JSON",
    ],
    ["not an object", { body: [VALID] }, 400, "The beacon must be a JSON object"],
    [
      "an unknown field",
      { body: { ...VALID, ip: "203.0.113.9" } },
      400,
      "The beacon may only have these fields: path, device, lcp, inp, cls, fcp, ttfb",
    ],
    [
      "an unknown field, in plain text",
      { body: { ...VALID, userAgent: "x" }, headers: { "content-type": "text/plain" } },
      400,
      "The beacon may only have these fields: path, device, lcp, inp, cls, fcp, ttfb",
    ],
    [
      "over 1 kB",
      { body: { ...VALID, path: `/${"x".repeat(1100)}` } },
      413,
      "The beacon is larger than 1 kB",
    ],
    [
      "a form",
      {
        body: "path=/ne/services&device=mobile&lcp=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      415,
      "Unsupported Content-Type: a beacon is application/json or text/plain",
    ],
    [
      "a page the build does not have",
      { body: { ...VALID, path: "/nope" } },
      400,
      "The path is not a page of the site",
    ],
    ["a not-found page", { body: { ...VALID, path: "/ne/404" } }, 400, "The path is not a page of the site"],
    ["the CMS", { body: { ...VALID, path: "/admin" } }, 400, "The path is not a page of the site"],
    [
      "a path with a trailing slash",
      { body: { ...VALID, path: "/services/" } },
      400,
      "The path is not a page of the site",
    ],
    [
      "a path with a query",
      { body: { ...VALID, path: "/services?utm=x" } },
      400,
      "The path is not a page of the site",
    ],
    [
      "a whole URL",
      { body: { ...VALID, path: "https://sathi.example/services" } },
      400,
      "The path is not a page of the site",
    ],
    [
      "a path that is not text",
      { body: { ...VALID, path: ["/services"] } },
      400,
      "The path is not a page of the site",
    ],
    ["no path", { body: { device: "mobile", lcp: 1 } }, 400, "The path is not a page of the site"],
    [
      "another device",
      { body: { ...VALID, device: "tablet" } },
      400,
      "The device must be one of: mobile, desktop",
    ],
    ["no device", { body: { path: "/services", lcp: 1 } }, 400, "The device must be one of: mobile, desktop"],
    [
      "no measurement",
      { body: { path: "/services", device: "mobile" } },
      400,
      "The beacon has no measurement (lcp, inp, cls, fcp, ttfb)",
    ],
    [
      "a metric as text",
      { body: { ...VALID, lcp: "1234" } },
      400,
      "The lcp value must be a number from 0 to 60000",
    ],
    [
      "a null metric",
      { body: { ...VALID, inp: null } },
      400,
      "The inp value must be a number from 0 to 60000",
    ],
    [
      "a negative time",
      { body: { ...VALID, ttfb: -1 } },
      400,
      "The ttfb value must be a number from 0 to 60000",
    ],
    [
      "a time over a minute",
      { body: { ...VALID, fcp: 60_001 } },
      400,
      "The fcp value must be a number from 0 to 60000",
    ],
    [
      "an infinite time",
      { body: valid.replace("1234.5", "1e999") },
      400,
      "The lcp value must be a number from 0 to 60000",
    ],
    [
      "an absurd layout shift",
      { body: { ...VALID, cls: 11 } },
      400,
      "The cls value must be a number from 0 to 10",
    ],
    [
      "a post from another origin",
      { body: VALID, headers: { origin: "https://evil.example" } },
      403,
      "Cross-origin beacons are not accepted",
    ],
  ];

  it.each(cases)("%s: %i, and nothing counted", async (_name, { body, headers }, status, text) => {
    const app = await startApp();
    const res = await beacon(app, body, headers);
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe(text);
    await stop(app);
    expect(await readdir(dir)).toEqual([]);
  });

  it("answers other methods 405, and a client past 30 beacons a minute 429 with Retry-After", async () => {
    const app = await buildServer({ root: site.clientDir, vitals: { dir, now: () => clock } });
    apps.push(app);
    const get = await app.inject({ method: "GET", url: VITALS_PATH });
    expect([get.statusCode, get.headers.allow]).toEqual([405, "POST"]);
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await beacon(app, VALID, {}, "198.51.100.4")).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    const refused = await beacon(app, VALID, {}, "198.51.100.4");
    expect([refused.statusCode, refused.body, refused.headers["retry-after"]]).toEqual([
      429,
      "Too many beacons",
      "60",
    ]);
    expect((await beacon(app, VALID, {}, "198.51.100.5")).statusCode).toBe(204);
    await stop(app);
    expect((await dayFile()).rows[0].beacons).toBe(31);
  });
});

describe("what is kept", () => {
  it("holds nothing about the visitor: no address, browser, cookie, referrer or time finer than the day", async () => {
    const app = await startApp();
    const visitor = {
      "user-agent": "Mozilla/5.0 (UniqueBrowserMarker 42)",
      cookie: "session=CookieMarker123",
      referer: "https://sathi.example/ne/services?ref=ReferrerMarker",
      "x-forwarded-for": "192.0.2.66",
    };
    for (const path of ["/ne/services", "/services", "/ne", "/"])
      expect((await beacon(app, { ...VALID, path }, visitor, "203.0.113.77")).statusCode).toBe(204);
    await stop(app);
    const files = await readdir(dir);
    expect(files).toEqual([`${DAY}.json`]);
    const text = await readFile(join(dir, files[0]), "utf8");
    for (const personal of [
      "203.0.113.77",
      "192.0.2.66",
      "UniqueBrowserMarker",
      "CookieMarker123",
      "ReferrerMarker",
      "T12:",
    ])
      expect(text, personal).not.toContain(personal);
    const { rows, ...rest } = JSON.parse(text);
    expect(rest).toEqual({ day: DAY });
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(["beacons", "device", "locale", "metrics", "path"]);
    expect(rows.map((row: { path: string; locale: string }) => `${row.locale} ${row.path}`)).toEqual([
      "ne /ne/services",
      "en /services",
      "ne /ne",
      "en /",
    ]);
  });
});

describe("the server's log", () => {
  it("keeps no line of a beacon, so no visitor's address, where other requests are logged", async () => {
    let log = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk;
        done();
      },
    });
    const app = await buildServer({
      root: site.clientDir,
      logger: { level: "info", stream },
      vitals: { dir },
    });
    apps.push(app);
    expect((await beacon(app, VALID, {}, "203.0.113.77")).statusCode).toBe(204);
    expect((await beacon(app, { ...VALID, lcp: -1 }, {}, "203.0.113.77")).statusCode).toBe(400);
    expect(
      (await app.inject({ method: "GET", url: "/ne/services", remoteAddress: "198.51.100.8" })).statusCode,
    ).toBe(200);
    expect(log).toContain("198.51.100.8");
    expect(log).not.toContain("203.0.113.77");
    expect(log).not.toContain(VITALS_PATH);
  });
});

describe("a full disk", () => {
  it("neither stops the server nor its other endpoints, and the counts are written once there is room", async () => {
    await mkdir(dir, { recursive: true });
    // A real 64 kB disk filled up; where mounting is refused, a folder no one may write to.
    const unmount = mountSmallDisk(dir);
    const unlock = unmount ? null : lockFolder(dir);
    const filler = join(dir, "filler");
    try {
      if (unmount) {
        const chunk = Buffer.alloc(4096, 1);
        for (let written = 0; ; written += chunk.length) {
          try {
            await writeFile(filler, chunk, { flag: "a" });
          } catch {
            break;
          }
          if (written > 1024 * 1024) throw new Error("the small disk does not fill up");
        }
      }
      const app = await startApp();
      for (let i = 0; i < 5; i++) expect((await beacon(app, VALID)).statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The enquiries (another folder) and the pages go on.
      const { payload, headers } = multipart({ ...CONTACT, ...IDS });
      expect((await app.inject({ method: "POST", url: SEND_FORM_PATH, payload, headers })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: "GET", url: "/ne/services" })).statusCode).toBe(200);
      expect((await readdir(dir)).filter((name) => name !== "filler")).toEqual([]);

      // Room again: the next beacon writes every count, none lost and no temporary file left.
      if (unmount) await rm(filler);
      else unlock?.();
      expect((await beacon(app, VALID)).statusCode).toBe(204);
      await stop(app);
      expect((await dayFile()).rows[0]).toMatchObject({ beacons: 6, metrics: { lcp: { count: 6 } } });
      expect((await readdir(dir)).sort()).toEqual([`${DAY}.json`]);
    } finally {
      unmount?.();
    }
  });
});

describe("npm run vitals", () => {
  it("prints p75 LCP, INP and CLS with Google's rating for each page, language and device, twins together", async () => {
    const app = await startApp();
    // Four beacons: p75 is the third value, as nearest rank counts it.
    for (const lcp of [1000, 2000, 2400, 5000])
      await beacon(app, { path: "/services", device: "mobile", lcp, inp: lcp / 10, cls: lcp / 20_000 });
    await beacon(app, { path: "/ne/services", device: "desktop", lcp: 4100, inp: 600, cls: 0.3 });
    await beacon(app, { path: "/ne/services", device: "mobile", ttfb: 300 });
    await beacon(app, { path: "/contact", device: "desktop", lcp: 900 });
    await stop(app);
    const { code, out } = await vitalsReport();
    expect(code).toBe(0);
    expect(out).toContain(`the last 28 days (2025-02-05 to ${DAY}, UTC): 7 beacons in ${dir}.`);
    const table = out.trim().split("\n").slice(-5);
    expect(table.map((line) => line.split(/\s{2,}/))).toEqual([
      ["page", "language", "device", "beacons", "LCP p75", "INP p75", "CLS p75"],
      ["/contact", "en", "desktop", "1", "0.9 s good", "-", "-"],
      ["/services", "en", "mobile", "4", "2.4 s good", "250 ms needs improvement", "0.12 needs improvement"],
      ["/ne/services", "ne", "mobile", "1", "-", "-", "-"],
      ["/ne/services", "ne", "desktop", "1", "4.1 s poor", "600 ms poor", "0.30 poor"],
    ]);
  });

  it("counts only the days asked for, and says when there is no data", async () => {
    const app = await startApp();
    await beacon(app, VALID);
    clock += 3 * 86_400_000;
    await beacon(app, { ...VALID, device: "desktop" });
    await stop(app);
    expect((await vitalsReport(["--days", "3"])).out).toMatch(/: 1 beacon in /);
    expect((await vitalsReport(["--days", "4"])).out).toMatch(/: 2 beacons in /);
    clock += 30 * 86_400_000;
    expect((await vitalsReport()).out).toBe(
      `No Web Vitals beacons in the last 28 days (2025-03-10 to 2025-04-06, UTC) in ${dir}.\n`,
    );
    for (const days of ["0", "x", "400"]) expect((await vitalsReport(["--days", days])).code).toBe(1);
  });

  it("skips a day's file with a damaged row, names it, and reports the others; the server sets today's aside", async () => {
    const app = await startApp();
    await beacon(app, VALID);
    await stop(app);
    const good = (await dayFile()).rows[0];
    const damaged = [[null], [{ ...good, path: null }], [{ ...good, metrics: { lcp: { count: "x" } } }]];
    for (const [i, rows] of damaged.entries())
      await writeFile(
        join(dir, `2025-03-0${i + 1}.json`),
        JSON.stringify({ day: `2025-03-0${i + 1}`, rows }),
      );
    const { code, out } = await vitalsReport();
    expect(code).toBe(0);
    expect(out).toMatch(/: 1 beacon in /);
    expect(out).toContain("Skipped, cannot be read: 2025-03-01.json, 2025-03-02.json, 2025-03-03.json\n");

    await writeFile(join(dir, `${DAY}.json`), JSON.stringify({ day: DAY, rows: [{ ...good, beacons: -1 }] }));
    const restarted = await startApp();
    await beacon(restarted, VALID);
    await stop(restarted);
    expect((await dayFile()).rows.map((row: { beacons: number }) => row.beacons)).toEqual([1]);
    expect(await readdir(dir)).toContain(`${DAY}.json.unreadable`);
  });

  it("runs as a command on VITALS_DIR", async () => {
    const app = await startApp({ now: Date.now });
    await beacon(app, { path: "/ne", device: "mobile", lcp: 1800, inp: 90, cls: 0.05 });
    await stop(app);
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "vitals", "--", "--days", "2"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, VITALS_DIR: dir },
    });
    expect(stdout).toContain(`1 beacon in ${dir}`);
    expect(stdout).toMatch(/\/ne\s+ne\s+mobile\s+1\s+1\.8 s good\s+100 ms good\s+0\.05 good/);
    await rm(dir, { recursive: true });
    const { stdout: empty } = await promisify(execFile)("npm", ["run", "--silent", "vitals"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, VITALS_DIR: dir },
    });
    expect(empty).toMatch(/^No Web Vitals beacons in the last 28 days/);
  });
});
