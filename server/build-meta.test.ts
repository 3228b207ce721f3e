// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS, isNotFoundPath, notFoundPathFor, pagePath } from "./build-meta.mjs";

describe("pagePath", () => {
  it("maps index.html files to clean, case-preserving URL paths", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("services/website-design/index.html")).toBe("/services/website-design");
    expect(pagePath("services/Branding/index.html")).toBe("/services/Branding");
    expect(pagePath("__spa-fallback.html")).toBeNull();
    expect(pagePath("assets/app.js")).toBeNull();
  });
});

describe("not-found pages", () => {
  it("are each language's /404, and an unknown path gets its language's", () => {
    expect(["/404", "/ne/404", "/en/404", "/404/x"].map(isNotFoundPath)).toEqual([true, true, false, false]);
    expect(notFoundPathFor("/ne/nothing-here")).toBe("/ne/404");
    expect(notFoundPathFor("/nothing-here")).toBe("/404");
  });
});

describe("SECURITY_HEADERS", () => {
  it("keep every response to the site's own origin: no framing, no loading from other sites", () => {
    expect(SECURITY_HEADERS).toMatchObject({
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
    });
  });
});
