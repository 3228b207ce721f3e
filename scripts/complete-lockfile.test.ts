// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completeOptionalEntries } from "./complete-lockfile.mjs";

describe("package-lock.json", () => {
  it("lists every optional platform package, so `npm ci` accepts it (run scripts/complete-lockfile.mjs)", () => {
    const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
    expect(completeOptionalEntries(lock)).toEqual([]);
  });
});

describe("package.json", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

  it("completes the lock after every `npm install`, so the README's commands work in order", () => {
    expect(pkg.scripts.postinstall).toBe("node scripts/complete-lockfile.mjs");
  });

  it("decides for every dependency with an install script, so `npm install` has nothing to warn about", () => {
    const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
    const withScripts = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([path, entry]) => path !== "" && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(pkg.allowScripts, name).toHaveProperty([name]);
  });
});

describe("completeOptionalEntries", () => {
  it("adds missing optional packages, hoisted or nested beside a conflicting version", () => {
    const lock = {
      packages: {
        "": { optionalDependencies: { fsevents: "~2.3.2" } },
        "node_modules/esbuild": {
          version: "0.28.2",
          optionalDependencies: { "@esbuild/darwin-arm64": "0.28.2" },
        },
        "node_modules/vite/node_modules/esbuild": {
          version: "0.25.0",
          optionalDependencies: { "@esbuild/darwin-arm64": "0.25.0" },
        },
      },
    };
    expect(completeOptionalEntries(lock)).toEqual([
      "node_modules/fsevents@2.3.2",
      "node_modules/@esbuild/darwin-arm64@0.28.2",
      "node_modules/vite/node_modules/esbuild/node_modules/@esbuild/darwin-arm64@0.25.0",
    ]);
    expect(lock.packages).toHaveProperty(["node_modules/fsevents"], { version: "2.3.2", optional: true });
  });
});
