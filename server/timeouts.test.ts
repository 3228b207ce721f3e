// @vitest-environment node
// Slow clients: a flood of connections that dribble their body or headers a byte at a time must
// not stop the site from serving pages, and each is cut off once its time is up.
import { type AddressInfo, type Socket, connect } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app.mjs";
import { SEND_FORM_PATH } from "./endpoints/send-form.mjs";
import { makeSite } from "../test/server/support";

const TIMEOUTS = { requestMs: 1500, headersMs: 1000, keepAliveMs: 400, idleMs: 5000 };

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = await makeSite();
  app = await buildServer({
    root: site.clientDir,
    timeouts: TIMEOUTS,
    outbox: { dir: join(site.root, "outbox"), rateLimit: { max: 100_000, windowMs: 60_000 } },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

/** A raw connection that says when the server closed it, with what it answered. */
function open() {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  socket.on("error", () => {});
  const closed = new Promise<{ at: number; answer: string }>((resolve) =>
    socket.on("close", () => resolve({ at: Date.now(), answer })),
  );
  return { socket, closed };
}

/** Writes one byte every `everyMs` until the socket closes. */
function dribble(socket: Socket, text: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++]);
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
}

async function timedGet(path: string) {
  const start = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.text();
  return { status: res.status, ms: Date.now() - start };
}

describe("slow clients", () => {
  it("keeps serving pages during a flood of 200 slow bodies and 50 slow header sets, and cuts each off", async () => {
    const started = Date.now();
    const bodies = Array.from({ length: 200 }, () => {
      const connection = open();
      connection.socket.write(
        `POST ${SEND_FORM_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: 100000\r\n\r\n`,
      );
      dribble(connection.socket, "-".repeat(100_000), 100);
      return connection;
    });
    const headers = Array.from({ length: 50 }, () => {
      const connection = open();
      dribble(
        connection.socket,
        `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(1000)}\r\n\r\n`,
        100,
      );
      return connection;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (let i = 0; i < 5; i++) {
      const { status, ms } = await timedGet("/");
      expect(status).toBe(200);
      expect(ms).toBeLessThan(500);
    }

    const ends = await Promise.all([...bodies, ...headers].map((connection) => connection.closed));
    // Cut off by the deadline, checked once a second: well before the bodies could have arrived.
    for (const { at } of ends) expect(at - started).toBeLessThan(TIMEOUTS.requestMs + 2500);
    expect(ends.filter(({ answer }) => answer.startsWith("HTTP/1.1 408")).length).toBeGreaterThan(200);
    expect((await timedGet("/")).status).toBe(200);
  });

  it("closes a keep-alive connection left idle", async () => {
    const { socket, closed } = open();
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const opened = Date.now();
    const { at, answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(at - opened).toBeLessThan(TIMEOUTS.keepAliveMs + 1500);
  });
});
