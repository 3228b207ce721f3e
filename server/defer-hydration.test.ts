// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration, PRELOADS_PER_TASK } from "./defer-hydration.mjs";

const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '</head><body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("deferHydration", () => {
  const result = deferHydration(page);

  it("removes the script preloads from the HTML, keeping the stylesheet", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("loads the same modules, binds the route modules and starts the entry after the first contentful paint and the load event, or the first tap or key", () => {
    const script = result.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/home-4.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-2.js");');
    expect(script).toContain('const preloads=["/assets/manifest-1.js","/assets/entry.client-2.js"];');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('addEventListener("load",done,{once:true})');
    expect(script).toContain("Promise.all([painted,loaded]).then(start);");
    expect(script).toContain('for(const type of ["pointerdown","keydown"])addEventListener(type,start,');
    expect(script).toMatch(/setTimeout\(start,3000\);$/);
    expect(() => new Function(script.replace(/await /g, ""))).not.toThrow();
  });

  it("starts the preloads a few per task, yielding to the browser in between", async () => {
    const hrefs = Array.from({ length: 5 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = page.replace(
      /<link rel="modulepreload"[^\n]*/,
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""),
    );
    const script = deferHydration(many).match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const preloadLoop =
      script.split("\n").find((line) => line.startsWith("for(let i=0;i<preloads.length")) ?? "";
    const appended: string[][] = [[]];
    const head = { append: (link: { href: string }) => appended.at(-1)?.push(link.href) };
    const setTimeout = (next: () => void) => {
      appended.push([]);
      next();
    };
    const run = new Function(
      "preloads",
      "document",
      "setTimeout",
      `return (async()=>{${preloadLoop}})()`,
    ) as (p: string[], d: unknown, s: typeof setTimeout) => Promise<void>;
    await run(hrefs, { head, createElement: () => ({}) }, setTimeout);
    expect(appended.flat()).toEqual(hrefs);
    expect(Math.max(...appended.map((batch) => batch.length))).toBe(PRELOADS_PER_TASK);
    expect(appended.length).toBe(Math.ceil(hrefs.length / PRELOADS_PER_TASK));
  });

  it("on the not-found page, loads the route of the same path in any case before starting the entry", () => {
    const script = deferHydration(page, { notFound: true });
    const loadAll = script.indexOf("window.__reactRouterManifest.routes");
    expect(loadAll).toBeGreaterThan(script.indexOf("window.__reactRouterRouteModules = "));
    expect(loadAll).toBeLessThan(script.indexOf('import("/assets/entry.client-2.js")'));
    expect(result).not.toContain("__reactRouterManifest.routes");
  });

  it("leaves a page without a hydration script alone", () => {
    const plain = "<html><body><p>static</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
