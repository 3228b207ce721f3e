// @vitest-environment node
import { randomUUID } from "node:crypto";
import { readdir, rm, utimes } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cached, pruneBuildCache } from "./build-cache.mjs";

// A folder of the real cache (node_modules/.cache/) of its own, removed after.
const kind = `test-${randomUUID()}`;
const folder = join(import.meta.dirname, "../node_modules/.cache", kind);
const bytes = (text: string) => new TextEncoder().encode(text);

describe("the build cache", () => {
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("makes what it lacks once, then gives what it kept without making it again", async () => {
    let made = 0;
    const make = async () => (made++, bytes("compressed"));
    expect(new TextDecoder().decode(await cached(kind, "a.br", make))).toBe("compressed");
    expect(new TextDecoder().decode(await cached(kind, "a.br", make))).toBe("compressed");
    expect(made).toBe(1);
    // Two builds (or two same files of one build) making the same entry at once: both get it whole.
    const both = await Promise.all([cached(kind, "b.br", make), cached(kind, "b.br", make)]);
    expect(both.map((each) => new TextDecoder().decode(each))).toEqual(["compressed", "compressed"]);
    expect(await readdir(folder)).toEqual(["a.br", "b.br"]);
  });

  it("removes what no build used for a month, and keeps what a build just used", async () => {
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await utimes(join(folder, "a.br"), longAgo, longAgo);
    await utimes(join(folder, "b.br"), longAgo, longAgo);
    // Used by this build: kept another month.
    await cached(kind, "b.br", async () => bytes("not made again"));
    await pruneBuildCache(kind);
    expect(await readdir(folder)).toEqual(["b.br"]);
  });
});
