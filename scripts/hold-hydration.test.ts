// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HELD_HYDRATION_TYPE } from "../app/lib/heldHydration.mjs";
import { inlineScriptHashes } from "../builder/meta.mjs";
import { scanTags } from "../builder/html.mjs";
import { holdHydration } from "./hold-hydration.mjs";

/** What React Router 7.18's `<Scripts />` writes, with React hoisting the preloads into <head>. */
const ROUTER_MODULE = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-2.js");',
].join("\n");
const page = ({ preloads = 2, module = ROUTER_MODULE, hydrate = true } = {}) =>
  [
    `<!DOCTYPE html><html lang="en"${hydrate ? ' data-hydrate="pending"' : ""}><head>`,
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js"]
      .slice(0, preloads)
      .map((href) => `<link rel="modulepreload" href="${href}"/>`)
      .join(""),
    "</head><body><main><h1>Hello</h1></main><script>window.__reactRouterContext = {};</script>",
    module === "" ? "" : `<script type="module" async="">${module}</script>`,
    "</body></html>",
  ].join("");

describe("holdHydration", () => {
  it("turns React Router's module script into a data block listing its preloads, and drops them", () => {
    const held = holdHydration(page(), "index.html");
    const tags = scanTags(held);
    expect(tags.filter((tag) => tag.name === "link").map((tag) => tag.attributes.get("rel"))).toEqual([
      "stylesheet",
    ]);
    const script = tags.find((tag) => tag.attributes.get("type") === HELD_HYDRATION_TYPE);
    expect(script?.text).toBe(ROUTER_MODULE);
    expect(script?.attributes.get("data-chunks")).toBe("/assets/manifest-1.js /assets/entry.client-2.js");
    expect(script?.attributes.has("async")).toBe(false);
    expect(held).toContain("<main><h1>Hello</h1></main><script>window.__reactRouterContext = {};</script>");
  });

  it("keeps the script's CSP hash: the text that will run is the same", () => {
    expect(inlineScriptHashes(holdHydration(page(), "index.html"))).toEqual(inlineScriptHashes(page()));
  });

  it("leaves a static page and a page already held as they are", () => {
    const staticPage = page({ hydrate: false, preloads: 0, module: "" });
    expect(holdHydration(staticPage, "about/index.html")).toBe(staticPage);
    const held = holdHydration(page(), "index.html");
    expect(holdHydration(held, "index.html")).toBe(held);
  });

  it("stops the build on a shape it does not know", () => {
    expect(() => holdHydration(page({ module: "" }), "faq/index.html")).toThrow(
      /faq\/index\.html: expected one async module script/,
    );
    expect(() => holdHydration(page({ module: 'import("/assets/x.js");' }), "faq/index.html")).toThrow(
      /expected one async module script setting window\.__reactRouterRouteModules/,
    );
    expect(() => holdHydration(page({ preloads: 0 }), "faq/index.html")).toThrow(/modulepreload/);
    expect(() => holdHydration(page({ hydrate: false }), "about/index.html")).toThrow(
      /without data-hydrate has module scripts/,
    );
    const crossOrigin = page().replace('rel="modulepreload" href', 'rel="modulepreload" crossorigin="" href');
    expect(() => holdHydration(crossOrigin, "index.html")).toThrow(/attributes besides rel and href/);
  });
});
