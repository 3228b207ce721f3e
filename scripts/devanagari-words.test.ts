// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { nepaliMonthNames } from "../app/content/calendars.mjs";
import { siteDevanagariWords } from "./devanagari-words.mjs";

const repository = fileURLToPath(new URL("..", import.meta.url));

describe("the Nepali pages' font", () => {
  it("was cut for every Devanagari word the site writes (else run `npm run media`)", async () => {
    const cutFor = new Set(
      (await readFile(join(repository, "app/fonts/noto-sans-devanagari-site.txt"), "utf8")).split("\n"),
    );
    const words = await siteDevanagariWords(repository);
    expect(words.length).toBeGreaterThan(1000);
    expect(words.filter((word) => !cutFor.has(word))).toEqual([]);
  });
});

describe("siteDevanagariWords", () => {
  let root = "";
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("reads the words of the app's and the server's sources and of the content files, not of tests or other files, and the months' names pages compose", async () => {
    root = await mkdtemp(join(tmpdir(), "words-"));
    await mkdir(join(root, "app/content/ne"), { recursive: true });
    await mkdir(join(root, "content/ne/jobs"), { recursive: true });
    await writeFile(join(root, "content/ne/faq.yaml"), "categories:\n  - category: सेवाहरू\n");
    await writeFile(join(root, "content/ne/jobs/designer.md"), "---\ntitle: डिजाइनर\n---\nहाम्रो टोली\n");
    await mkdir(join(root, "server"), { recursive: true });
    await writeFile(join(root, "app/content/ne/home.ts"), 'export const title = "क्षेत्र, व्यवसाय।";\n');
    await writeFile(join(root, "app/content/ne/home.test.ts"), 'expect("परीक्षण")\n');
    await writeFile(join(root, "app/notes.md"), "टिप्पणी\n");
    await writeFile(join(root, "server/pages.mjs"), 'const body = `पृष्ठ फेला परेन ${"र\u200dया"}`;\n');
    expect(await siteDevanagariWords(root)).toEqual(
      [
        "०१२३४५६७८९",
        "क्षेत्र",
        "परेन",
        "पृष्ठ",
        "फेला",
        "र\u200dया",
        "व्यवसाय।",
        "सेवाहरू",
        "डिजाइनर",
        "हाम्रो",
        "टोली",
        ...nepaliMonthNames(),
      ].sort(),
    );
  });
});
