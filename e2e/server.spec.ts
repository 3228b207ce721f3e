import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

// The production server (server/index.mjs) on the real build, started by playwright.config.ts.

const IMMUTABLE = "public, max-age=31536000, immutable";

function directive(csp: string | undefined, name: string) {
  return (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
}

/**
 * A GET with the path sent exactly as given: Playwright and WHATWG URLs would resolve "..".
 */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("production server", () => {
  test("serves / with a hash-based CSP and the security headers", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const scriptSrc = directive(headers["content-security-policy"], "script-src");
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(directive(headers["content-security-policy"], "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cache-control"]).toBe("no-cache");
    // Style sheets by hash only; React's style attributes allowed; pictures the site's own.
    expect(directive(headers["content-security-policy"], "style-src")).toMatch(
      /^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/,
    );
    expect(directive(headers["content-security-policy"], "style-src-attr")).toBe(
      "style-src-attr 'unsafe-inline'",
    );
    expect(directive(headers["content-security-policy"], "img-src")).toBe("img-src 'self'");
  });

  test("sends brotli when the client asks for it", async ({ request }) => {
    const res = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(res.headers()["vary"]).toMatch(/accept-encoding/i);
    expect(await res.text()).toContain("</html>");
  });

  test("caches hashed scripts for a year, immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/\/assets\/[^"'\s]+\.js/)?.[0];
    expect(script, "a /assets/*.js reference in the home page").toBeTruthy();
    const res = await request.get(script!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("answers an unknown path with the not-found page and 404", async ({ request }) => {
    const res = await request.get("/definitely-missing");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
    expect(directive(res.headers()["content-security-policy"], "frame-ancestors")).toBe(
      "frame-ancestors 'none'",
    );
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("answers hostile input with 4xx and keeps serving", async ({ baseURL }) => {
    const hostile = [
      "/../../etc/passwd",
      "/assets/../../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc/passwd",
      "/%252e%252e/%252e%252e/etc/passwd",
      "/%E0%A4%A",
      "/%",
      "/%00",
      `/${"a".repeat(20 * 1024)}`,
    ];
    for (const path of hostile) {
      const res = await rawGet(baseURL!, path);
      const label = path.length > 40 ? `${path.slice(0, 20)}... (${path.length} chars)` : path;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body, label).not.toMatch(/root:x:0:0|"name":\s*"agency-site"/);
    }
    expect((await rawGet(baseURL!, "/")).status).toBe(200);
  });

  test("publishes a sitemap with the home page and a robots.txt pointing at it", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const canonical = home.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1];
    expect(canonical, "the home page's canonical URL").toBeTruthy();

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${canonical}</loc>`);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${new URL(canonical!).origin}/sitemap.xml`);
  });

  test("sends Cross-Origin-Resource-Policy: same-origin, and still serves the Open Graph card and icons", async ({
    request,
  }) => {
    const home = await request.get("/");
    expect(home.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    const html = await home.text();
    // A social network's crawler fetches the card from its own server, with no Origin: CORP is a
    // rule for browsers embedding the file in another site's page.
    const card = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(card, "the home page's og:image").toBeTruthy();
    for (const path of [new URL(card!).pathname, "/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toMatch(/^image\//);
      expect(res.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });
});
