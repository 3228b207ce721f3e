// @vitest-environment node
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildServer } from "./app.mjs";
import { SECURITY_HEADERS } from "./build-meta.mjs";
import { readJsonl } from "./jsonl.mjs";
import { ENQUIRY_PATH } from "../app/lib/enquiryRules.mjs";
import { SEND_FORM_PATH } from "./endpoints/send-form.mjs";
import { SEND_PATH } from "./endpoints/send.mjs";
import type { OutboxOptions } from "./outbox.mjs";
import { OUTBOX_FILES } from "./store.mjs";
import {
  CONTACT as FORM,
  IDS,
  NEWSLETTER,
  fillingDisk,
  makeSite,
  mountSmallDisk,
  multipart,
} from "../test/server/support";

let site: Awaited<ReturnType<typeof makeSite>>;
let root: string;
let clientDir: string;
let outboxDir: string;
let app: FastifyInstance;

type AppOptions = {
  faults?: boolean;
  max?: number;
  allowedOrigins?: string[];
  trustProxy?: number | string[];
} & Partial<Pick<OutboxOptions, "dailyLimit" | "maxBytes" | "minFillMs" | "write">>;

async function makeApp({
  max = 1000,
  dailyLimit = 1000,
  faults = false,
  trustProxy,
  ...outbox
}: AppOptions = {}) {
  return buildServer({
    root: clientDir,
    trustProxy,
    faults,
    outbox: { dir: outboxDir, rateLimit: { max, windowMs: 60_000 }, dailyLimit, ...outbox },
  });
}

/** The no-JavaScript path's pages, as the front end builds them (the Nepali newsletter page left out). */
const PAGES = [
  "/contact/sent",
  "/newsletter/subscribed",
  "/check-your-message",
  "/send-failed",
  "/ne/contact/sent",
  "/ne/check-your-message",
  "/ne/send-failed",
];

beforeAll(async () => {
  site = await makeSite(PAGES);
  ({ root, clientDir } = site);
});

afterAll(async () => {
  await site.remove();
});

beforeEach(async () => {
  // The clock of the records and of the rate limits (which read Date.now); timers stay real.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2025-01-02T03:04:05.000Z") });
  outboxDir = join(root, `outbox-${Math.random().toString(36).slice(2)}`, "nested");
  app = await makeApp();
});

afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

/** Moves the clock on. */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

const sendForm = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const { payload, headers: type } = multipart(fields);
  return app.inject({ method: "POST", url: SEND_FORM_PATH, payload, headers: { ...type, ...headers } });
};

/** A form posted without JavaScript. */
const urlencoded = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: ENQUIRY_PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

const sendJson = (body: unknown) =>
  app.inject({
    method: "POST",
    url: SEND_PATH,
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

/** The records of one of the outbox's files. */
async function fileLines(file: string) {
  return (await readJsonl(join(outboxDir, file))).records as Record<string, unknown>[];
}

const lines = () => fileLines(OUTBOX_FILES.enquiries);

function expectText(res: Awaited<ReturnType<typeof sendJson>>, status: number, body: string) {
  expect(res.statusCode).toBe(status);
  expect(res.body).toBe(body);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
}

const stored = (endpoint: string, fields: Record<string, string>, ids: object = IDS) => ({
  id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  receivedAt: "2025-01-02T03:04:05.000Z",
  endpoint,
  kind: "contact",
  locale: "en",
  ...ids,
  fields,
  forward: false,
  acknowledge: false,
});

describe("accepted enquiries", () => {
  it("answers 200 OK to sendForm's multipart post and appends the enquiry as one JSON line", async () => {
    const res = await sendForm({ ...FORM, lib_version: "4.4.1", ...IDS, "g-recaptcha-response": "" });
    expectText(res, 200, "OK");
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await lines()).toEqual([stored("send-form", FORM, { ...IDS, lib_version: "4.4.1" })]);
  });

  it("answers 200 OK to send's JSON post and appends its template_params", async () => {
    const res = await sendJson({ lib_version: "4.4.1", ...IDS, template_params: FORM });
    expectText(res, 200, "OK");
    expect(await lines()).toEqual([stored("send", FORM, { ...IDS, lib_version: "4.4.1" })]);
  });

  it("appends, in order, keeps Devanagari as sent, trims, and leaves out fields the form does not have", async () => {
    const nepali = { ...FORM, firstName: " सीता ", lastName: "शर्मा", message: "नमस्ते 👋 वेबसाइट चाहियो" };
    await sendForm({ ...IDS, ...nepali, locale: "ne", extra: "not stored", website: "", elapsedMs: "5000" });
    await sendJson({ ...IDS, template_params: { ...FORM, firstName: "Ram" } });
    const records = await lines();
    expect(records.map((line) => line.fields)).toEqual([
      { ...nepali, firstName: "सीता" },
      { ...FORM, firstName: "Ram" },
    ]);
    expect(records[0]).toMatchObject({ locale: "ne", lib_version: null });
    expect(records[0].id).not.toBe(records[1].id);
  });

  it("counts a line break a browser posts as CRLF as one character, as the form does, and keeps it as one", async () => {
    // A textarea's value has "\n" (its maxlength counts one), and a browser posts it as "\r\n".
    const typed = Array.from({ length: 433 }, (_, i) => `- item ${String(i).padStart(3, "0")}`).join("\n");
    expect(typed.length).toBeLessThanOrEqual(5000);
    expect(typed.replaceAll("\n", "\r\n").length).toBeGreaterThan(5000);
    expectText(await sendForm({ ...IDS, ...FORM, message: typed.replaceAll("\n", "\r\n") }), 200, "OK");
    expectText(await sendJson({ ...IDS, template_params: { ...FORM, message: `a\rb${typed}` } }), 200, "OK");
    expect((await lines()).map((line) => (line.fields as { message: string }).message)).toEqual([
      typed,
      `a\nb${typed}`,
    ]);
  });

  it("has the line on disk when the 200 arrives, for posts sent at the same time", async () => {
    const message = (i: number) => `Message number ${i}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendForm({ ...FORM, ...IDS, message: message(i) }).then(async (res) => {
          const onDisk = (await lines()).some(
            (line) => (line.fields as { message: string }).message === message(i),
          );
          return { status: res.statusCode, onDisk };
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.onDisk)).toBe(true);
    expect(await lines()).toHaveLength(10);
  });

  it("answers 500 and keeps the file as it was when the enquiry cannot be written", async () => {
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    const file = join(outboxDir, OUTBOX_FILES.enquiries);
    const before = await readFile(file, "utf8");
    await rm(file);
    await mkdir(file);
    const res = await sendForm({ ...FORM, ...IDS });
    expectText(res, 500, "The enquiry could not be stored");
    await rm(file, { recursive: true });
    await writeFile(file, before);
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    expect(await lines()).toHaveLength(2);
  });

  it("keeps a submission sent again with its key once (its first answer was lost), and answers OK", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    expectText(await sendForm({ ...IDS, ...FORM, submission: key }), 200, "OK");
    expectText(await sendForm({ ...IDS, ...FORM, submission: key }), 200, "OK");
    expectText(await sendJson({ ...IDS, template_params: { ...FORM, submission: key } }), 200, "OK");
    // Another key, none (a page without script), or one the script does not make: another enquiry.
    expectText(await sendForm({ ...IDS, ...FORM, submission: `1${key.slice(1)}` }), 200, "OK");
    expectText(await sendForm({ ...IDS, ...FORM }), 200, "OK");
    expectText(await sendForm({ ...IDS, ...FORM, submission: "x" }), 200, "OK");
    const records = await lines();
    expect(records).toHaveLength(4);
    // The key is not the enquiry's: not stored.
    expect(JSON.stringify(records)).not.toContain(key.slice(1));
  });

  it("keeps a submission whose first sending could not be written when it is sent again", async () => {
    const key = "fedcba9876543210fedcba9876543210";
    const file = join(outboxDir, OUTBOX_FILES.enquiries);
    await mkdir(file);
    expectText(await sendForm({ ...IDS, ...FORM, submission: key }), 500, "The enquiry could not be stored");
    await rm(file, { recursive: true });
    expectText(await sendForm({ ...IDS, ...FORM, submission: key }), 200, "OK");
    expectText(await sendForm({ ...IDS, ...FORM, submission: key }), 200, "OK");
    expect(await lines()).toHaveLength(1);
  });
});

describe("refused requests", () => {
  it.each(["user_id", "service_id", "template_id"])("answers 400 when %s is missing or empty", async (id) => {
    const without = Object.fromEntries(Object.entries(IDS).filter(([name]) => name !== id));
    expectText(await sendForm({ ...FORM, ...without }), 400, `The ${id} parameter is required`);
    expectText(await sendForm({ ...FORM, ...IDS, [id]: " " }), 400, `The ${id} parameter is required`);
    expectText(await sendJson({ ...without, template_params: FORM }), 400, `The ${id} parameter is required`);
    expectText(
      await sendJson({ ...IDS, [id]: 7, template_params: FORM }),
      400,
      `The ${id} parameter is required`,
    );
    expect(await lines()).toEqual([]);
  });

  it.each(["user_id", "service_id", "template_id", "lib_version"])(
    "answers 400 when %s is longer than 100 characters, and stores nothing",
    async (id) => {
      const long = "s".repeat(101);
      const refused = `The ${id} parameter is longer than 100 characters`;
      expectText(await sendForm({ ...FORM, ...IDS, lib_version: "4.4.1", [id]: long }), 400, refused);
      expectText(await sendJson({ ...IDS, [id]: long, template_params: FORM }), 400, refused);
      expect(await lines()).toEqual([]);
      expect((await sendForm({ ...FORM, ...IDS, [id]: "s".repeat(100) })).statusCode).toBe(200);
    },
  );

  it("answers 400 to an empty multipart post", async () => {
    const res = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: "",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [
      "a body that does not match the boundary",
      '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    ],
    ["a body cut off mid-part", '--B\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nabc'],
    ["plain text", "service_id=a&template_id=b&user_id=c"],
  ])("answers 400 to malformed multipart: %s", async (_name, payload) => {
    const res = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload,
      headers: { "content-type": "multipart/form-data; boundary=B" },
    });
    expectText(res, 400, "The body is not valid multipart/form-data");
    expect(await lines()).toEqual([]);
  });

  it("answers 400 to multipart without a boundary", async () => {
    const res = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: "x",
      headers: { "content-type": "multipart/form-data" },
    });
    expectText(res, 400, "The body is not valid multipart/form-data");
  });

  it("answers 400 to a file in the form", async () => {
    const boundary = "B";
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nu\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="service_id"\r\n\r\ns\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="template_id"\r\n\r\nt\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    const res = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expectText(res, 400, "Files are not accepted");
    expect(await lines()).toEqual([]);
  });

  it("answers 400 to a part with no field name, and keeps answering (it ended the process)", async () => {
    for (const disposition of ["form-data", "form-data; name", 'form-data; foo="bar"']) {
      const { payload, headers } = multipart({ ...FORM, ...IDS }, "B");
      const res = await app.inject({
        method: "POST",
        url: SEND_FORM_PATH,
        payload: `--B\r\nContent-Disposition: ${disposition}\r\n\r\nhi\r\n${payload}`,
        headers,
      });
      expectText(res, 400, "A field has no name");
    }
    expect(await lines()).toEqual([]);
    expectText(await sendForm({ ...FORM, ...IDS }), 200, "OK");
  });

  it("answers 413 to too many fields, or a field name past 100 characters", async () => {
    const fields = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, "x"]));
    expect((await sendForm({ ...IDS, ...fields })).statusCode).toBe(413);
    // Urlencoded too, where the parser itself would drop the fields past its limit unsaid.
    const hundred = Object.fromEntries(Array.from({ length: 100 - 8 }, (_, i) => [`f${i}`, "x"]));
    expect(Object.keys({ ...FORM, ...hundred })).toHaveLength(100);
    expect((await urlencoded({ ...FORM, ...hundred })).statusCode).toBe(303);
    expect((await urlencoded({ ...FORM, ...hundred, f100: "x" })).statusCode).toBe(413);
    expect((await urlencoded({ ...fields, ...FORM })).statusCode).toBe(413);
    // And JSON, whose unknown parameters are dropped, but not without limit.
    expect((await sendJson({ ...IDS, template_params: { ...FORM, ...hundred } })).statusCode).toBe(200);
    expectText(
      await sendJson({ ...IDS, template_params: { ...FORM, ...hundred, f100: "x" } }),
      413,
      "Too many fields",
    );
    expectText(await sendForm({ ...FORM, ...IDS, ["n".repeat(101)]: "x" }), 413, "A field is too large");
    expect((await sendForm({ ...FORM, ...IDS, ["n".repeat(100)]: "x" })).statusCode).toBe(200);
  });

  it("answers 400, never 500, to JSON nested 10,000 levels deep, wherever it is", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    for (const payload of [
      deep,
      `{"service_id":"s","template_id":"t","user_id":"u","template_params":{"message":${deep}}}`,
      `{"service_id":"s","template_id":"t","user_id":"u","template_params":${deep}}`,
      `{"service_id":${deep}}`,
    ]) {
      expect((await sendJson(payload)).statusCode, payload.slice(0, 60)).toBe(400);
    }
    expect(await lines()).toEqual([]);
  });

  it.each([
    [
      { ...FORM, title: "Free money" },
      'The title parameter must be "Contact Request" or "Newsletter Subscription"',
    ],
    [{ ...FORM, title: "" }, 'The title parameter must be "Contact Request" or "Newsletter Subscription"'],
    [{ ...FORM, firstName: " A " }, "The firstName parameter must be at least 2 characters"],
    [{ ...FORM, lastName: "李" }, "The lastName parameter must be at least 2 characters"],
    // Names and messages of characters nobody sees are empty: zero-width spaces and joiners, a
    // bidi mark, Hangul fillers, the blank Braille pattern, a soft hyphen, spaces between them.
    [{ ...FORM, firstName: "\u200b\u200b" }, "The firstName parameter must be at least 2 characters"],
    [
      { ...FORM, firstName: "\u200d\u200c\u2060\ufeff" },
      "The firstName parameter must be at least 2 characters",
    ],
    [{ ...FORM, lastName: "\u3164\u3164" }, "The lastName parameter must be at least 2 characters"],
    [{ ...FORM, lastName: "\u2800 \u00ad\u200f" }, "The lastName parameter must be at least 2 characters"],
    [{ ...FORM, firstName: "A\u200b\u200b" }, "The firstName parameter must be at least 2 characters"],
    [
      { ...FORM, message: `\u200b${" \u200b".repeat(12)}` },
      "The message parameter must be at least 10 characters",
    ],
    [{ ...FORM, email: "asha@example" }, "The email parameter is not a valid e-mail address"],
    [{ ...FORM, email: "asha\u0000@example.com" }, "The email parameter is not a valid e-mail address"],
    [{ ...FORM, message: "Too short" }, "The message parameter must be at least 10 characters"],
    [{ ...FORM, message: "x".repeat(5001) }, "The message parameter is longer than 5000 characters"],
    [{ ...FORM, company: "x".repeat(121) }, "The company parameter is longer than 120 characters"],
    [{ ...FORM, service: "Hacking" }, "The service parameter is not one of the form's services"],
    // The budget is one of the form's ranges (DECISIONS.md 27), by id: not their words, not
    // anything else a post could carry into the agency's e-mail.
    ...[
      "Under NPR 50,000",
      "UNDER-50K",
      " under-50k\r\nBcc: victim@example.org",
      "__proto__",
      "toString",
      "<script>alert(1)</script>",
      "x".repeat(21),
    ].map((budget): [Record<string, string>, string] => [
      { ...FORM, budget },
      budget.length > 20
        ? "The budget parameter is longer than 20 characters"
        : "The budget parameter is not one of the form's budget ranges",
    ]),
    [
      { ...FORM, portfolio: "javascript:alert(1)" },
      "The portfolio parameter must be an http or https address",
    ],
    [
      { ...FORM, portfolio: `https://a.np/${"x".repeat(490)}` },
      "The portfolio parameter is longer than 500 characters",
    ],
    [{ ...FORM, locale: "fr" }, "The locale parameter must be one of: en, ne"],
    [{ title: "Contact Request" }, "The firstName parameter is required"],
    [{ title: "Newsletter Subscription" }, "The email parameter is required"],
    [
      { title: "Newsletter Subscription", email: "not an address" },
      "The email parameter is not a valid e-mail address",
    ],
  ])("answers 400 with the reason to a field the form would refuse: %j", async (fields, reason) => {
    expectText(await sendForm({ ...IDS, ...fields }), 400, reason);
    expectText(await sendJson({ ...IDS, template_params: fields }), 400, reason);
    expect(await lines()).toEqual([]);
  });

  it("answers 400 to a field that is not text", async () => {
    expectText(
      await sendJson({ ...IDS, template_params: { ...FORM, message: { $gt: "" } } }),
      400,
      "The message parameter must be text",
    );
  });

  it.each([
    ["broken JSON", '{"user_id": "u",'],
    ["an empty body", ""],
    ["a prototype key", '{"__proto__": {"x": 1}, "user_id": "u"}'],
  ])("answers 400 to %s", async (_name, payload) => {
    expectText(await sendJson(payload), 400, "The request body is not valid JSON");
  });

  it("answers 400 when the JSON is not an object or template_params is missing or not an object", async () => {
    expectText(await sendJson([IDS]), 400, "The request body must be a JSON object");
    expectText(await sendJson(IDS), 400, "The template_params parameter is required");
    expectText(
      await sendJson({ ...IDS, template_params: "hi" }),
      400,
      "The template_params parameter must be an object",
    );
    expectText(
      await sendJson({ ...IDS, template_params: [1] }),
      400,
      "The template_params parameter must be an object",
    );
  });

  it("answers 413 to a body over 1 MB, by Content-Length or as sent", async () => {
    const big = "x".repeat(1024 * 1024);
    const form = await sendForm({ ...IDS, message: big });
    expectText(form, 413, "The request body is larger than 1 MB");
    const json = await sendJson({ ...IDS, template_params: { message: big } });
    expectText(json, 413, "The request body is larger than 1 MB");
    expect(await lines()).toEqual([]);
    // Just under the limit, the form's own rule answers.
    expectText(
      await sendForm({ ...FORM, ...IDS, message: "x".repeat(1000 * 1000) }),
      400,
      "The message parameter is longer than 5000 characters",
    );
  });

  it("answers 415 to another content type", async () => {
    const urlencoded = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: "user_id=u",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(urlencoded.statusCode).toBe(415);
    const jsonToForm = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: JSON.stringify({ ...IDS, template_params: {} }),
      headers: { "content-type": "application/json" },
    });
    expect(jsonToForm.statusCode).toBe(415);
    const { payload, headers } = multipart({ ...IDS });
    expect((await app.inject({ method: "POST", url: SEND_PATH, payload, headers })).statusCode).toBe(415);
    const text = await app.inject({
      method: "POST",
      url: SEND_PATH,
      payload: "hi",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "answers 405 with Allow: POST to %s",
    async (method) => {
      for (const url of [SEND_FORM_PATH, SEND_PATH]) {
        const res = await app.inject({ method, url });
        expect(res.statusCode).toBe(405);
        expect(res.headers.allow).toBe("POST");
        expect(res.headers["x-frame-options"]).toBe("DENY");
      }
    },
  );

  it("answers 429 once a client passes the limit in a window, and again after it", async () => {
    await app.close();
    app = await makeApp({ max: 3 });
    const other = { remoteAddress: "10.0.0.2" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sendForm({ ...FORM, ...IDS })).statusCode);
    // Refused requests count too.
    const refused = await sendJson({ template_params: {} });
    expectText(refused, 429, "Too Many Requests");
    const otherClient = await app.inject({
      method: "POST",
      url: SEND_PATH,
      payload: JSON.stringify({ ...IDS, template_params: FORM }),
      headers: { "content-type": "application/json" },
      ...other,
    });
    expect(statuses).toEqual([200, 200, 200]);
    expect(otherClient.statusCode).toBe(200);
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(429);
    wait(60_000);
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    expect(await lines()).toHaveLength(5);
  });

  it("tells how long to wait in Retry-After: the seconds until the client's window ends", async () => {
    await app.close();
    app = await makeApp({ max: 1 });
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    wait(15_500);
    const refused = await sendForm({ ...FORM, ...IDS });
    expectText(refused, 429, "Too Many Requests");
    expect(refused.headers["retry-after"]).toBe("45");
  });

  it("counts an IPv6 client by its /64, as one home or phone holds a whole /64, and sends no X-RateLimit headers", async () => {
    await app.close();
    app = await makeApp({ max: 1 });
    const from = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: SEND_PATH,
        payload: JSON.stringify({ ...IDS, template_params: FORM }),
        headers: { "content-type": "application/json" },
        remoteAddress,
      });
    const first = await from("2001:db8:1:2::10");
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
    const sameHome = await from("2001:db8:1:2:ffff::99");
    expect(sameHome.statusCode).toBe(429);
    expect(Object.keys(sameHome.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
    expect((await from("2001:db8:1:3::10")).statusCode).toBe(200);
  });

  describe("behind a proxy (TRUST_PROXY)", () => {
    const viaProxy = (forwardedFor: string, remoteAddress = "127.0.0.1") =>
      app.inject({
        method: "POST",
        url: SEND_PATH,
        payload: JSON.stringify({ ...IDS, template_params: FORM }),
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        remoteAddress,
      });

    it("with one trusted hop, counts each client by the address the proxy saw, not the leftmost", async () => {
      await app.close();
      app = await makeApp({ max: 1, trustProxy: 1 });
      expect((await viaProxy("203.0.113.7")).statusCode).toBe(200);
      expect((await viaProxy("203.0.113.8")).statusCode).toBe(200);
      expect((await viaProxy("203.0.113.7")).statusCode).toBe(429);
      // A client that writes its own X-Forwarded-For ahead of the proxy's entry is still itself.
      for (const forged of ["198.51.100.1, 203.0.113.7", "10.9.9.9, 1.2.3.4, 203.0.113.7"])
        expect((await viaProxy(forged)).statusCode, forged).toBe(429);
    });

    it("with two trusted hops, takes the address the second proxy saw", async () => {
      await app.close();
      app = await makeApp({ max: 1, trustProxy: 2 });
      expect((await viaProxy("203.0.113.7, 10.0.0.5")).statusCode).toBe(200);
      expect((await viaProxy("198.51.100.1, 203.0.113.7, 10.0.0.6")).statusCode).toBe(429);
      expect((await viaProxy("203.0.113.8, 10.0.0.5")).statusCode).toBe(200);
    });

    it("with trusted addresses, believes X-Forwarded-For only from those proxies", async () => {
      await app.close();
      app = await makeApp({ max: 1, trustProxy: ["10.0.0.0/8"] });
      expect((await viaProxy("203.0.113.7", "10.0.0.2")).statusCode).toBe(200);
      expect((await viaProxy("203.0.113.8", "10.0.0.2")).statusCode).toBe(200);
      // From an address not trusted, the header is not believed: the client is that address.
      expect((await viaProxy("203.0.113.9", "192.0.2.50")).statusCode).toBe(200);
      expect((await viaProxy("203.0.113.10", "192.0.2.50")).statusCode).toBe(429);
    });

    it("without a trusted proxy, ignores X-Forwarded-For", async () => {
      await app.close();
      app = await makeApp({ max: 1 });
      expect((await viaProxy("203.0.113.7")).statusCode).toBe(200);
      expect((await viaProxy("203.0.113.8")).statusCode).toBe(429);
    });
  });

  it("answers 403 to a post from another origin, and lets same-origin and allowed origins post", async () => {
    const foreign = await sendForm({ ...FORM, ...IDS }, { origin: "https://evil.example" });
    expectText(foreign, 403, "Cross-origin requests are not accepted by this outbox");
    const same = await sendForm({ ...FORM, ...IDS }, { origin: "http://localhost:80" });
    expect(same.statusCode).toBe(200);
    expect(same.headers["access-control-allow-origin"]).toBeUndefined();

    await app.close();
    app = await makeApp({ allowedOrigins: ["http://localhost:5173"] });
    const allowed = await sendForm({ ...FORM, ...IDS }, { origin: "http://localhost:5173" });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: SEND_PATH,
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("POST");
  });
});

describe("fault switch (OUTBOX_FAULTS, tests only)", () => {
  it("is ignored when off: fault_ ids are ordinary ids", async () => {
    const res = await sendForm({ ...FORM, ...IDS, service_id: "fault_500" });
    expectText(res, 200, "OK");
    expect(await lines()).toHaveLength(1);
  });

  it.each([
    [400, "The service ID is invalid"],
    [403, "API calls are disabled for non-browser applications"],
    [429, "Too Many Requests"],
    [451, "Unavailable For Legal Reasons"],
    [500, "Internal Server Error"],
    [503, "Service Unavailable"],
  ])("answers fault_%i with that status and stores nothing", async (status, text) => {
    await app.close();
    app = await makeApp({ faults: true });
    expectText(await sendForm({ ...FORM, ...IDS, service_id: `fault_${status}` }), status, text);
    expectText(await sendJson({ ...IDS, service_id: `fault_${status}` }), status, text);
    expect(await lines()).toEqual([]);
  });

  it("answers an unknown fault with 400", async () => {
    await app.close();
    app = await makeApp({ faults: true });
    expectText(await sendForm({ ...IDS, service_id: "fault_200" }), 400, "Unknown fault: 200");
  });

  describe("over a real connection", () => {
    let base: { host: string; port: number };
    beforeEach(async () => {
      await app.close();
      app = await makeApp({ faults: true });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address() as AddressInfo;
      base = { host: "127.0.0.1", port: address.port };
    });

    function post(serviceId: string, timeoutMs = 2000) {
      const { payload, headers } = multipart({ ...FORM, ...IDS, service_id: serviceId });
      return new Promise<string>((resolve) => {
        const req = httpRequest({ ...base, method: "POST", path: SEND_FORM_PATH, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve(`status ${res.statusCode}`));
        });
        req.setTimeout(timeoutMs, () => {
          resolve("timeout");
          req.destroy();
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
        req.end(payload);
      });
    }

    it("fault_drop drops the connection without an answer", async () => {
      expect(await post("fault_drop")).toBe("error ECONNRESET");
      expect(await lines()).toEqual([]);
    });

    it("fault_hang never answers (and the server still closes)", async () => {
      expect(await post("fault_hang", 300)).toBe("timeout");
      expect(await post("service_ok")).toBe("status 200");
    });
  });
});

describe("a form posted without JavaScript (POST /api/enquiry)", () => {
  function expectPage(res: Awaited<ReturnType<typeof urlencoded>>, status: number, path: string) {
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`Page ${path}<`);
    expect(res.headers["content-security-policy"]).toContain("script-src");
    expect(res.headers["cache-control"]).toBe("no-cache");
  }

  it("sends the visitor on to the confirmation page with 303, urlencoded or multipart", async () => {
    const contact = await urlencoded(FORM);
    expect(contact.statusCode).toBe(303);
    expect(contact.headers.location).toBe("/contact/sent");
    const { payload, headers } = multipart(NEWSLETTER);
    const newsletter = await app.inject({ method: "POST", url: ENQUIRY_PATH, payload, headers });
    expect(newsletter.statusCode).toBe(303);
    expect(newsletter.headers.location).toBe("/newsletter/subscribed");
    const records = await lines();
    expect(records.map((record) => [record.endpoint, record.kind])).toEqual([
      ["enquiry", "contact"],
      ["enquiry", "newsletter"],
    ]);
    expect(records[0].fields).toEqual(FORM);
  });

  it("keeps no portfolio an enquiry left empty: the page posts its hidden field with every one", async () => {
    // Without JavaScript the portfolio field is in every contact form, shown only for 'Apply Now'.
    await urlencoded({ ...FORM, portfolio: "" });
    await urlencoded({ ...FORM, portfolio: " https://example.com/cv " });
    expect((await lines()).map((record) => record.fields)).toEqual([
      FORM,
      { ...FORM, portfolio: "https://example.com/cv" },
    ]);
  });

  it("lands a visitor of the Nepali site on its page under /ne, or the English one where there is none", async () => {
    expect((await urlencoded({ ...FORM, locale: "ne" })).headers.location).toBe("/ne/contact/sent");
    expect((await urlencoded({ ...NEWSLETTER, locale: "ne" })).headers.location).toBe(
      "/newsletter/subscribed",
    );
    expect((await lines()).map((record) => record.locale)).toEqual(["ne", "ne"]);
  });

  it("answers a field the checks refuse with the page of the form's rules, in the visitor's language", async () => {
    expectPage(await urlencoded({ ...FORM, email: "nope" }), 400, "/check-your-message");
    // Ten keys typed, the browser's minlength met, but six letters as a reader counts them.
    const short = await urlencoded({ ...FORM, message: "नमस्ते दाइ", locale: "ne" });
    expectPage(short, 400, "/ne/check-your-message");
    expectPage(await urlencoded({ ...FORM, firstName: "   ", locale: "ne" }), 400, "/ne/check-your-message");
    expect(await lines()).toEqual([]);
  });

  it("answers any other refused post with the failure page and its status, in the visitor's language", async () => {
    expectPage(await urlencoded({ ...FORM, title: "Other" }), 400, "/send-failed");
    expectPage(await urlencoded({ ...FORM, title: "Other", locale: "ne" }), 400, "/ne/send-failed");
    const text = await app.inject({
      method: "POST",
      url: ENQUIRY_PATH,
      payload: "hello",
      headers: { "content-type": "text/plain" },
    });
    expectPage(text, 415, "/send-failed");
    expectPage(await urlencoded({ ...FORM, message: "x".repeat(1024 * 1024) }), 413, "/send-failed");
    expectPage(await urlencoded(FORM, { origin: "https://evil.example" }), 403, "/send-failed");
    expect(await lines()).toEqual([]);
    // No Origin header at all (some browsers, privacy settings): accepted, as today.
    expect((await urlencoded(FORM)).statusCode).toBe(303);
  });

  it("answers 429 with the failure page and Retry-After", async () => {
    await app.close();
    app = await makeApp({ max: 1 });
    expect((await urlencoded(FORM)).statusCode).toBe(303);
    const refused = await urlencoded(FORM);
    expectPage(refused, 429, "/send-failed");
    expect(refused.headers["retry-after"]).toBe("60");
  });

  it("answers a post refused before its body is read in the language of the page it came from", async () => {
    await app.close();
    app = await makeApp({ max: 2 });
    const fromNepali = { referer: "http://localhost/ne/contact?role=x" };
    const large = { ...FORM, locale: "ne", message: "x".repeat(1024 * 1024) };
    expectPage(await urlencoded(large, fromNepali), 413, "/ne/send-failed");
    const foreign = { ...fromNepali, origin: "https://evil.example" };
    expectPage(await urlencoded({ ...FORM, locale: "ne" }, foreign), 403, "/ne/send-failed");
    expect((await urlencoded(FORM, fromNepali)).statusCode).toBe(303);
    expectPage(await urlencoded(FORM, fromNepali), 429, "/ne/send-failed");
    // An English page, or one whose path only begins with the letters: English.
    for (const referer of ["http://localhost/contact", "http://localhost/news", "not a url"])
      expectPage(await urlencoded(FORM, { referer }), 429, "/send-failed");
  });

  it("answers in plain text with the reason when the build has no such pages", async () => {
    const bare = await makeSite();
    const bareApp = await buildServer({ root: bare.clientDir, outbox: { dir: outboxDir } });
    try {
      const post = (fields: Record<string, string>) =>
        bareApp.inject({
          method: "POST",
          url: ENQUIRY_PATH,
          payload: new URLSearchParams(fields).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
      expectText(
        await post({ ...FORM, message: "short" }),
        400,
        "The message parameter must be at least 10 characters",
      );
      expectText(await post(FORM), 200, "Thank you: your message was received.");
    } finally {
      await bareApp.close();
      await bare.remove();
    }
  });

  it("answers other methods with 405", async () => {
    const res = await app.inject({ method: "GET", url: ENQUIRY_PATH });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });
});

describe("spam", () => {
  it("gives a bot that filled the honeypot the normal answer, and keeps its post apart, never forwarded", async () => {
    expectText(await sendForm({ ...FORM, ...IDS, website: "http://spam.example" }), 200, "OK");
    const res = await app.inject({
      method: "POST",
      url: ENQUIRY_PATH,
      payload: new URLSearchParams({ ...FORM, website: "x" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/contact/sent");
    expect(await lines()).toEqual([]);
    const spam = await fileLines(OUTBOX_FILES.spam);
    expect(spam.map((record) => [record.spam, record.endpoint, record.forward])).toEqual([
      ["honeypot", "send-form", false],
      ["honeypot", "enquiry", false],
    ]);
  });

  it("takes a send faster than a person fills the form for a bot; the newsletter box allows a third of it", async () => {
    await app.close();
    app = await makeApp({ minFillMs: 3000 });
    for (const elapsedMs of ["2999", "-5", "soon", "1e9"])
      expectText(await sendForm({ ...FORM, ...IDS, elapsedMs }), 200, "OK");
    expectText(await sendForm({ ...NEWSLETTER, ...IDS, elapsedMs: "999" }), 200, "OK");
    expect((await fileLines(OUTBOX_FILES.spam)).map((record) => record.spam)).toEqual(
      Array(5).fill("too-fast"),
    );
    expect(await lines()).toEqual([]);

    await sendForm({ ...FORM, ...IDS, elapsedMs: "3000" });
    await sendForm({ ...NEWSLETTER, ...IDS, elapsedMs: "1000" });
    await sendJson({ ...IDS, template_params: { ...FORM, elapsedMs: 45_000 } });
    // Without JavaScript there is no timing to check.
    await sendForm({ ...FORM, ...IDS });
    expect(await lines()).toHaveLength(4);
  });
});

describe("caps: one client cannot fill the disk", () => {
  it("answers 429 with Retry-After past the daily limit of one client, and takes others", async () => {
    await app.close();
    app = await makeApp({ dailyLimit: 2 });
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    expect((await sendForm({ ...FORM, ...IDS, website: "bot" })).statusCode).toBe(200);
    wait(3_600_000);
    const refused = await sendForm({ ...FORM, ...IDS });
    expectText(refused, 429, "Too many enquiries from this address today");
    expect(refused.headers["retry-after"]).toBe(String(23 * 3600));
    const other = await app.inject({
      method: "POST",
      url: SEND_PATH,
      payload: JSON.stringify({ ...IDS, template_params: FORM }),
      headers: { "content-type": "application/json" },
      remoteAddress: "10.0.0.9",
    });
    expect(other.statusCode).toBe(200);
    wait(23 * 3_600_000);
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
  });

  it("answers 507 once the outbox folder is at its cap (OUTBOX_MAX_BYTES), counting the files there", async () => {
    await app.close();
    await mkdir(outboxDir, { recursive: true });
    await writeFile(join(outboxDir, OUTBOX_FILES.spam), `${"x".repeat(1500)}\n`);
    app = await makeApp({ maxBytes: 2300 });
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    expectText(
      await sendForm({ ...FORM, ...IDS }),
      507,
      "The outbox is full: the enquiry could not be stored",
    );
    expect(await lines()).toHaveLength(1);
  });

  it("answers 507 on a full disk, with the file left whole and later enquiries stored on lines of their own", async () => {
    await app.close();
    await mkdir(outboxDir, { recursive: true });
    const unmount = mountSmallDisk(outboxDir);
    // Where a tmpfs cannot be mounted, the same short write, simulated.
    const simulated = fillingDisk(40 * 1024);
    const write = unmount ? undefined : simulated.write;
    try {
      app = await makeApp({ write });
      const statuses: number[] = [];
      for (let i = 0; i < 40 && !statuses.includes(507); i++)
        statuses.push((await sendForm({ ...FORM, ...IDS, message: `${i} ${"x".repeat(4000)}` })).statusCode);
      expect(statuses.at(-1)).toBe(507);
      const accepted = statuses.filter((status) => status === 200).length;
      expect(accepted).toBeGreaterThan(3);
      const text = await readFile(join(outboxDir, OUTBOX_FILES.enquiries), "utf8");
      expect(text.endsWith("\n")).toBe(true);
      expect(await lines()).toHaveLength(accepted);
      // Space freed (the operator moved spam away): the next enquiry is stored whole.
      simulated.free(40 * 1024);
      await rm(join(outboxDir, OUTBOX_FILES.enquiries));
      expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
      expect(await lines()).toHaveLength(1);
    } finally {
      await app.close();
      unmount?.();
      app = await makeApp();
    }
  });
});
