// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourcesLastModified } from "./postbuild.mjs";

const projectDir = join(import.meta.dirname, "..");
const today = () => new Date().toISOString().slice(0, 10);

describe("sourcesLastModified (the sitemap's lastmod)", () => {
  const outside: string[] = [];
  afterAll(() => Promise.all(outside.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("takes SOURCE_DATE_EPOCH when set", () => {
    expect(sourcesLastModified(projectDir, { SOURCE_DATE_EPOCH: "1763856000" })).toEqual({
      date: "2025-11-23",
      source: "SOURCE_DATE_EPOCH",
    });
  });

  it("takes the last commit to app/, content/ and public/ of a clean checkout, else the build date", () => {
    const dirty = execFileSync(
      "git",
      ["-C", projectDir, "status", "--porcelain", "--", "app", "content", "public"],
      {
        encoding: "utf8",
      },
    );
    const { date } = sourcesLastModified(projectDir, {});
    if (dirty.trim()) expect(date).toBe(today());
    else {
      const committed = execFileSync(
        "git",
        ["-C", projectDir, "log", "-1", "--format=%cI", "--", "app", "content", "public"],
        {
          encoding: "utf8",
        },
      ).trim();
      expect(date).toBe(new Date(committed).toISOString().slice(0, 10));
    }
  });

  it("falls back to the build date outside a git checkout", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lastmod-"));
    outside.push(dir);
    expect(sourcesLastModified(dir, {})).toEqual({
      date: today(),
      source: "build date (uncommitted or untracked sources)",
    });
  });
});
