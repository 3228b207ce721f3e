// @vitest-environment node
import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { http2Front } from "./bench-http2.mjs";

/** A server of HTTP/1.1 that answers what it was asked, with a header of its own. */
async function upstream(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      response.setHeader("Content-Security-Policy", "default-src 'self'");
      response.setHeader("Connection", "keep-alive");
      response.writeHead(request.url === "/missing" ? 404 : 200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, body }),
      );
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** One request over HTTP/2, accepting the front's certificate as the bench's browser does. */
function fetchOverHttp2(origin: string, path: string, method = "GET", body = "") {
  return new Promise<{ headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path, ":method": method }, { endStream: !body });
    let headers: Record<string, unknown> = {};
    let text = "";
    stream.on("response", (received) => (headers = received));
    stream.on("data", (chunk) => (text += chunk));
    stream.on("end", () => {
      session.close();
      resolve({ headers, text });
    });
    if (body) stream.end(body);
  });
}

describe("http2Front", () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it("passes requests to the server over HTTPS and HTTP/2, and its answers back unchanged", async () => {
    const { origin, server } = await upstream();
    closing.push(() => new Promise((closed) => server.close(() => closed())));
    const front = await http2Front(origin);
    closing.push(front.close);
    expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/);

    const page = await fetchOverHttp2(front.origin, "/about?x=1");
    expect(page.headers[":status"]).toBe(200);
    expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
    // HTTP/2 has no per-connection headers; the front drops them rather than break the stream.
    expect(page.headers).not.toHaveProperty("connection");
    expect(JSON.parse(page.text)).toEqual({
      method: "GET",
      url: "/about?x=1",
      host: front.origin.slice("https://".length),
      body: "",
    });

    const posted = await fetchOverHttp2(front.origin, "/missing", "POST", '{"a":1}');
    expect(posted.headers[":status"]).toBe(404);
    expect(JSON.parse(posted.text)).toMatchObject({ method: "POST", body: '{"a":1}' });
  });
});
