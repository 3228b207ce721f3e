// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postbuild } from "../scripts/postbuild.mjs";
import { buildServer } from "./app.mjs";
import { SECURITY_HEADERS } from "./build-meta.mjs";
import { OUTBOX_FILE, SEND_FORM_PATH, SEND_PATH } from "./outbox.mjs";

const IDS = { service_id: "service_local", template_id: "template_local", user_id: "public_local" };
const FORM = {
  firstName: "Asha",
  lastName: "Rai",
  email: "asha@example.com",
  phone: "+977 9800000000",
  company: "Himal Tea",
  service: "Website Design",
  message: "We need a new website.\nSecond line.",
  title: "New enquiry",
};

let root: string;
let clientDir: string;
let outboxDir: string;
let app: FastifyInstance;
let clock = 0;

async function makeApp(
  options: { faults?: boolean; max?: number; allowedOrigins?: string[]; trustProxy?: boolean } = {},
) {
  return buildServer({
    root: clientDir,
    trustProxy: options.trustProxy,
    outbox: {
      dir: outboxDir,
      rateLimit: { max: options.max ?? 1000, windowMs: 60_000 },
      now: () => clock,
      faults: options.faults ?? false,
      allowedOrigins: options.allowedOrigins,
    },
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "outbox-test-"));
  clientDir = join(root, "client");
  await mkdir(join(root, "public"), { recursive: true });
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    join(clientDir, "index.html"),
    "<!DOCTYPE html><html><head></head><body>Home</body></html>",
  );
  await postbuild({ clientDir, publicDir: join(root, "public") });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  clock = Date.parse("2025-01-02T03:04:05.000Z");
  outboxDir = join(root, `outbox-${Math.random().toString(36).slice(2)}`, "nested");
  app = await makeApp();
});

afterEach(async () => {
  await app.close();
});

/** A multipart body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, boundary = "----formdata-test-7MA4YWxkTrZu0gW") {
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

const sendForm = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const { payload, headers: type } = multipart(fields);
  return app.inject({ method: "POST", url: SEND_FORM_PATH, payload, headers: { ...type, ...headers } });
};

const sendJson = (body: unknown) =>
  app.inject({
    method: "POST",
    url: SEND_PATH,
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

async function lines(): Promise<Record<string, unknown>[]> {
  try {
    const text = await readFile(join(outboxDir, OUTBOX_FILE), "utf8");
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

function expectText(res: Awaited<ReturnType<typeof sendJson>>, status: number, body: string) {
  expect(res.statusCode).toBe(status);
  expect(res.body).toBe(body);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
}

describe("accepted enquiries", () => {
  it("answers 200 OK to sendForm's multipart post and appends the enquiry as one JSON line", async () => {
    const res = await sendForm({ ...FORM, lib_version: "4.4.1", ...IDS, "g-recaptcha-response": "" });
    expectText(res, 200, "OK");
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await lines()).toEqual([
      {
        receivedAt: "2025-01-02T03:04:05.000Z",
        endpoint: "send-form",
        ...IDS,
        lib_version: "4.4.1",
        fields: FORM,
      },
    ]);
  });

  it("answers 200 OK to send's JSON post and appends its template_params", async () => {
    const res = await sendJson({ lib_version: "4.4.1", ...IDS, template_params: FORM });
    expectText(res, 200, "OK");
    expect(await lines()).toEqual([
      {
        receivedAt: "2025-01-02T03:04:05.000Z",
        endpoint: "send",
        ...IDS,
        lib_version: "4.4.1",
        fields: FORM,
      },
    ]);
  });

  it("appends, in order, and keeps Devanagari and other text as sent", async () => {
    await sendForm({ ...IDS, firstName: "सीता", message: "नमस्ते 👋" });
    await sendJson({ ...IDS, template_params: { firstName: "Ram" } });
    const stored = await lines();
    expect(stored.map((line) => line.fields)).toEqual([
      { firstName: "सीता", message: "नमस्ते 👋" },
      { firstName: "Ram" },
    ]);
    expect(stored[0].lib_version).toBeNull();
  });

  it("has the line on disk when the 200 arrives, for posts sent at the same time", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendForm({ ...IDS, message: `m${i}` }).then(async (res) => {
          const onDisk = (await lines()).some(
            (line) => (line.fields as { message: string }).message === `m${i}`,
          );
          return { status: res.statusCode, onDisk };
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.onDisk)).toBe(true);
    expect(await lines()).toHaveLength(10);
  });

  it("answers 500 and stores nothing when the outbox cannot be written", async () => {
    await app.close();
    const blocker = join(root, `blocker-${Math.random()}`);
    await writeFile(blocker, "a file where the folder should be");
    outboxDir = join(blocker, "outbox");
    app = await makeApp();
    const res = await sendForm({ ...FORM, ...IDS });
    expectText(res, 500, "The enquiry could not be stored");
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

  it("answers 413 to too many fields", async () => {
    const fields = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, "x"]));
    expect((await sendForm({ ...IDS, ...fields })).statusCode).toBe(413);
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
    // Just under the limit is fine.
    expect((await sendForm({ ...IDS, message: "x".repeat(1000 * 1000) })).statusCode).toBe(200);
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
    clock += 60_000;
    expect((await sendForm({ ...FORM, ...IDS })).statusCode).toBe(200);
    expect(await lines()).toHaveLength(5);
  });

  it("behind a trusted proxy, counts each forwarded client on its own", async () => {
    await app.close();
    app = await makeApp({ max: 1, trustProxy: true });
    const viaProxy = (client: string) =>
      app.inject({
        method: "POST",
        url: SEND_PATH,
        payload: JSON.stringify({ ...IDS, template_params: FORM }),
        headers: { "content-type": "application/json", "x-forwarded-for": client },
      });
    expect((await viaProxy("203.0.113.7")).statusCode).toBe(200);
    expect((await viaProxy("203.0.113.8")).statusCode).toBe(200);
    expect((await viaProxy("203.0.113.7")).statusCode).toBe(429);
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
