import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translationFreshness } from "./translations.mjs";

/** A real git repository in a temporary folder, with content files committed as an agency would. */
let root: string;
const git = (...args: string[]) =>
  execFileSync(
    "git",
    ["-C", root, "-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args],
    {
      encoding: "utf8",
    },
  );
const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const commit = (message: string) => {
  git("add", "-A");
  git("commit", "-q", "-m", message);
};
const stateOf = (file: string) => translationFreshness(root).find((entry) => entry.file === file);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "translations-"));
  git("init", "-q");
  await write("content/en/faq.yaml", "categories: []\n");
  await write("content/ne/faq.yaml", "categories: []\n");
  await write("content/en/jobs/designer.md", "---\ntitle: Designer\n---\n");
  await write("content/ne/jobs/designer.md", "---\ntitle: डिजाइनर\n---\n");
  commit("Content in both languages");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("npm run translations", () => {
  it("finds every Nepali file up to date after both were committed together", () => {
    expect(translationFreshness(root).map(({ file, state }) => [file, state])).toEqual([
      ["content/ne/faq.yaml", "fresh"],
      ["content/ne/jobs/designer.md", "fresh"],
    ]);
  });

  it("lists a Nepali file whose English changed in a later commit, with the changes", async () => {
    await write("content/en/jobs/designer.md", "---\ntitle: Senior designer\n---\n");
    commit("Designer becomes senior");
    const entry = stateOf("content/ne/jobs/designer.md");
    expect(entry?.state).toBe("stale");
    expect(entry?.changes).toHaveLength(1);
    expect(entry?.changes[0]).toMatch(/^[0-9a-f]{7,} \d{4}-\d{2}-\d{2} Designer becomes senior$/);
    expect(stateOf("content/ne/faq.yaml")?.state).toBe("fresh");
  });

  it("is up to date again once the translation is committed", async () => {
    await write("content/en/faq.yaml", "categories: [a]\n");
    commit("New category");
    await write("content/ne/faq.yaml", "categories: [क]\n");
    commit("Nepali of the new category");
    expect(stateOf("content/ne/faq.yaml")?.state).toBe("fresh");
  });

  it("takes a 'Translated:' line in a commit message as the Nepali checked", async () => {
    await write("content/en/faq.yaml", "categories: [b]\n");
    commit("A picture changes");
    git("commit", "-q", "--allow-empty", "-m", "Nepali still right\n\nTranslated: content/ne/faq.yaml");
    expect(stateOf("content/ne/faq.yaml")?.state).toBe("fresh");
  });

  it("counts an uncommitted English edit, and a missing Nepali file", async () => {
    await write("content/en/faq.yaml", "categories: [c]\n");
    await write("content/en/jobs/writer.md", "---\ntitle: Writer\n---\n");
    expect(stateOf("content/ne/faq.yaml")).toMatchObject({
      state: "stale",
      changes: ["(uncommitted changes)"],
    });
    expect(stateOf("content/ne/jobs/writer.md")?.state).toBe("missing");
  });

  it("exits 1 and names the file when any is out of date, 0 when none is", async () => {
    const script = join(import.meta.dirname, "translations.mjs");
    const run = () => {
      try {
        return { code: 0, out: execFileSync(process.execPath, [script, root], { encoding: "utf8" }) };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };
    expect(run()).toMatchObject({ code: 0 });
    await write("content/en/faq.yaml", "categories: [d]\n");
    commit("English edit");
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toContain("content/ne/faq.yaml: out of date");
    expect(out).toContain("English edit");
  });
});
