// @vitest-environment node
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { nepaliMonthNames } from "../app/content/calendars.mjs";
import { CUTS, cutFont, drawnDifferently, fromWoff2, WHOLE_FONT, writeCuts } from "./devanagari-font.mjs";
import { siteDevanagariWords } from "./devanagari-words.mjs";

const repository = fileURLToPath(new URL("..", import.meta.url));
const wholeWoff2 = () => readFile(join(repository, WHOLE_FONT));

// Conjuncts (क्ष, त्र, द्ध, ह्म) and vowel signs the site's words may not have: what an editor could write.
const NEW_WORDS = ["क्षत्रियबुद्धब्रह्म", "ङ्घ्र्यु"];

let root = "";
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the Nepali pages' font, cut by the build", () => {
  it("draws every Devanagari word the site writes as the whole font does, at every weight", async () => {
    const words = await siteDevanagariWords(repository);
    expect(words.length).toBeGreaterThan(1000);
    const cut = await fromWoff2(await cutFont(await wholeWoff2(), words, CUTS.site));
    const whole = await fromWoff2(await wholeWoff2());
    expect(await drawnDifferently(whole, cut, words, CUTS.site.weights)).toEqual([]);
    // A third of the whole font, as the pages preload it.
    expect(cut.byteLength).toBeLessThan(whole.byteLength / 2);
  }, 120_000);

  it("is cut again for a word an editor adds to a content file, which the cut before could not draw", async () => {
    root = await mkdtemp(join(tmpdir(), "fonts-"));
    await mkdir(join(root, "app/fonts"), { recursive: true });
    await mkdir(join(root, "content/ne"), { recursive: true });
    await mkdir(join(root, "server"), { recursive: true });
    await copyFile(join(repository, WHOLE_FONT), join(root, WHOLE_FONT));
    await writeFile(join(root, "content/ne/faq.yaml"), "title: सेवाहरू\n");
    const log: string[] = [];
    await writeCuts(root, (message) => log.push(message));
    const before = await readFile(join(root, CUTS.site.file));
    const whole = await fromWoff2(await wholeWoff2());
    expect(await drawnDifferently(whole, await fromWoff2(before), NEW_WORDS, CUTS.site.weights)).toEqual(
      NEW_WORDS,
    );

    await writeFile(join(root, "content/ne/faq.yaml"), `title: सेवाहरू ${NEW_WORDS.join(" ")}\n`);
    await writeCuts(root, (message) => log.push(message));
    const after = await fromWoff2(await readFile(join(root, CUTS.site.file)));
    expect(await drawnDifferently(whole, after, ["सेवाहरू", ...NEW_WORDS], CUTS.site.weights)).toEqual([]);
    // The language switch's cut did not change: it was taken from the cache, not cut again.
    expect(log.filter((line) => line.includes(CUTS.label.file))).toHaveLength(1);
    expect(log.filter((line) => line.includes(CUTS.site.file))).toHaveLength(2);

    await writeCuts(root, (message) => log.push(message));
    expect(log).toHaveLength(3);
  }, 120_000);
});

describe("siteDevanagariWords", () => {
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
