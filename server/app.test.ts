// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postbuild } from "../builder/postbuild.mjs";
import { buildServer } from "./app.mjs";
import { SECURITY_HEADERS } from "./build-meta.mjs";

const ORIGIN = "https://sathi.example";
const SECRET = "TOP-SECRET-OUTSIDE-THE-BUILD";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// Inline scripts shaped like React Router's, so the test knows which hashes each CSP needs.
const HOME_SCRIPTS = [
  'window.__reactRouterContext = {"ssr":false};',
  'window.__reactRouterRouteModules = {};\nimport("/assets/entry.client-AbC123xy.js");',
];
const NOT_FOUND_SCRIPT = 'console.error("missing path")';
const JSON_LD = '{"@type":"Organization"}';

function page(
  title: string,
  { canonical, scripts = [], extraHead = "" }: { canonical?: string; scripts?: string[]; extraHead?: string },
) {
  const hydrates = scripts === HOME_SCRIPTS;
  return [
    `<!DOCTYPE html><html lang="en"${hydrates ? ' data-hydrate="pending"' : ""}><head><title>${title}</title>`,
    canonical ? `<link rel="canonical" href="${canonical}"/>` : "",
    extraHead,
    hydrates ? '<link rel="modulepreload" href="/assets/entry.client-AbC123xy.js"/>' : "",
    '<link rel="stylesheet" href="/assets/root-XyZ98765.css"/>',
    `</head><body><main><h1>${title}</h1>`,
    // Padding makes every page big enough to be worth compressing.
    `<p>${"Sathi Digital builds websites, brands and campaigns. ".repeat(40)}</p></main>`,
    `<script type="application/ld+json">${JSON_LD}</script>`,
    scripts
      .map((s, i) => (i === 1 ? `<script type="module" async="">${s}</script>` : `<script>${s}</script>`))
      .join(""),
    "</body></html>",
  ].join("");
}

const FIXTURE: Record<string, string | Buffer> = {
  "client/index.html": page("Home page", { canonical: `${ORIGIN}/`, scripts: HOME_SCRIPTS }),
  "client/services/website-design/index.html": page("Website design", {
    canonical: `${ORIGIN}/services/website-design`,
    scripts: HOME_SCRIPTS,
  }),
  "client/services/branding/index.html": page("Branding lower", {
    canonical: `${ORIGIN}/services/branding`,
    scripts: HOME_SCRIPTS,
  }),
  "client/services/Branding/index.html": page("Branding upper", {
    canonical: `${ORIGIN}/services/branding`,
    scripts: HOME_SCRIPTS,
  }),
  "client/404/index.html": page("404 Oops! Page not found", {
    scripts: [NOT_FOUND_SCRIPT],
    extraHead: '<meta name="robots" content="noindex"/>',
  }),
  "client/__spa-fallback.html": page("SPA fallback", { scripts: HOME_SCRIPTS }),
  // What React Router pre-renders beside a feed (a resource route) for its client runtime's
  // data requests: the feed again, as turbo-stream.
  "client/insights/rss.xml": '<?xml version="1.0"?><rss version="2.0"><channel/></rss>\n',
  "client/insights/rss.xml.data": '[{"_1":2},"/insights/rss.xml",{"_3":4},"data","<?xml"]\n',
  "client/assets/entry.client-AbC123xy.js": `import "./shared-Qq1Ww2Ee.js";\nexport const app = ${JSON.stringify("hydrate ".repeat(400))};\n`,
  "client/assets/shared-Qq1Ww2Ee.js": "export const shared = 1;\n",
  // A route's client chunk that no page names, nor any chunk a page loads.
  "client/assets/about-Zz9Yy8Xx.js": `export default ${JSON.stringify("about ".repeat(400))};\n`,
  "client/assets/root-XyZ98765.css": `body { margin: 0 }\n${".x { color: red }\n".repeat(200)}`,
  "client/assets/logos/logo1.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  "client/favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  "client/media/hero.webm": Buffer.alloc(4096, 7),
  "client/.env": SECRET,
  "public/assets/logos/logo1.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  "public/favicon.svg": "<svg/>",
  "secret.txt": SECRET,
  "package.json": SECRET,
};

/** The stand-in site's registry, for its sitemap (builder/sitemap.mjs). */
const SITEMAP = {
  origin: ORIGIN,
  registries: {
    en: [
      { path: "/" },
      { path: "/services/website-design" },
      { path: "/services/branding" },
      { path: "/404", noindex: true },
    ],
  },
};

let dir: string;
let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "server-test-"));
  clientDir = join(dir, "client");
  for (const [file, content] of Object.entries(FIXTURE)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  await postbuild({ clientDir, publicDir: join(dir, "public"), sitemap: SITEMAP });
  app = await buildServer({ root: clientDir });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

function scriptSrc(csp: unknown) {
  return String(csp)
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "));
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

describe("pages", () => {
  it("serves / with its CSP: the hash of each inline script, no 'unsafe-inline'", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<h1>Home page</h1>");
    expect(scriptSrc(res.headers["content-security-policy"])).toBe(
      `script-src 'self' ${HOME_SCRIPTS.map(sha).join(" ")}`,
    );
    expect(res.headers["content-security-policy"]).not.toContain(sha(JSON_LD));
    expect(res.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(res.headers);
  });

  it("serves nested pages at clean, case-sensitive URLs", async () => {
    expect((await get("/services/website-design")).body).toContain("<h1>Website design</h1>");
    expect((await get("/services/branding")).body).toContain("<h1>Branding lower</h1>");
    expect((await get("/services/Branding")).body).toContain("<h1>Branding upper</h1>");
    expect((await get("/services/BRANDING")).statusCode).toBe(404);
    expect((await get("/?utm_source=x")).statusCode).toBe(200);
  });

  it("redirects a trailing slash to the page's one URL, keeping the query", async () => {
    const res = await get("/services/website-design/?ref=mail");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/services/website-design?ref=mail");
    expectSecurityHeaders(res.headers);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
    expect(scriptSrc(res.headers["content-security-policy"])).toContain(sha(HOME_SCRIPTS[0]));
  });

  it("adds upgrade-insecure-requests only when the visitor is on HTTPS", async () => {
    expect((await get("/")).headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    const proxied = await get("/", { "x-forwarded-proto": "https" });
    expect(proxied.headers["content-security-policy"]).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("not found", () => {
  it.each([
    "/definitely-missing",
    "/404",
    "/assets/nope.js",
    "/services/website-design/nope",
    // Malformed percent-encoding, and an encoded slash, which is part of its segment's name.
    "/%",
    "/%E0%A4",
    "/services%2Fwebsite-design",
    "/services%2fwebsite-design?x=1",
  ])("%s gets the not-found page with 404", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("Oops! Page not found");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(scriptSrc(res.headers["content-security-policy"])).toBe(
      `script-src 'self' ${sha(NOT_FOUND_SCRIPT)}`,
    );
    expectSecurityHeaders(res.headers);
  });

  it.each([
    "/_build-meta.json",
    "/_headers",
    "/index.html",
    "/__spa-fallback.html",
    "/insights/rss.xml.data",
    "/index.html.br",
    "/.env",
  ])("does not serve build internals: %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });

  it("stays a whole 404 page whatever conditional or range headers ask", async () => {
    const res = await get("/missing", {
      "if-none-match": "*",
      "if-modified-since": new Date().toUTCString(),
      range: "bytes=0-9",
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Oops! Page not found");
  });

  it("answers 405 to other methods on existing paths and 404 elsewhere", async () => {
    const post = await app.inject({
      method: "POST",
      url: "/",
      payload: "x=1",
      headers: { "content-type": "text/plain" },
    });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(post.headers);
    expect((await app.inject({ method: "PUT", url: "/assets/entry.client-AbC123xy.js" })).statusCode).toBe(
      405,
    );
    expect((await app.inject({ method: "DELETE", url: "/services/website-design" })).statusCode).toBe(405);
    expect((await app.inject({ method: "POST", url: "/nope" })).statusCode).toBe(404);
  });
});

describe("hostile input", () => {
  const hostile = [
    "/../../etc/passwd",
    "/assets/../../package.json",
    "/../secret.txt",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2e%2e/secret.txt",
    "/..%2f..%2fetc/passwd",
    "/..%2fsecret.txt",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/..\\secret.txt",
    "/%5c..%5csecret.txt",
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/%00",
    "/index.html%00.png",
    "/assets/%00/../../secret.txt",
    `/${"a".repeat(20 * 1024)}`,
    `/assets/${"%2e%2e/".repeat(2000)}secret.txt`,
  ];

  it.each(
    hostile.map((url) => [url.length > 60 ? `${url.slice(0, 40)}... (${url.length} chars)` : url, url]),
  )("%s gets a 4xx with security headers and nothing from outside the build", async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET);
    expectSecurityHeaders(res.headers);
  });

  it("still serves / after all of them", async () => {
    for (const url of hostile) await get(url);
    expect((await get("/")).statusCode).toBe(200);
  });

  it("answers a URL over Node's 16 kB header limit with 431 and security headers, then carries on", async () => {
    const server = await buildServer({ root: clientDir });
    await server.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = server.server.address() as AddressInfo;
      const long = await rawGet(port, `/${"a".repeat(20 * 1024)}`);
      expect(long.status).toBe(431);
      expect(long.headers["x-content-type-options"]).toBe("nosniff");
      expect(long.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      // Unnormalised paths, as a raw client sends them.
      for (const path of ["/../../etc/passwd", "/assets/../../package.json", "/%2e%2e/%2e%2e/etc/passwd"]) {
        const res = await rawGet(port, path);
        expect(res.status, path).toBe(404);
        expect(res.body).not.toContain(SECRET);
      }
      expect((await rawGet(port, "/")).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

function rawGet(port: number, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("compression", () => {
  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)("serves the pre-compressed %s sibling when asked", async (encoding, decompress) => {
    for (const url of ["/", "/assets/entry.client-AbC123xy.js", "/missing"]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });
      expect(res.headers["content-encoding"], url).toBe(encoding);
      expect(res.headers.vary).toBe("accept-encoding");
      const file = url === "/" ? "index.html" : url === "/missing" ? "404/index.html" : url.slice(1);
      expect(decompress(res.rawPayload).toString()).toBe(await readFile(join(clientDir, file), "utf8"));
    }
  });

  it("prefers brotli and sends plain bytes to clients that accept neither", async () => {
    expect((await get("/", { "accept-encoding": "gzip, deflate, br" })).headers["content-encoding"]).toBe(
      "br",
    );
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>Home page</h1>");
  });

  it("writes .br and .gz siblings for text files only, and only once", async () => {
    expect(existsSync(join(clientDir, "assets/root-XyZ98765.css.br"))).toBe(true);
    expect(existsSync(join(clientDir, "sitemap.xml.gz"))).toBe(true);
    expect(existsSync(join(clientDir, "media/hero.webm.br"))).toBe(false);
    await postbuild({ clientDir, publicDir: join(dir, "public"), sitemap: SITEMAP });
    expect(existsSync(join(clientDir, "index.html.br.br"))).toBe(false);
    expect(existsSync(join(clientDir, "_build-meta.json.br"))).toBe(false);
  });
});

describe("caching", () => {
  it.each([
    ["/assets/entry.client-AbC123xy.js", "public, max-age=31536000, immutable"],
    ["/assets/root-XyZ98765.css", "public, max-age=31536000, immutable"],
    // Copied from public/ under its own name: it may change without changing its URL.
    ["/assets/logos/logo1.png", "public, max-age=3600"],
    ["/favicon.svg", "public, max-age=3600"],
    ["/media/hero.webm", "public, max-age=3600"],
    ["/sitemap.xml", "public, max-age=3600"],
    ["/", "no-cache"],
    ["/services/website-design", "no-cache"],
  ])("%s: Cache-Control %s", async (url, cacheControl) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(cacheControl);
    expectSecurityHeaders(res.headers);
  });

  it("gives files that are not pages a CSP that allows nothing", async () => {
    expect((await get("/favicon.svg")).headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("serves byte ranges of media", async () => {
    const res = await get("/media/hero.webm", { range: "bytes=0-99" });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
  });
});

describe("sitemap, robots and _headers", () => {
  it("lists each page of the registry once, without the not-found page", async () => {
    const res = await get("/sitemap.xml");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/services/branding`, `${ORIGIN}/services/website-design`]);
  });

  it("points robots.txt at the sitemap on the canonical origin", async () => {
    expect((await get("/robots.txt")).body).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });

  it("writes the headers the server sends for a page into _headers", async () => {
    const rules = new Map(
      (await readFile(join(clientDir, "_headers"), "utf8"))
        .split("\n\n")
        .filter((rule) => !rule.startsWith("#"))
        .map((rule) => {
          const [path, ...lines] = rule.trim().split("\n");
          return [
            path,
            Object.fromEntries(
              lines.map((line) =>
                line
                  .trim()
                  .split(/: (.*)/s)
                  .slice(0, 2),
              ),
            ),
          ];
        }),
    );
    const res = await get("/services/website-design", { "x-forwarded-proto": "https" });
    for (const [name, value] of Object.entries({
      ...rules.get("/*"),
      ...rules.get("/services/website-design"),
    })) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(rules.get("/services/website-design/")).toEqual(rules.get("/services/website-design"));
  });
});

describe("what no page can load", () => {
  it("is removed from assets/, with its compressed siblings; what a page's chunk imports stays", async () => {
    expect((await get("/assets/about-Zz9Yy8Xx.js")).statusCode).toBe(404);
    expect(existsSync(join(clientDir, "assets/about-Zz9Yy8Xx.js.br"))).toBe(false);
    expect((await get("/assets/shared-Qq1Ww2Ee.js")).statusCode).toBe(200);
    // Named by no page, but the agency's own (public/assets): kept.
    expect((await get("/assets/logos/logo1.png")).statusCode).toBe(200);
  });

  it("stops the build when a chunk a page loads imports one the build does not have", async () => {
    const broken = await mkdtemp(join(tmpdir(), "server-test-broken-"));
    try {
      await mkdir(join(broken, "assets"));
      await writeFile(
        join(broken, "index.html"),
        '<script type="module" src="/assets/island-Aa1.js"></script>',
      );
      await writeFile(join(broken, "assets/island-Aa1.js"), 'import "./gone-Bb2.js";');
      await expect(postbuild({ clientDir: broken, publicDir: join(broken, "none") })).rejects.toThrow(
        "assets/island-Aa1.js names assets/gone-Bb2.js, which the build does not have",
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe("postbuild without a registry", () => {
  it("writes no sitemap, and a robots.txt that names none, and warns", async () => {
    const bare = await mkdtemp(join(tmpdir(), "server-test-bare-"));
    try {
      await mkdir(join(bare, "about"));
      await writeFile(join(bare, "index.html"), "<h1>Home</h1>");
      await writeFile(join(bare, "about/index.html"), "<h1>About</h1>");
      const result = await postbuild({ clientDir: bare, publicDir: join(bare, "none") });
      expect(result.warnings).toEqual(["no site registry given: sitemap.xml not written"]);
      expect(existsSync(join(bare, "sitemap.xml"))).toBe(false);
      expect(await readFile(join(bare, "robots.txt"), "utf8")).toBe("User-agent: *\nAllow: /\n");
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});

describe("startup", () => {
  it("refuses a build that postbuild has not completed", async () => {
    const empty = await mkdtemp(join(tmpdir(), "server-test-empty-"));
    try {
      await writeFile(join(empty, "index.html"), "<h1>x</h1>");
      await expect(buildServer({ root: empty })).rejects.toThrow(/npm run build/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
