// @ts-check
/**
 * `npm run bench -- --http2`: the pages as the deployment serves them, over HTTPS and HTTP/2 from
 * the reverse proxy in front of `npm start` (docs/OPERATIONS.md: Caddy, or nginx), rather than in
 * the HTTP/1.1 the site's own server speaks. It matters to Lighthouse's model: over HTTP/1.1 each
 * request a page makes in parallel (its stylesheet, fonts, first pictures) opens a connection of
 * its own, one round trip each; over HTTP/2 they share the page's.
 *
 * The front is node:http2 with a certificate made for the run (the openssl command), passing each
 * request to the server and its answer back as a proxy does: the same status, headers and body,
 * without HTTP/1.1's per-connection headers, which HTTP/2 forbids.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers of one HTTP/1.1 connection, not of the message (RFC 9113 section 8.2.2). */
const CONNECTION_HEADERS = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/** A key and a self-signed certificate for localhost, valid for a day. */
async function localhostCertificate() {
  const dir = await mkdtemp(join(tmpdir(), "bench-http2-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        .concat(["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"])
        .concat(["-addext", "subjectAltName=DNS:localhost"]),
      { stdio: "ignore" },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on localhost over HTTPS and HTTP/2 and passes every request to `upstream`.
 * @param {string} upstream the server's origin, e.g. http://127.0.0.1:3000
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>} where the front answers
 *   (https://localhost:PORT; browsers must be told to accept its certificate)
 */
export async function http2Front(upstream) {
  const { hostname, port } = new URL(upstream);
  const server = createSecureServer(await localhostCertificate(), (incoming, outgoing) => {
    /** @type {Record<string, string | string[] | undefined>} */
    const headers = { host: incoming.headers[":authority"] };
    for (const [name, value] of Object.entries(incoming.headers))
      if (!name.startsWith(":")) headers[name] = value;
    const forward = request(
      { hostname, port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of CONNECTION_HEADERS) delete answerHeaders[name];
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    // The server gone: a gateway's answer, or a cut stream once the answer has begun.
    forward.on("error", () =>
      outgoing.headersSent ? outgoing.stream.destroy() : outgoing.writeHead(502).end(),
    );
    incoming.pipe(forward);
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `https://localhost:${address.port}`,
    close: () => new Promise((closed) => server.close(() => closed(undefined))),
  };
}
